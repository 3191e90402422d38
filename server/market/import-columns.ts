/**
 * The tariff import file's columns (docs/data.md) and the checks on one row. Pure: no I/O.
 */
import { REGIONS, regionByDistributorId, regionByLetter } from '../../contract/uk/regions.js';
import type { Fuel, MeterType, PayMethod } from './types.js';
import { PAY_METHODS } from './types.js';

/** A validated import row: one tariff's rates for one fuel, region list, payment method and meter. */
export interface ImportRow {
  line: number;
  supplierId: number;
  supplierName: string;
  tariffId: number;
  tariffName: string;
  fuel: Fuel;
  /** Distributor ids (all 14 for `all`). */
  regions: number[];
  payMethod: PayMethod;
  meter: MeterType;
  standingCharge: number;
  unitRate: number | null;
  dayRate: number | null;
  nightRate: number | null;
  fixed: boolean;
  endDate: string | null;
  exitFee: number;
  green: boolean;
  standardTariff: boolean;
  switchable: boolean;
  paperBilling: boolean;
  onlineManagement: boolean;
  warmHomeDiscount: boolean;
  features: string[];
  annualDiscount: number;
  annualFee: number;
}

/** A problem in the file, pointing at a line (CSV) or item (JSON) and a column. */
export interface ImportIssue {
  line: number;
  column: string;
  message: string;
}

/**
 * Every column, in the documented order; `required` columns must be present in the header.
 * @internal Exported for its unit test.
 */
export const IMPORT_COLUMNS = [
  { name: 'supplier_id', required: true },
  { name: 'supplier_name', required: true },
  { name: 'tariff_id', required: true },
  { name: 'tariff_name', required: true },
  { name: 'fuel', required: true },
  { name: 'region', required: true },
  { name: 'payment_method', required: true },
  { name: 'meter', required: true },
  { name: 'standing_charge', required: true },
  { name: 'unit_rate', required: true },
  { name: 'day_rate', required: true },
  { name: 'night_rate', required: true },
  { name: 'fixed', required: true },
  { name: 'end_date', required: true },
  { name: 'exit_fee', required: true },
  { name: 'green', required: true },
  { name: 'standard_tariff', required: true },
  { name: 'switchable', required: true },
  { name: 'paper_billing', required: true },
  { name: 'online_management', required: true },
  { name: 'warm_home_discount', required: true },
  { name: 'features', required: true },
  { name: 'annual_discount', required: false },
  { name: 'annual_fee', required: false },
] as const;

/** A column name of the import file. */
type ImportColumn = (typeof IMPORT_COLUMNS)[number]['name'];

const KNOWN = new Set<string>(IMPORT_COLUMNS.map((c) => c.name));

/** Header problems: unknown columns (typos) and missing required ones. */
export function checkHeader(columns: string[], line = 1): ImportIssue[] {
  const issues: ImportIssue[] = [];
  for (const c of columns) if (!KNOWN.has(c)) issues.push({ line, column: c, message: 'unknown column' });
  for (const c of IMPORT_COLUMNS) {
    if (c.required && !columns.includes(c.name))
      issues.push({ line, column: c.name, message: 'column is missing' });
  }
  return issues;
}

class Bad extends Error {}

const text = (v: unknown): string => (v === undefined || v === null ? '' : String(v).trim());

function int(v: unknown): number {
  const s = text(v);
  if (!/^\d+$/.test(s)) throw new Bad('must be a whole number');
  return Number(s);
}

function num(v: unknown, required: boolean): number | null {
  const s = text(v);
  if (s === '') {
    if (required) throw new Bad('is required');
    return null;
  }
  const n = Number(s);
  if (!/^-?\d+(\.\d+)?$/.test(s) || !Number.isFinite(n)) throw new Bad('must be a number');
  if (n < 0) throw new Bad('must not be negative');
  return n;
}

function bool(v: unknown, fallback?: boolean): boolean {
  if (typeof v === 'boolean') return v;
  const s = text(v).toLowerCase();
  if (s === '' && fallback !== undefined) return fallback;
  if (['true', 'yes', 'y', '1'].includes(s)) return true;
  if (['false', 'no', 'n', '0'].includes(s)) return false;
  throw new Bad('must be true or false');
}

function oneOf<T extends string>(v: unknown, allowed: readonly T[]): T {
  const s = text(v);
  const hit = allowed.find((a) => a.toLowerCase() === s.toLowerCase());
  if (!hit) throw new Bad(`must be one of ${allowed.join(', ')}`);
  return hit;
}

function regions(v: unknown): number[] {
  const s = text(v);
  if (s.toLowerCase() === 'all') return REGIONS.map((r) => r.id);
  const r = /^\d+$/.test(s)
    ? regionByDistributorId(Number(s))
    : /^[A-Za-z]$/.test(s)
      ? regionByLetter(s)
      : undefined;
  if (!r) throw new Bad('must be a region letter A-P, a distributor id 10-23, or all');
  return [r.id];
}

function date(v: unknown): string | null {
  const s = text(v);
  if (s === '') return null;
  if (
    !/^\d{4}-\d{2}-\d{2}$/.test(s) ||
    Number.isNaN(Date.parse(`${s}T00:00:00Z`)) ||
    new Date(`${s}T00:00:00Z`).toISOString().slice(0, 10) !== s
  ) {
    throw new Bad('must be a date YYYY-MM-DD');
  }
  return s;
}

function features(v: unknown): string[] {
  if (Array.isArray(v)) return v.map(text).filter(Boolean);
  return text(v)
    .split('|')
    .map((f) => f.trim())
    .filter(Boolean);
}

/**
 * Checks one row (values keyed by column name, strings from CSV or JSON values) and returns it typed,
 * or every problem found in it.
 */
export function validateRow(
  values: Record<string, unknown>,
  line: number,
): { row?: ImportRow; issues: ImportIssue[] } {
  const issues: ImportIssue[] = [];
  const get = <T>(column: ImportColumn, parse: (v: unknown) => T): T => {
    try {
      return parse(values[column]);
    } catch (e) {
      if (!(e instanceof Bad)) throw e;
      issues.push({ line, column, message: e.message });
      return undefined as T;
    }
  };
  const required = (v: unknown) => {
    const s = text(v);
    if (!s) throw new Bad('is required');
    return s;
  };
  const meter = get('meter', (v) => oneOf<MeterType>(v, ['standard', 'economy7']));
  const fuel = get('fuel', (v) => oneOf<Fuel>(v, ['gas', 'electricity']));
  const fixed = get('fixed', (v) => bool(v));
  const row: ImportRow = {
    line,
    supplierId: get('supplier_id', int),
    supplierName: get('supplier_name', required),
    tariffId: get('tariff_id', int),
    tariffName: get('tariff_name', required),
    fuel,
    regions: get('region', regions),
    payMethod: get('payment_method', (v) => oneOf(v, PAY_METHODS)),
    meter,
    standingCharge: get('standing_charge', (v) => num(v, true)) as number,
    unitRate: get('unit_rate', (v) => num(v, meter === 'standard')),
    dayRate: get('day_rate', (v) => num(v, meter === 'economy7')),
    nightRate: get('night_rate', (v) => num(v, meter === 'economy7')),
    fixed,
    endDate: get('end_date', (v) => {
      const d = date(v);
      if (fixed && !d) throw new Bad('is required when fixed is true');
      return d;
    }),
    exitFee: get('exit_fee', (v) => num(v, false) ?? 0),
    green: get('green', (v) => bool(v, false)),
    standardTariff: get('standard_tariff', (v) => bool(v, false)),
    switchable: get('switchable', (v) => bool(v, true)),
    paperBilling: get('paper_billing', (v) => bool(v, false)),
    onlineManagement: get('online_management', (v) => bool(v, false)),
    warmHomeDiscount: get('warm_home_discount', (v) => bool(v, false)),
    features: get('features', features),
    annualDiscount: get('annual_discount', (v) => num(v, false) ?? 0),
    annualFee: get('annual_fee', (v) => num(v, false) ?? 0),
  };
  if (fuel === 'gas' && meter === 'economy7')
    issues.push({ line, column: 'meter', message: 'gas has no economy7 rates: use standard' });
  return issues.length ? { issues } : { row, issues };
}
