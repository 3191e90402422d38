import { describe, expect, it } from 'vitest';
import { parseCsv } from '../../../server/market/csv.js';

describe('parseCsv (RFC 4180)', () => {
  it('reads quoted commas, doubled quotes, line breaks in quotes, CRLF and a BOM, with start lines', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n2,"two\nlines",\r\n\r\n3,,z';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 3, fields: ['2', 'two\nlines', ''] },
      { line: 6, fields: ['3', '', 'z'] },
    ]);
  });

  it('reports malformed quoting with its line', () => {
    expect(() => parseCsv('a,b\n1,"open')).toThrow(/line 2: unterminated/);
    expect(() => parseCsv('a,b\n1,x"y"')).toThrow(/line 2: a quote may only start a field/);
    expect(() => parseCsv('a\n"q"z')).toThrow(/line 2: text after a closing quote/);
  });
});
