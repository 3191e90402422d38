/**
 * A Vite plugin that remembers @rjsf/utils' `getDecimalSeparator()` per locale list. RJSF's
 * NumberField calls it on every render of every number field, and each call builds an
 * `Intl.NumberFormat`: with the largest quote card that was the single most expensive function of
 * a commit in the keystroke profile (`BENCH_PROFILE=1 npm run bench -- keystroke`). The answer for a
 * given locale list never changes, so the first is kept.
 */
import type { Plugin } from 'vite';

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
export default function getDecimalSeparator(languages) {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  const key = String(locales);
  let separator = separators.get(key);
  if (separator === undefined) separators.set(key, (separator = computeDecimalSeparator(languages)));
  return separator;
}
`;
    },
  };
}
