/**
 * The message catalogue (journey/messages/en-GB.json) is sent in two parts (issue 23 item 4): the
 * first with the app, the later with the first page after it. Which part a key is in goes by the
 * first segment of its name: the later part holds the texts only later pages show (results, tariff
 * details, sign-up, Switch Complete, carbon offset, the information pages, the staff preview), about
 * two thirds of the catalogue. Every other key (the shell, the quote form, validation, errors, page
 * titles) is in the first part. `test/src/i18n/catalogueParts.test.ts` checks that nothing the first
 * page loads names a key of the later part; a key staff add under a new first segment goes to the
 * first part, so a new text is never missing.
 */

/**
 * The first segments of the keys in the later part.
 * @internal Exported for the bundle's test (test/build/production-bundle.test.ts).
 */
export const LATER_SEGMENTS = [
  'signup',
  'results',
  'details',
  'filters',
  'badge',
  'payMethod',
  'complete',
  'carbon',
  'info',
  'staffPreview',
] as const;

const later = new Set<string>(LATER_SEGMENTS);

/**
 * Whether `key` is in the later part.
 * @internal Exported for the bundle's test.
 */
export function isLaterKey(key: string): boolean {
  return later.has(key.slice(0, key.indexOf('.')));
}

/** The catalogue in its two parts, each key in one. */
export function splitCatalogue(catalogue: Readonly<Record<string, string>>): {
  first: Record<string, string>;
  later: Record<string, string>;
} {
  const parts = { first: {} as Record<string, string>, later: {} as Record<string, string> };
  for (const [key, text] of Object.entries(catalogue)) parts[isLaterKey(key) ? 'later' : 'first'][key] = text;
  return parts;
}
