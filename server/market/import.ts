/**
 * The operator's tariff import (`npm run data:import -- FILE`): CSV or JSON rows in the columns of
 * docs/data.md. The whole file is checked first; any bad row means nothing is imported and every
 * problem is reported with its line (CSV) or item (JSON) and column. A good file replaces, in one
 * transaction, every tariff it names (by tariff id); other tariffs are untouched.
 */
import { readFile } from 'node:fs/promises';
import type { Db } from '../db/db.js';
import { CsvSyntaxError, parseCsv } from './csv.js';
import { checkHeader, validateRow, type ImportIssue, type ImportRow } from './import-columns.js';
import { bumpMarketVersion, replaceTariffs, type TariffInput } from './write.js';

/** The file formats the import reads. */
export type ImportFormat = 'csv' | 'json';

/** The checked content of a file, ready to store. */
interface ParsedTariffFile {
  tariffs: TariffInput[];
  suppliers: { id: number; name: string }[];
  rows: number;
}

/** Outcome of an import. */
export type ImportResult =
  | { ok: true; tariffs: number; rates: number; suppliers: number; tariffIds: number[] }
  | { ok: false; issues: ImportIssue[]; messages: string[] };

/** Formats an issue for people: `line 7, column unit_rate: must be a number` (`item 7` for JSON). */
function formatIssue(issue: ImportIssue, format: ImportFormat): string {
  return `${format === 'json' ? 'item' : 'line'} ${issue.line}, column ${issue.column}: ${issue.message}`;
}

/** The format of a file from its name: `.json` is JSON, anything else CSV. */
export function formatOf(path: string): ImportFormat {
  return /\.json$/i.test(path) ? 'json' : 'csv';
}

/** Turns file text into raw rows keyed by column, with their line or item number. */
function rawRows(
  text: string,
  format: ImportFormat,
): { rows: { line: number; values: Record<string, unknown> }[]; issues: ImportIssue[] } {
  if (format === 'json') {
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch (e) {
      return {
        rows: [],
        issues: [{ line: 0, column: '-', message: `not valid JSON (${(e as Error).message})` }],
      };
    }
    if (!Array.isArray(data))
      return { rows: [], issues: [{ line: 0, column: '-', message: 'must be an array of row objects' }] };
    const issues: ImportIssue[] = [];
    const rows = data.map((item, i) => {
      if (!item || typeof item !== 'object' || Array.isArray(item))
        issues.push({ line: i + 1, column: '-', message: 'must be an object' });
      else
        issues.push(...checkHeader(Object.keys(item), i + 1).filter((x) => x.message === 'unknown column'));
      return { line: i + 1, values: (item ?? {}) as Record<string, unknown> };
    });
    return { rows, issues };
  }
  let records;
  try {
    records = parseCsv(text);
  } catch (e) {
    if (e instanceof CsvSyntaxError)
      return {
        rows: [],
        issues: [{ line: e.line, column: '-', message: e.message.replace(/^line \d+: /, '') }],
      };
    throw e;
  }
  if (!records.length) return { rows: [], issues: [{ line: 1, column: '-', message: 'the file is empty' }] };
  const header = records[0].fields.map((h) => h.trim());
  const issues = checkHeader(header, records[0].line);
  // With a broken header every row would repeat the same complaint: report the header alone.
  if (issues.length) return { rows: [], issues };
  const rows = records.slice(1).map((r) => {
    if (r.fields.length !== header.length) {
      issues.push({
        line: r.line,
        column: '-',
        message: `has ${r.fields.length} fields, the header has ${header.length}`,
      });
    }
    return { line: r.line, values: Object.fromEntries(header.map((h, i) => [h, r.fields[i]])) };
  });
  return { rows, issues };
}

/** Product fields that must agree on every row of one tariff id. */
const PRODUCT_FIELDS: [keyof ImportRow, string][] = [
  ['supplierId', 'supplier_id'],
  ['tariffName', 'tariff_name'],
  ['fixed', 'fixed'],
  ['endDate', 'end_date'],
  ['green', 'green'],
  ['standardTariff', 'standard_tariff'],
  ['switchable', 'switchable'],
  ['paperBilling', 'paper_billing'],
  ['onlineManagement', 'online_management'],
  ['warmHomeDiscount', 'warm_home_discount'],
  ['features', 'features'],
];

/**
 * Checks a whole file; returns the tariffs to store or every issue found (nothing partial).
 * @internal Exported for its unit test.
 */
export function parseTariffFile(
  text: string,
  format: ImportFormat,
): { ok: true; file: ParsedTariffFile } | { ok: false; issues: ImportIssue[] } {
  const { rows: raw, issues } = rawRows(text, format);
  if (!issues.length && !raw.length)
    issues.push({ line: format === 'json' ? 0 : 2, column: '-', message: 'the file has no rows' });
  const byTariff = new Map<number, { first: ImportRow; input: TariffInput; keys: Map<string, number> }>();
  const suppliers = new Map<number, { name: string; line: number }>();
  for (const { line, values } of raw) {
    const { row, issues: rowIssues } = validateRow(values, line);
    issues.push(...rowIssues);
    if (!row) continue;
    const sup = suppliers.get(row.supplierId);
    if (!sup) suppliers.set(row.supplierId, { name: row.supplierName, line });
    else if (sup.name !== row.supplierName) {
      issues.push({
        line,
        column: 'supplier_name',
        message: `differs from line ${sup.line} for supplier ${row.supplierId}`,
      });
    }
    let t = byTariff.get(row.tariffId);
    if (!t) {
      t = {
        first: row,
        keys: new Map(),
        input: {
          id: row.tariffId,
          supplierId: row.supplierId,
          name: row.tariffName,
          isFixed: row.fixed,
          endDate: row.fixed ? row.endDate : null,
          isGreen: row.green,
          isDefaultOrStandard: row.standardTariff,
          switchable: row.switchable,
          hasPaperBilling: row.paperBilling,
          hasOnlineManagement: row.onlineManagement,
          hasWarmHomeDiscount: row.warmHomeDiscount,
          features: row.features,
          rates: [],
        },
      };
      byTariff.set(row.tariffId, t);
    } else {
      for (const [field, column] of PRODUCT_FIELDS) {
        if (JSON.stringify(row[field]) !== JSON.stringify(t.first[field])) {
          issues.push({
            line,
            column,
            message: `differs from line ${t.first.line} for tariff ${row.tariffId}`,
          });
        }
      }
    }
    for (const region of row.regions) {
      const key = `${row.fuel}|${region}|${row.payMethod}|${row.meter}`;
      const seen = t.keys.get(key);
      if (seen !== undefined) {
        issues.push({
          line,
          column: 'region',
          message: `repeats the ${row.fuel} ${row.meter} ${row.payMethod} rates of line ${seen} for region ${region}`,
        });
        continue;
      }
      t.keys.set(key, line);
      t.input.rates.push({
        fuel: row.fuel,
        region,
        payMethod: row.payMethod,
        meter: row.meter,
        standingCharge: row.standingCharge,
        unitRate: row.meter === 'standard' ? row.unitRate : null,
        dayRate: row.meter === 'economy7' ? row.dayRate : null,
        nightRate: row.meter === 'economy7' ? row.nightRate : null,
        exitFeeGbp: row.exitFee,
        annualDiscountGbp: row.annualDiscount,
        annualFeeGbp: row.annualFee,
      });
    }
  }
  if (issues.length) return { ok: false, issues: issues.sort((a, b) => a.line - b.line) };
  return {
    ok: true,
    file: {
      tariffs: [...byTariff.values()].map((t) => t.input),
      suppliers: [...suppliers].map(([id, s]) => ({ id, name: s.name })),
      rows: raw.length,
    },
  };
}

/**
 * Checks and stores a tariff file's text in one transaction; nothing changes when any row is bad.
 * @internal Exported for its unit test.
 */
export async function importTariffs(db: Db, text: string, format: ImportFormat): Promise<ImportResult> {
  const parsed = parseTariffFile(text, format);
  if (!parsed.ok)
    return { ok: false, issues: parsed.issues, messages: parsed.issues.map((i) => formatIssue(i, format)) };
  const { tariffs, suppliers } = parsed.file;
  await db.transaction(async (tx) => {
    // A new supplier id is created with its name only; a known one keeps its logo and texts.
    await tx.query(
      `INSERT INTO suppliers (id, name) SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(id int, name text)
       ON CONFLICT (id) DO UPDATE SET name = EXCLUDED.name`,
      [JSON.stringify(suppliers)],
    );
    await replaceTariffs(tx, tariffs, 'import');
    await bumpMarketVersion(tx);
  });
  return {
    ok: true,
    tariffs: tariffs.length,
    rates: tariffs.reduce((n, t) => n + t.rates.length, 0),
    suppliers: suppliers.length,
    tariffIds: tariffs.map((t) => t.id),
  };
}

/** Reads a file (format from its extension unless given) and imports it. */
export async function importTariffFile(
  db: Db,
  path: string,
  format: ImportFormat = formatOf(path),
): Promise<ImportResult> {
  return importTariffs(db, await readFile(path, 'utf8'), format);
}
