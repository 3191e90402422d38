import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/db/db.js';
import { getTariff, seedMarket, tariffsForQuote } from '../../../server/market/index.js';
import { importTariffs, parseTariffFile } from '../../../server/market/import.js';
import { IMPORT_COLUMNS } from '../../../server/market/import-columns.js';
import { marketVersion } from '../../../server/market/write.js';
import { priceQuote } from '../../../server/pricing/index.js';
import { testDbTargets } from '../helpers/db.js';

const header = IMPORT_COLUMNS.map((c) => c.name).join(',');
const features = 'Fixed prices|Online account|No paper bills|Monthly direct debit';
/** One CSV row for tariff 701 (Crown Gas & Power standard variable) in London, monthly direct debit. */
const row = (fuel: string, sc: string, unit: string, extra = {} as Record<string, string>) => {
  const v: Record<string, string> = {
    supplier_id: '7',
    supplier_name: 'Crown Gas & Power (sample)',
    tariff_id: '701',
    tariff_name: 'Crown Imported Variable',
    fuel,
    region: 'C',
    payment_method: 'monthlyDirectDebit',
    meter: 'standard',
    standing_charge: sc,
    unit_rate: unit,
    day_rate: '',
    night_rate: '',
    fixed: 'false',
    end_date: '',
    exit_fee: '0',
    green: 'false',
    standard_tariff: 'true',
    switchable: 'true',
    paper_billing: 'false',
    online_management: 'true',
    warm_home_discount: 'true',
    features: `"${features}"`,
    annual_discount: '',
    annual_fee: '',
    ...extra,
  };
  return IMPORT_COLUMNS.map((c) => v[c.name]).join(',');
};

async function quoteFor(db: Db, tariffId: number): Promise<number | undefined> {
  const candidates = await tariffsForQuote(db, {
    region: 12,
    fuels: ['electricity', 'gas'],
    payMethod: 'monthlyDirectDebit',
  });
  const out = priceQuote({
    fuels: ['electricity', 'gas'],
    kWh: { electricity: 2700, gas: 11500 },
    candidates,
    asOf: new Date('2026-11-20'),
  });
  return out.results.find((r) => r.tariff.id === tariffId)?.totalCost;
}

describe('parseTariffFile', () => {
  it('accepts the documented example files', () => {
    const dir = join(import.meta.dirname, '../../../server/data/examples');
    const csv = parseTariffFile(readFileSync(join(dir, 'tariffs-example.csv'), 'utf8'), 'csv');
    expect(csv.ok).toBe(true);
    if (csv.ok) {
      const std = csv.file.tariffs.find((t) => t.id === 50101)!;
      expect(std.rates).toHaveLength(14 * 3); // region "all": 14 regions x (standard, economy7, gas)
      const fix = csv.file.tariffs.find((t) => t.id === 50102)!;
      expect(fix.name).toBe('Example Fix 12, Green');
      expect(fix.features).toContain('"Green" certified');
      expect(fix.rates.map((r) => r.region)).toEqual([12, 12, 12]);
    }
    expect(parseTariffFile(readFileSync(join(dir, 'tariffs-example.json'), 'utf8'), 'json').ok).toBe(true);
  });

  it('names every problem by line and column', () => {
    const text = [
      header,
      row('electricity', '50', '20'),
      row('gas', '30', 'abc'),
      row('oil', '30', '5'),
      row('electricity', '50', '20', { region: 'Q' }),
      row('electricity', '50', '', { meter: 'economy7', day_rate: '30' }),
      row('electricity', '50', '20', { fixed: 'true' }),
      row('electricity', '50', '20', { region: '12' }),
    ].join('\n');
    const r = parseTariffFile(text, 'csv');
    expect(r.ok).toBe(false);
    if (!r.ok) {
      const where = r.issues.map((i) => `${i.line}:${i.column}`);
      expect(where).toEqual(
        expect.arrayContaining([
          '3:unit_rate',
          '4:fuel',
          '5:region',
          '6:night_rate',
          '7:end_date',
          '8:region',
        ]),
      );
      expect(r.issues.find((i) => i.line === 3)?.message).toBe('must be a number');
    }
  });

  it('rejects unknown and missing columns, and JSON that is not an array', () => {
    const r = parseTariffFile('supplier_id,tarif_name\n1,x', 'csv');
    expect(r.ok).toBe(false);
    if (!r.ok)
      expect(r.issues.map((i) => i.column)).toEqual(
        expect.arrayContaining(['tarif_name', 'tariff_name', 'unit_rate']),
      );
    expect(parseTariffFile('{"a":1}', 'json').ok).toBe(false);
  });
});

describe.each(testDbTargets())('tariff import on $name', (target) => {
  let db: Db;
  beforeAll(async () => {
    db = await target.openSeeded();
  });
  afterAll(() => db.close());

  it('a good file changes the next quote and replaces the tariffs it names', async () => {
    const before = await quoteFor(db, 701);
    expect(before).toBeGreaterThan(1000);
    const version = await marketVersion(db);
    const result = await importTariffs(
      db,
      [header, row('electricity', '40', '20'), row('gas', '25', '5')].join('\n'),
      'csv',
    );
    expect(result).toMatchObject({ ok: true, tariffs: 1, rates: 2 });
    expect(await marketVersion(db)).toBe(version + 1);
    const after = await quoteFor(db, 701);
    expect(after).toBeCloseTo((40 * 365 + 20 * 2700 + 25 * 365 + 5 * 11500) / 100, 2);
    const t = (await getTariff(db, 701))!;
    expect(t.name).toBe('Crown Imported Variable');
    expect(t.rates).toHaveLength(2); // the old 168 regional rows are gone
    expect(t.features).toEqual(features.split('|'));
    // Other tariffs are untouched, and seeding again keeps the import.
    expect((await getTariff(db, 702))?.rates.length).toBeGreaterThan(0);
    await db.query(`UPDATE market_meta SET value = 'changed' WHERE key = 'seed_hash'`);
    await seedMarket(db);
    expect((await getTariff(db, 701))?.name).toBe('Crown Imported Variable');
  });

  it('a file with one bad row changes nothing and names the row and column', async () => {
    const before = await quoteFor(db, 201);
    const version = await marketVersion(db);
    const good = (id: string) =>
      row('electricity', '10', '10', {
        tariff_id: id,
        supplier_id: '2',
        supplier_name: 'Brightwater Energy (sample)',
      });
    const text = [
      header,
      good('201'),
      good('202'),
      good('203'),
      good('204'),
      good('205'),
      row('gas', '10', 'ten', {
        tariff_id: '201',
        supplier_id: '2',
        supplier_name: 'Brightwater Energy (sample)',
      }),
    ].join('\n');
    const result = await importTariffs(db, text, 'csv');
    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.messages).toEqual(['line 7, column unit_rate: must be a number']);
    expect(await quoteFor(db, 201)).toBe(before);
    expect(await marketVersion(db)).toBe(version);
  });

  it('imports JSON rows and creates a new supplier', async () => {
    const items = [
      {
        supplier_id: 900,
        supplier_name: 'Operator Energy',
        tariff_id: 90001,
        tariff_name: 'Operator Saver',
        fuel: 'electricity',
        region: 'all',
        payment_method: 'monthlyDirectDebit',
        meter: 'standard',
        standing_charge: 1,
        unit_rate: 1,
        day_rate: null,
        night_rate: null,
        fixed: true,
        end_date: '2027-12-31',
        exit_fee: 0,
        green: true,
        standard_tariff: false,
        switchable: true,
        paper_billing: false,
        online_management: true,
        warm_home_discount: false,
        features: 'a|b|c|d',
      },
      {
        supplier_id: 900,
        supplier_name: 'Operator Energy',
        tariff_id: 90001,
        tariff_name: 'Operator Saver',
        fuel: 'gas',
        region: 'all',
        payment_method: 'monthlyDirectDebit',
        meter: 'standard',
        standing_charge: 1,
        unit_rate: 1,
        day_rate: null,
        night_rate: null,
        fixed: true,
        end_date: '2027-12-31',
        exit_fee: 0,
        green: true,
        standard_tariff: false,
        switchable: true,
        paper_billing: false,
        online_management: true,
        warm_home_discount: false,
        features: 'a|b|c|d',
      },
    ];
    expect(await importTariffs(db, JSON.stringify(items), 'json')).toMatchObject({ ok: true, rates: 28 });
    const candidates = await tariffsForQuote(db, {
      region: 20,
      fuels: ['electricity', 'gas'],
      payMethod: 'monthlyDirectDebit',
    });
    const out = priceQuote({
      fuels: ['electricity', 'gas'],
      kWh: { electricity: 2700, gas: 11500 },
      candidates,
      asOf: new Date('2026-11-20'),
    });
    expect(out.results[0].tariff).toMatchObject({
      id: 90001,
      supplierName: 'Operator Energy',
      isFixed: true,
      endDate: '2027-12-31',
    });
    const bad = await importTariffs(db, JSON.stringify([{ ...items[0], standing_charge: 'x' }]), 'json');
    expect(bad.ok ? [] : bad.messages).toEqual(['item 1, column standing_charge: must be a number']);
  });
});
