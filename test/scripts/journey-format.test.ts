import { format, resolveConfig } from 'prettier';
import { describe, expect, it } from 'vitest';
import { formatJourneyText } from '../../scripts/journey-format.js';

const path = new URL('../../journey/signup/example.json', import.meta.url).pathname;

describe('npm run journey:format', () => {
  // Written as text: a JS object would put the integer-like keys first.
  const written = [
    '{',
    '  "id": "x",',
    '  "variants": {',
    '    "4": "a",',
    '    "111": "b",',
    '    "7": "c"',
    '  },',
    '  "fields": { "a": { "visibleWhen": {',
    '    "and": [{ "var": "x" }, { "===": [{ "var": "y" }, true] }]',
    '  } } }',
    '}',
  ].join('\n');

  it('puts a short rule on one line, keeps member order and the rest as written', async () => {
    const text = await formatJourneyText(path, written);
    expect(text).toContain('"visibleWhen": { "and": [{ "var": "x" }, { "===": [{ "var": "y" }, true] }] }');
    expect(text).toMatch(/"4": "a",\n\s+"111": "b",\n\s+"7": "c"/);
    // The fields object was written on one line: it stays so.
    expect(text).toContain('"fields": { "a": { "visibleWhen": {');
  });

  it('writes what Prettier keeps, so format:check passes', async () => {
    const text = await formatJourneyText(path, written);
    const config = (await resolveConfig(path)) ?? {};
    expect(await format(text, { ...config, filepath: path })).toBe(text);
  });

  it('breaks a long rule only as far as it must', async () => {
    const long = { and: Array.from({ length: 6 }, (_, i) => ({ '===': [{ var: `field${i}` }, i] })) };
    const text = await formatJourneyText(path, JSON.stringify({ id: 'x', when: long }, null, 2));
    expect(text).toContain(
      '\n      { "===": [{ "var": "field0" }, 0] },\n      { "===": [{ "var": "field1" }, 1] },\n',
    );
  });
});
