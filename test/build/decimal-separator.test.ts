/**
 * The decimal separator RJSF's number fields parse with (scripts/vite/memoDecimalSeparator.ts): for a
 * browser whose first language is a known full-stop locale the build answers without Intl; each such
 * locale must be one Intl agrees on, and any other still goes to Intl.
 */
import { describe, expect, it, vi } from 'vitest';
import { DOT_DECIMAL_LOCALES, memoDecimalSeparator } from '../../scripts/vite/memoDecimalSeparator';

const intlSeparator = (locale: string) =>
  new Intl.NumberFormat(locale).formatToParts(1.1).find((p) => p.type === 'decimal')?.value;

/** The plugin's output for RJSF's module, loaded as a module of its own. */
async function builtGetDecimalSeparator(): Promise<(languages?: string | string[]) => string> {
  const source = `export default function getDecimalSeparator(languages) {
  const locales = languages || (typeof navigator !== 'undefined' ? navigator.languages : undefined);
  if (locales) { try { return new Intl.NumberFormat(locales).formatToParts(1.1).find((p) => p.type === 'decimal')?.value || '.'; } catch {} }
  return '.';
}`;
  const plugin = memoDecimalSeparator() as unknown as {
    transform(this: { error(m: string): never }, code: string, id: string): string;
  };
  const out = plugin.transform.call(
    {
      error: (m: string) => {
        throw new Error(m);
      },
    },
    source,
    '/x/node_modules/@rjsf/utils/lib/getDecimalSeparator.js',
  );
  const mod = (await import(`data:text/javascript,${encodeURIComponent(out)}`)) as {
    default: (languages?: string | string[]) => string;
  };
  return mod.default;
}

describe('decimal separator of number fields', () => {
  it('is a full stop for every locale the build answers without Intl, as Intl says', () => {
    for (const locale of DOT_DECIMAL_LOCALES) expect(intlSeparator(locale), locale).toBe('.');
  });

  it('answers a known first language without Intl, and asks Intl for any other', async () => {
    const get = await builtGetDecimalSeparator();
    const asked = vi.spyOn(Intl, 'NumberFormat');
    expect(get(['en-GB', 'fr-FR'])).toBe('.');
    expect(asked).not.toHaveBeenCalled();
    asked.mockRestore();
    expect(get(['de-DE', 'en-GB'])).toBe(',');
    expect(get(['en-ZA'])).toBe(intlSeparator('en-ZA'));
  });
});
