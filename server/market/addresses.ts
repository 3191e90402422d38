import { compactMeterNumber, compactPostcode, parseMpan } from '../../contract/uk/index.js';
import type { Db, DbTx } from '../db/db.js';
import type { Address, AddressWithMeters, ElectricityMeter, GasMeter, MpanRecord } from './types.js';

type Q = Pick<Db, 'query'> | DbTx;

interface AddressRow {
  id: number;
  postcode: string;
  line1: string;
  line2: string;
  city: string;
  county: string;
  text: string;
}

interface MeterRow {
  address_id: number;
  fuel: 'gas' | 'electricity';
  mpan: string | null;
  mprn: string | null;
  is_domestic: boolean;
  is_prepayment: boolean;
  is_smart: boolean;
  mug_supplier_id: number | null;
  mpaq: number | null;
}

const ADDRESS_COLUMNS = 'a.id, a.postcode, a.line1, a.line2, a.city, a.county, a.text';
const METER_COLUMNS =
  'm.address_id, m.fuel, m.mpan, m.mprn, m.is_domestic, m.is_prepayment, m.is_smart, m.mug_supplier_id, m.mpaq';

const toAddress = (r: AddressRow): Address => ({
  id: r.id,
  postcode: r.postcode,
  line1: r.line1,
  line2: r.line2,
  city: r.city,
  county: r.county,
  text: r.text,
});

function toElectricity(m: MeterRow): ElectricityMeter {
  return {
    mpan: m.mpan ?? '',
    isDomestic: m.is_domestic,
    isPrepayment: m.is_prepayment,
    isSmartMeter: m.is_smart,
    mugSupplierId: m.mug_supplier_id,
    isEconomy7: parseMpan(m.mpan ?? '')?.isEconomy7 ?? false,
  };
}

function toGas(m: MeterRow): GasMeter {
  return {
    mprn: m.mprn,
    isDomestic: m.is_domestic,
    isPrepayment: m.is_prepayment,
    isSmartMeter: m.is_smart,
    mugSupplierId: m.mug_supplier_id,
    mpaq: m.mpaq,
  };
}

/**
 * The addresses at a postcode (any spacing or case), in id order; empty when unknown.
 * @internal Exported for its unit test.
 */
export async function findAddressesByPostcode(db: Q, postcode: string): Promise<Address[]> {
  const rows = await db.query<AddressRow>(
    `SELECT ${ADDRESS_COLUMNS} FROM addresses a WHERE a.postcode_key = $1 ORDER BY a.id`,
    [compactPostcode(postcode)],
  );
  return rows.map(toAddress);
}

/** Every address at a postcode with its meters (`gasdetails` / `elecdetails`). */
export async function findAddressesWithMeters(db: Q, postcode: string): Promise<AddressWithMeters[]> {
  const addresses = await findAddressesByPostcode(db, postcode);
  if (!addresses.length) return [];
  const meters = await db.query<MeterRow>(
    `SELECT ${METER_COLUMNS} FROM meters m WHERE m.address_id = ANY($1::int[]) ORDER BY m.id`,
    [addresses.map((a) => a.id)],
  );
  return addresses.map((a) =>
    withMeters(
      a,
      meters.filter((m) => m.address_id === a.id),
    ),
  );
}

/** One address with its meters, or null. */
export async function getAddressMeters(db: Q, addressId: number): Promise<AddressWithMeters | null> {
  const [row] = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses a WHERE a.id = $1`, [
    addressId,
  ]);
  if (!row) return null;
  const meters = await db.query<MeterRow>(
    `SELECT ${METER_COLUMNS} FROM meters m WHERE m.address_id = $1 ORDER BY m.id`,
    [addressId],
  );
  return withMeters(toAddress(row), meters);
}

/**
 * Finds the address whose meters match: by MPAN core(s) or MPRN(s), else by postcode and first line
 * (case-insensitive): the recco/details lookup. Null when nothing matches.
 */
export async function findAddressMeters(
  db: Q,
  by: { postcode?: string; line1?: string; mpanCores?: string[]; mprns?: string[] },
): Promise<AddressWithMeters | null> {
  const cores = (by.mpanCores ?? []).map(compactMeterNumber).filter(Boolean);
  const mprns = (by.mprns ?? []).map(compactMeterNumber).filter(Boolean);
  if (cores.length || mprns.length) {
    const [hit] = await db.query<{ address_id: number }>(
      `SELECT address_id FROM meters WHERE right(mpan, 13) = ANY($1::text[]) OR mprn = ANY($2::text[]) ORDER BY id LIMIT 1`,
      [cores.map((c) => c.slice(-13)), mprns],
    );
    if (hit) return getAddressMeters(db, hit.address_id);
  }
  if (by.postcode) {
    const list = await findAddressesByPostcode(db, by.postcode);
    const line = by.line1?.trim().toLowerCase();
    const match = line
      ? list.find((a) => a.line1.toLowerCase() === line || a.text.toLowerCase().startsWith(line))
      : undefined;
    if (match) return getAddressMeters(db, match.id);
  }
  return null;
}

/** The meter and address of an MPAN (21 digits, or its 13-digit core), or null. */
export async function findMpan(db: Q, mpan: string): Promise<MpanRecord | null> {
  const core = compactMeterNumber(mpan).slice(-13);
  const [m] = await db.query<MeterRow>(
    `SELECT ${METER_COLUMNS} FROM meters m WHERE m.fuel = 'electricity' AND right(m.mpan, 13) = $1 ORDER BY m.id LIMIT 1`,
    [core],
  );
  if (!m) return null;
  const [a] = await db.query<AddressRow>(`SELECT ${ADDRESS_COLUMNS} FROM addresses a WHERE a.id = $1`, [
    m.address_id,
  ]);
  return { ...toElectricity(m), address: toAddress(a) };
}

function withMeters(a: Address, meters: MeterRow[]): AddressWithMeters {
  return {
    ...a,
    elecdetails: meters.filter((m) => m.fuel === 'electricity').map(toElectricity),
    gasdetails: meters.filter((m) => m.fuel === 'gas').map(toGas),
  };
}
