/**
 * `npm run consent:table`: writes `docs/consent-variants.md`, a table of each supplier consent variant's
 * differences from the default consent card, generated from the journey files (`journey/signup/`), so
 * product staff see the variants side by side. `--check` exits non-zero when the committed page is not
 * what the files give (a test runs the same comparison).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import type { CardFile, Effect, FieldSchema, Journey } from '../engine/core/index.js';
import { signUpJourney } from '../server/switching/journeyFiles.js';

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

/** Where the page is written. */
export const CONSENT_TABLE_PATH = join(repoRoot, 'docs', 'consent-variants.md');

const MAP_ID = 'signup.consent-variants';

/** One variant's differences from the default card, in words. */
export interface VariantDifferences {
  suppliers: string[];
  card: string;
  added: string[];
  removed: string[];
  onShow: string[];
  required: string[];
  texts: string[];
}

const json = (value: unknown) => JSON.stringify(value);
const code = (text: string) => `\`${text}\``;

function fieldsOf(card: CardFile): Record<string, FieldSchema> {
  return card.schema.properties as Record<string, FieldSchema>;
}

/** Whether a card asks the field as required, in words (null: not required). */
function requirement(card: CardFile, name: string): string | null {
  if (!(name in fieldsOf(card))) return null;
  if (card.schema.required?.includes(name)) return 'required';
  const rule = card.fields?.[name]?.requiredWhen;
  if (rule === undefined) return null;
  return rule === true ? 'required' : `required when ${code(json(rule))}`;
}

function effectText(effect: Effect): string[] {
  if ('set' in effect) return Object.entries(effect.set).map(([k, v]) => `${code(k)} = ${code(json(v))}`);
  if ('clear' in effect) return effect.clear.map((k) => `${code(k)} unset`);
  if ('compute' in effect)
    return Object.entries(effect.compute).map(([k, rule]) => `${code(k)} = ${code(json(rule))}`);
  return [`action ${code(effect.action)}`];
}

/** The differences of one resolved variant card from the resolved default card. */
export function differences(variant: CardFile, base: CardFile): Omit<VariantDifferences, 'suppliers'> {
  const vf = fieldsOf(variant);
  const bf = fieldsOf(base);
  const added = Object.keys(vf).filter((f) => !(f in bf));
  const removed = Object.keys(bf).filter((f) => !(f in vf));
  const baseEffects = new Set((base.onShow ?? []).map(json));
  const onShow = (variant.onShow ?? []).filter((e) => !baseEffects.has(json(e))).flatMap(effectText);
  const required: string[] = [];
  for (const name of new Set([...Object.keys(vf), ...Object.keys(bf)])) {
    const now = requirement(variant, name);
    const before = requirement(base, name);
    if (now === before || !(name in vf)) continue;
    required.push(`${code(name)}: ${now ?? 'not required'}`);
  }
  const texts: string[] = [];
  for (const key of ['title', 'hint'] as const) {
    if (variant[key] !== base[key]) texts.push(`${key}: ${variant[key] ?? '(none)'}`);
  }
  for (const name of Object.keys(vf)) {
    // An added field's title is shown with it; its description (the text beside it) is listed here.
    for (const key of name in bf ? (['title', 'description'] as const) : (['description'] as const)) {
      const text = vf[name][key];
      if (text !== undefined && text !== bf[name]?.[key]) texts.push(`${code(name)} ${key}: ${text}`);
    }
  }
  return {
    card: variant.id,
    added: added.map((f) => `${code(f)} (${vf[f].title ?? f})`),
    removed: removed.map(code),
    onShow,
    required,
    texts,
  };
}

/**
 * Every variant of a consent map (the sign-up's, unless another journey and map are given), with the
 * supplier ids that pick it.
 */
export function consentVariants(journey: Journey = signUpJourney(), mapId = MAP_ID): VariantDifferences[] {
  const map = journey.variantMaps.get(mapId)!.file;
  const base = journey.cards.get(map.default)!.file;
  const suppliers = new Map<string, string[]>();
  for (const [id, card] of Object.entries(map.variants))
    suppliers.set(card, [...(suppliers.get(card) ?? []), id]);
  return [...suppliers.entries()]
    .map(([card, ids]) => ({ suppliers: ids, ...differences(journey.cards.get(card)!.file, base) }))
    .sort((a, b) => Number(a.suppliers[0]) - Number(b.suppliers[0]));
}

const cell = (items: string[]) => (items.length ? items.join('<br>') : '–').replace(/\|/g, '\\|');

/** The page: how to read it, the default card, then one row per variant (formatted as Prettier would). */
export async function consentTableMarkdown(): Promise<string> {
  const options = (await resolveConfig(CONSENT_TABLE_PATH)) ?? {};
  return format(rawMarkdown(), { ...options, filepath: CONSENT_TABLE_PATH });
}

function rawMarkdown(): string {
  const journey = signUpJourney();
  const map = journey.variantMaps.get(MAP_ID)!.file;
  const base = journey.cards.get(map.default)!.file;
  const baseFields = Object.entries(fieldsOf(base)).map(
    ([name, f]) =>
      `${code(name)} (${f.title}${requirement(base, name) ? ', ' + requirement(base, name) : ''})`,
  );
  const rows = consentVariants().map(
    (v) =>
      `| ${v.suppliers.join(', ')} | ${code(v.card)} | ${cell(v.added)} | ${cell(v.removed)} | ${cell(v.onShow)} | ${cell(v.required)} | ${cell(v.texts)} |`,
  );
  return [
    '# Supplier consent variants',
    '',
    '<!-- Generated by `npm run consent:table` from journey/signup/*.json: do not edit by hand. -->',
    '',
    `The sign-up's terms step shows one consents card, chosen by the plan's supplier id through the map`,
    `${code(MAP_ID)} (${code('journey/signup/consent-variants.json')}). Any supplier not listed gets the default`,
    `card ${code(map.default)}. Each variant extends the default card and states only what differs; this`,
    'table lists those differences, read from the resolved cards.',
    '',
    `**Default card** (${code(map.default)}): ${baseFields.join(', ')}.`,
    'When shown it sets ' + (base.onShow ?? []).flatMap(effectText).join(', ') + '.',
    '',
    '| Supplier id | Variant card | Fields added | Fields removed | Starting values when shown | Required (differs) | Texts (differ) |',
    '| --- | --- | --- | --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

async function main(): Promise<void> {
  const page = await consentTableMarkdown();
  if (process.argv.includes('--check')) {
    const current = readFileSync(CONSENT_TABLE_PATH, 'utf8');
    if (current !== page) {
      console.error('docs/consent-variants.md is out of date: run npm run consent:table');
      process.exit(1);
    }
    return;
  }
  writeFileSync(CONSENT_TABLE_PATH, page);
  console.log(`consent:table: ${consentVariants().length} variants -> docs/consent-variants.md`);
}

if (process.argv[1] && resolvePath(process.argv[1]) === fileURLToPath(import.meta.url)) await main();
