/**
 * A small RFC 4180 CSV parser: comma separated, double-quoted fields may hold commas, quotes ("")
 * and line breaks; CRLF or LF line ends; a UTF-8 byte-order mark is ignored. Each record carries the
 * line it starts on, so errors can point at the file.
 */

/** One parsed record and the 1-based line it starts on. */
export interface CsvRecord {
  line: number;
  fields: string[];
}

/** Thrown for malformed CSV (an unterminated quote, a quote inside an unquoted field). */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(`line ${line}: ${message}`);
  }
}

/** Parses CSV text into records; blank lines are skipped. */
export function parseCsv(text: string): CsvRecord[] {
  const src = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const records: CsvRecord[] = [];
  let fields: string[] = [];
  let field = '';
  let line = 1;
  let start = 1;
  let quoted = false;
  let wasQuoted = false;
  const endField = () => {
    fields.push(field);
    field = '';
    wasQuoted = false;
  };
  const endRecord = () => {
    endField();
    if (!(fields.length === 1 && fields[0] === '')) records.push({ line: start, fields });
    fields = [];
  };
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"') {
        if (src[i + 1] === '"') {
          field += '"';
          i++;
        } else quoted = false;
      } else {
        if (c === '\n') line++;
        field += c;
      }
      continue;
    }
    if (c === '"') {
      if (field !== '' || wasQuoted) throw new CsvSyntaxError(line, 'a quote may only start a field');
      quoted = true;
      wasQuoted = true;
    } else if (c === ',') endField();
    else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      endRecord();
      line++;
      start = line;
    } else {
      if (wasQuoted) throw new CsvSyntaxError(line, 'text after a closing quote');
      field += c;
    }
  }
  if (quoted) throw new CsvSyntaxError(start, 'unterminated quoted field');
  if (field !== '' || fields.length) endRecord();
  return records;
}
