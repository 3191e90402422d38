import { randomInt, randomUUID } from 'node:crypto';
import type { SwitchType } from '../../contract/api/common.js';
import type { QuoteRequest } from '../../contract/api/quotes.js';
import { checkMprn, checkPostcode, parseMpan } from '../../contract/uk/index.js';
import type { Db } from '../db/db.js';
import { fieldError } from '../http/errors.js';
import {
  findAddressMeters,
  findMpan,
  getPostcodeRegionMap,
  getTariff,
  quotableTariff,
  type Fuel,
  type PayMethod,
} from '../market/index.js';
import { annualKWh, DEFAULT_ECONOMY7_PERCENTAGE, resolveRegion } from '../pricing/index.js';
import { FUELS_OF, type CurrentSupply, type QuoteRecord, type StoredQuote } from './types.js';

/** The message shown for a non-domestic meter (spec section 2). */
const NON_DOMESTIC = 'Non Domestic Meter Type Identified!';

/** Body fields read by fuel: dual types use fuel-prefixed names, single fuels the plain ones. */
type Loose = Record<string, unknown>;
const pick = (
  body: Loose,
  fuel: Fuel,
  name: string,
  prefixed: boolean,
): { field: string; value: unknown } => {
  const field = prefixed ? `${fuel}${name[0].toUpperCase()}${name.slice(1)}` : name;
  return { field, value: body[field] };
};

/**
 * Validates a quote creation request against the market data and stores it (spec section 3): the
 * postcode (Great Britain only), meters (valid and domestic), the region (MPAN distributor, else
 * postcode), Economy 7, the current tariff per fuel with its rates, and annual kWh per fuel (from
 * kWh, or from spend on the current tariff). Business failures are 400s with a message to show.
 */
export async function createQuote(
  db: Db,
  switchType: SwitchType,
  body: QuoteRequest,
  session: string,
): Promise<QuoteRecord> {
  const b = body as Loose;
  if (body.switchType && body.switchType !== switchType) {
    throw fieldError('switchType', `switchType ${body.switchType} does not match this call (${switchType})`);
  }
  const postcode = checkPostcode(body.postcode);
  if (!postcode.ok) throw fieldError('postcode', postcode.message);
  const fuels = FUELS_OF[switchType];
  const hasElectricity = fuels.includes('electricity');
  const hasGas = fuels.includes('gas');

  const mpanText = body.mpan?.trim() ? body.mpan : null;
  const mpan = mpanText ? parseMpan(mpanText) : null;
  if (mpanText && hasElectricity) {
    if (!mpan || !mpan.checkDigitValid) throw fieldError('mpan', 'MPAN is invalid');
    const known = await findMpan(db, mpan.mpan);
    if (!mpan.isDomestic || (known && !known.isDomestic)) throw fieldError('mpan', NON_DOMESTIC);
  }
  const mprnText = body.mprn?.trim() ? body.mprn : null;
  const mprn = mprnText ? checkMprn(mprnText) : null;
  if (mprn && hasGas) {
    if (!mprn.ok) throw fieldError('mprn', 'MPRN must be 6 to 10 digits');
    const known = await findAddressMeters(db, { mprns: [mprn.mprn] });
    const meter = known?.gasdetails.find((g) => g.mprn === mprn.mprn);
    if (meter && !meter.isDomestic) throw fieldError('mprn', NON_DOMESTIC);
  }

  const found = resolveRegion(
    { mpan: hasElectricity ? mpan?.mpan : null, postcode: postcode.postcode },
    await getPostcodeRegionMap(db),
  );
  if (!found) throw fieldError('postcode', 'We could not find the energy region of this postcode.');
  const region = found.region.id;

  const isEconomy7 =
    hasElectricity && (body.isEconomy7 ?? (body.economy7Percentage != null || mpan?.isEconomy7 === true));
  const economy7Percentage = isEconomy7 ? (body.economy7Percentage ?? DEFAULT_ECONOMY7_PERCENTAGE) : null;
  const meter = isEconomy7 ? 'economy7' : 'standard';

  // Current pay methods, and the prepayment rule: one prepayment fuel needs the other to be too.
  const prefixed = switchType === 'dualDistinctToDualConsolidated';
  const payOf = (fuel: Fuel) => pick(b, fuel, 'currentPayMethod', prefixed);
  const pays = fuels.map((f) => payOf(f).value as PayMethod);
  const prepaymentMeter = pays.includes('prePaymentMeter');
  if (prepaymentMeter && pays.some((p) => p !== 'prePaymentMeter')) {
    throw fieldError(
      payOf(fuels[pays.indexOf('prePaymentMeter') === 0 ? 1 : 0]).field,
      'Must be a Prepayment meter',
    );
  }
  const proposedPayMethod: PayMethod = prepaymentMeter
    ? 'prePaymentMeter'
    : (body.newTariffPaymentMethod ?? 'monthlyDirectDebit');

  const current: Partial<Record<Fuel, CurrentSupply>> = {};
  const kWh: Partial<Record<Fuel, number>> = {};
  for (const fuel of fuels) {
    const tariffField = pick(b, fuel, 'tariffId', prefixed);
    const supplierField = pick(b, fuel, 'supplierId', prefixed);
    const payMethod = payOf(fuel).value as PayMethod;
    const tariff = await getTariff(db, tariffField.value as number);
    if (!tariff)
      throw fieldError(tariffField.field, `We could not find tariff ${String(tariffField.value)}.`);
    if (supplierField.value !== undefined && supplierField.value !== tariff.supplierId) {
      throw fieldError(
        tariffField.field,
        `Tariff ${tariff.id} is not a tariff of supplier ${String(supplierField.value)}.`,
      );
    }
    const priced = await quotableTariff(db, tariff.id, { region, fuels: [fuel], payMethod, meter });
    if (!priced) {
      throw fieldError(
        tariffField.field,
        `${tariff.name} has no ${fuel}${fuel === 'electricity' && isEconomy7 ? ' Economy 7' : ''} prices for this region paid by ${payMethod}.`,
      );
    }
    const validTo = pick(b, fuel, 'tariffValidToDate', prefixed).value as string | undefined;
    const usage = pick(b, fuel, 'currentUsageEstimated', switchType.startsWith('dual'));
    const cost = pick(b, fuel, 'currentCostEstimated', switchType.startsWith('dual'));
    if (usage.value === undefined && cost.value === undefined) {
      throw fieldError(usage.field, `${usage.field} or ${cost.field} is required`);
    }
    const annual =
      usage.value !== undefined
        ? annualKWh({ kind: 'kWh', amount: usage.value as number, period: 1 }, undefined)
        : annualKWh(
            { kind: 'spend', amount: cost.value as number, period: 1 },
            priced.rates[fuel],
            economy7Percentage ?? undefined,
          );
    if (!(annual >= 1))
      throw fieldError(cost.field, `${cost.field} is less than the standing charge of the current tariff`);
    kWh[fuel] = annual;
    current[fuel] = {
      tariffId: tariff.id,
      supplierId: tariff.supplierId,
      payMethod,
      endDate: validTo ?? (tariff.isFixed ? tariff.endDate : null),
      annualSpendGbp: (cost.value as number | undefined) ?? null,
    };
  }

  const line = (v: unknown) => (typeof v === 'string' ? v.trim() : '');
  const address = {
    line1: line(body.addressLine1),
    line2: line(body.addressLine2),
    city: line(body.city) || line(body.town),
    county: line(body.county),
    postcode: postcode.postcode,
    text: '',
  };
  address.text = [address.line1, address.line2, address.city, address.postcode].filter(Boolean).join(', ');
  const quote: StoredQuote = {
    switchType,
    fuels,
    postcode: postcode.postcode,
    address,
    mpan: hasElectricity ? (mpan?.mpan ?? null) : null,
    mprn: hasGas && mprn?.ok ? mprn.mprn : null,
    region,
    isEconomy7,
    economy7Percentage,
    meter,
    proposedPayMethod,
    prepaymentMeter,
    kWh,
    current,
    smartMeters: { electricity: body.electricitySmartMeter ?? null, gas: body.gasSmartMeter ?? null },
    referrerBranchCode: body.referrerBranchCode ?? null,
    switchOwnerReference: body.switchOwnerReference ?? null,
  };
  return saveQuote(db, quote, session);
}

/**
 * Stores a quote under a fresh random 10-digit switch id (retrying the rare collision), bound to
 * the session that asked for it: only that session opens it again (see loadQuote).
 */
async function saveQuote(db: Db, quote: StoredQuote, session: string): Promise<QuoteRecord> {
  for (let attempt = 0; attempt < 5; attempt++) {
    const switchId = String(randomInt(1_000_000_000, 10_000_000_000));
    const uuid = randomUUID();
    const rows = await db.query(
      'INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (switch_id) DO NOTHING RETURNING switch_id',
      [switchId, uuid, quote.switchType, JSON.stringify(quote), session],
    );
    if (rows.length) return { switchId, uuid, quote };
  }
  throw new Error('could not allocate a switch id');
}
