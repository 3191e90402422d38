/**
 * Card composition, resolved by the loader before anything else. A card may `extends` one or more cards
 * (by id, with parameter values) and state only an overlay: what differs, as a JSON Merge Patch. A base
 * may take named parameters (`params`), written `{{name}}` in its keys and string values; a base marked
 * `"template": true` is never shown by itself. Scenarios are inherited from templates only (they are
 * written for the template's uses); a card that extends a shown card states its own.
 *
 * Every resolved card keeps the origin of each of its values, so the linter names the file and JSON
 * path that caused a fault (the template, the overlay, the scenarios file).
 */
import {
  isObject,
  mergePatch,
  type ComposeFault,
  type Origin,
  type Origins,
  type Traced,
} from './compose-merge.js';
import { JourneyError } from './errors.js';
import { pruneRemovedFields, removedFields } from './compose-prune.js';
import { didYouMean } from './suggest.js';
import type { JsonObject } from './json.js';
import type { JourneyFiles } from './load-options.js';
import {
  cardRefs,
  parameterValues,
  substituteFile,
  type CardSource,
  type NormalRef,
} from './compose-params.js';
import type { CardFile, CardOverlay } from './types.js';

/** A card as the loader uses it: resolved, traced to its files, and as its own file states it. */
export interface ComposedCard {
  /** The resolved card: bases merged, parameters replaced, scenarios inlined. */
  readonly card: CardFile;
  /** Where each value of `card` was written. */
  readonly origins: Origins;
  /** The file exactly as written (the staff preview shows it next to the resolved card). */
  readonly source: CardFile | CardOverlay;
  /** Only a base for other cards: not a card of the journey. */
  readonly template: boolean;
}

/**
 * Lists that add up when a card extends several cards: each base brings rules, notices and scenarios
 * about its own fields. (The card's own overlay still replaces a list, as a merge patch does.)
 */
const ADDED_LISTS = ['checks', 'notices', 'onShow', 'scenarios'];

/** Where a card holds a rule or a literal JSON value: replaced whole by an overlay, never merged. */
const ATOMIC =
  /^(\/visibleWhen|\/fields\/[^/]+\/(visibleWhen|requiredWhen|enabledWhen)|\/schema\/properties\/[^/]+\/(default|const))$/;

function isRule(path: string): boolean {
  return ATOMIC.test(path);
}

/** Members that belong to a file, not to the card it describes: never inherited, never merged. */
const OWN_MEMBERS = ['$schema', 'version', 'id', '$comment', 'extends', 'params', 'template', 'kind'];

/** The composed cards by path; `complete` is false when some card could not be composed at all. */
export interface Composition {
  readonly cards: Map<string, ComposedCard>;
  readonly complete: boolean;
}

/**
 * Resolve every card file (`files`: path -> parsed card file, already checked against the meta-schema).
 * `allFiles` holds the scenarios files cards may name. Faults are pushed with the file that caused them.
 */
export function composeCards(
  files: ReadonlyMap<string, CardSource>,
  allFiles: JourneyFiles,
  faults: JourneyError[],
): Composition {
  const pathOfId = new Map<string, string>();
  for (const [path, file] of files) pathOfId.set(file.id, path);
  const cache = new Map<string, Traced | null>();
  const problems: ComposeFault[] = [];

  /** Resolve one file with parameter values; null when a fault stops it. */
  const resolve = (
    path: string,
    args: JsonObject,
    useSite: Origin | null,
    chain: string[],
  ): Traced | null => {
    const file = files.get(path)!;
    if (chain.includes(path)) {
      const ids = [...chain, path].map((p) => files.get(p)!.id);
      problems.push({
        at: useSite ?? { file: path, path: '/extends' },
        message: `extends itself: ${ids.join(' -> ')}`,
      });
      return null;
    }
    const given = parameterValues(file, path, args, useSite, problems);
    if (!given) return null;
    const key = `${path}\n${JSON.stringify(given.values)}`;
    if (cache.has(key)) return cache.get(key)!;
    cache.set(key, null);
    const own = substituteFile(file, path, given, allFiles, problems);
    let result: Traced | null = own;
    if (!own) {
      cache.set(key, null);
      return null;
    }
    const refs = cardRefs(file);
    if (refs.length > 0) result = applyBases(path, own, refs, [...chain, path]);
    cache.set(key, result);
    return result;
  };

  const applyBases = (path: string, own: Traced, refs: NormalRef[], chain: string[]): Traced | null => {
    let merged: Traced | null = null;
    for (const ref of refs) {
      const at = { file: path, path: ref.path };
      const basePath = pathOfId.get(ref.card);
      if (basePath === undefined) {
        problems.push({
          at: { file: path, path: ref.cardPath },
          message: `extends "${ref.card}", which is not a card${didYouMean(ref.card, pathOfId.keys())}`,
        });
        return null;
      }
      const base = resolve(basePath, ref.params, at, chain);
      if (!base) return null;
      const inherited = withoutOwnMembers(base, !isTemplate(files.get(basePath)!));
      merged = merged ? mergePatch(merged, appendLists(merged, inherited), problems, isRule) : inherited;
    }
    const result = mergePatch(merged!, withoutOwnMembers(own, false), problems, isRule);
    return pruneRemovedFields(result, removedFields(own.value));
  };

  const composed = new Map<string, ComposedCard>();
  let complete = true;
  for (const [path, file] of files) {
    // A template is resolved only for the cards that extend it (it has no values for its parameters).
    const traced = isTemplate(file) ? resolveTemplateAsWritten(file) : resolve(path, {}, null, []);
    if (!traced || !isObject(traced.value)) {
      complete = false;
      continue;
    }
    const card = { ...ownHeader(file), ...withoutMembers(traced.value, OWN_MEMBERS) } as unknown as CardFile;
    const origins = new Map(traced.origins);
    origins.set('', { file: path, path: '' });
    composed.set(path, { card, origins, source: file, template: isTemplate(file) });
  }
  // A base used by several cards reports its own fault once.
  const seen = new Set<string>();
  for (const { at, message } of problems) {
    const key = `${at.file}\n${at.path}\n${message}`;
    if (!seen.has(key)) faults.push(new JourneyError(at.file, at.path, message));
    seen.add(key);
  }
  return { cards: composed, complete };
}

/** A template as written, for the staff preview (it is never loaded as a card). */
function resolveTemplateAsWritten(file: CardSource): Traced {
  return { value: file as unknown as JsonObject, origins: new Map() };
}

function isTemplate(file: CardSource): boolean {
  return file.template === true;
}

/** `next` with its added lists (see ADDED_LISTS) put after those of `earlier`, origins shifted to match. */
function appendLists(earlier: Traced, next: Traced): Traced {
  const value = { ...(next.value as JsonObject) };
  const origins = new Map(next.origins);
  for (const key of ADDED_LISTS) {
    const before = (earlier.value as JsonObject)[key];
    const after = value[key];
    if (!Array.isArray(before) || !Array.isArray(after)) continue;
    value[key] = [...before, ...after];
    const prefix = `/${key}/`;
    for (const path of [...origins.keys()]) if (path.startsWith(prefix)) origins.delete(path);
    for (const [path, origin] of earlier.origins) if (path.startsWith(prefix)) origins.set(path, origin);
    for (const [path, origin] of next.origins) {
      if (!path.startsWith(prefix)) continue;
      const [index, ...rest] = path.slice(prefix.length).split('/');
      origins.set([`${prefix}${Number(index) + before.length}`, ...rest].join('/'), origin);
    }
  }
  return { value, origins };
}

function withoutMembers(value: JsonObject, members: readonly string[]): JsonObject {
  return Object.fromEntries(Object.entries(value).filter(([key]) => !members.includes(key)));
}

/** The part of a resolved file another card inherits: no header; scenarios only from a template. */
function withoutOwnMembers(traced: Traced, dropScenarios: boolean): Traced {
  const drop = dropScenarios ? [...OWN_MEMBERS, 'scenarios'] : OWN_MEMBERS;
  const value = withoutMembers(traced.value as JsonObject, drop);
  const origins = new Map(
    [...traced.origins].filter(([key]) => !drop.some((m) => key === `/${m}` || key.startsWith(`/${m}/`))),
  );
  return { value, origins };
}

function ownHeader(file: CardSource): JsonObject {
  const header: JsonObject = {};
  for (const key of ['$schema', 'version', 'id', '$comment', 'kind'] as const) {
    const value = (file as unknown as JsonObject)[key];
    if (value !== undefined) header[key] = value;
  }
  return header;
}

/**
 * The cards among journey files, composed, without the meta-schema check: for build tools that need the
 * resolved cards (the validator compiler compiles their schemas). Templates are left out.
 */
export function composeJourneyFiles(files: JourneyFiles): {
  cards: Map<string, ComposedCard>;
  faults: JourneyError[];
} {
  const sources = new Map<string, CardSource>();
  for (const [path, data] of Object.entries(files)) {
    if (!isObject(data) || typeof data.id !== 'string') continue;
    if (data.kind === undefined || data.kind === 'card') sources.set(path, data as unknown as CardSource);
  }
  const faults: JourneyError[] = [];
  const { cards } = composeCards(sources, files, faults);
  return { cards: new Map([...cards].filter(([, card]) => !card.template)), faults };
}
