/**
 * A Vite plugin that remembers @rjsf/utils' `getDecimalSeparator()` per locale list. RJSF's
 * NumberField calls it on every render of every number field, and each call builds an
 * `Intl.NumberFormat`: with the largest quote card that was the single most expensive function of
 * a commit in the keystroke profile (`BENCH_PROFILE=1 npm run bench -- keystroke`). The answer for a
 * given locale list never changes, so the first is kept.
 *
 * The first answer is costly too: a page's first `Intl.NumberFormat` loads ICU's number data (46 ms
 * of the sign-up page's longest task at Lighthouse's 4x CPU, 2026-12-05 profile). For a browser
 * whose first language is one of {@link DOT_DECIMAL_LOCALES} the answer is known, and Intl is not
 * asked (`test/build/decimal-separator.test.ts` checks each against Intl).
 */
import type { Plugin } from 'vite';

/**
 * Locales whose decimal separator is a full stop, as a browser's first language names them: the
 * English of the countries a UK comparison site's householders mostly browse in.
 * @internal Exported for its unit test.
 */
export const DOT_DECIMAL_LOCALES = ['en', 'en-GB', 'en-US', 'en-IE', 'en-AU', 'en-NZ', 'en-CA', 'en-IN'];

const TARGET = /@rjsf[\\/]utils[\\/]lib[\\/]getDecimalSeparator\.js$/;
const DECLARATION = 'export default function getDecimalSeparator(languages) {';

/** The plugin (see the file comment). */
export function memoDecimalSeparator(): Plugin {
  return {
    name: 'memo-decimal-separator',
    transform(code, id) {
      if (!TARGET.test(id)) return null;
      if (!code.includes(DECLARATION))
        this.error(`memo-decimal-separator: @rjsf/utils changed; ${DECLARATION} not found in ${id}`);
      const renamed = code.replace(DECLARATION, 'function computeDecimalSeparator(languages) {');
      return `${renamed}
const separators = new Map();
const dotLocales = new Set(${JSON.stringify(DOT_DECIMAL_LOCALES)});
export default function getDecimalSeparator(languages) {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  const first = Array.isArray(locales) ? locales[0] : locales;
  if (dotLocales.has(first)) return '.';
  const key = String(locales);
  let separator = separators.get(key);
  if (separator === undefined) separators.set(key, (separator = computeDecimalSeparator(languages)));
  return separator;
}
`;
    },
  };
}
