/**
 * The one message formatter. Every user-facing string is a key in `journey/messages/en-GB.json`, with
 * `{name}` placeholders ('{label} is required'); engine/core, engine/react and the app (src/i18n/t.ts)
 * all format through `formatMessage`, with one plural mechanism (below), under one policy for a key the catalogue lacks: it throws (in tests
 * and in development: a journey or code fault, found at once), or, once the app has set the `fallback`
 * policy for a production build, shows the key in brackets, visibly wrong but never a blank or a crash.
 */
import type { MessageCatalogue } from './view-types.js';

/**
 * A message key that is not in the catalogue: a journey or code fault, never shown as a raw key.
 * @internal Exported for its unit test.
 */
export class MissingMessageError extends Error {
  override readonly name = 'MissingMessageError';
  constructor(readonly key: string) {
    super(`message key "${key}" is not in the catalogue`);
  }
}

/** What a missing key does: `throw` (tests, development: the default) or `fallback` (production). */
export type MissingMessagePolicy = 'throw' | 'fallback';

let missingPolicy: MissingMessagePolicy = 'throw';

/** Set the policy for a missing key (the app sets `fallback` in its production build only). */
export function setMissingMessagePolicy(policy: MissingMessagePolicy): void {
  missingPolicy = policy;
}

/** Whether the catalogue has a key. */
export function hasMessage(catalogue: MessageCatalogue, key: string): boolean {
  return typeof catalogue[key] === 'string' && Object.prototype.hasOwnProperty.call(catalogue, key);
}

/** The catalogue's language: its plural categories are English's (`one`, `other`). */
const CATALOGUE_LOCALE = 'en-GB';

let pluralRules: Intl.PluralRules | undefined;

/**
 * The catalogue key a message with a numeric `count` is taken from, ICU-like: `key#=N` for exactly N
 * (a differently worded sentence, e.g. for none), then `key#<category>` for the count's CLDR plural
 * category (`key#one`: "1 tariff"), else `key` itself, the `other` form ("{count} tariffs"). Without a
 * numeric count, `key`.
 */
function pluralKey(catalogue: MessageCatalogue, key: string, count: unknown): string {
  if (typeof count !== 'number' || !Number.isFinite(count)) return key;
  const exact = `${key}#=${count}`;
  if (hasMessage(catalogue, exact)) return exact;
  pluralRules ??= new Intl.PluralRules(CATALOGUE_LOCALE);
  const category = `${key}#${pluralRules.select(count)}`;
  return hasMessage(catalogue, category) ? category : key;
}

/**
 * Format catalogue message `key`, filling `{name}` placeholders from `params`. A placeholder with no
 * param is left as written (so a missing param is visible in tests); a missing key follows the policy.
 * A numeric `params.count` picks the plural form (see {@link pluralKey}): callers pass the count and
 * never choose a singular key themselves.
 */
export function formatMessage(
  catalogue: MessageCatalogue,
  key: string,
  params: Readonly<Record<string, unknown>> = {},
): string {
  if (!hasMessage(catalogue, key)) {
    if (missingPolicy === 'throw') throw new MissingMessageError(key);
    return `[${key}]`;
  }
  return catalogue[pluralKey(catalogue, key, params.count)].replace(
    /\{([A-Za-z0-9_.]+)\}/g,
    (whole, name: string) =>
      Object.prototype.hasOwnProperty.call(params, name) &&
      params[name] !== undefined &&
      params[name] !== null
        ? String(params[name])
        : whole,
  );
}
