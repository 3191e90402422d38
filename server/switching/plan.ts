import type { SignUpPayMethod } from '../../contract/api/common.js';
import type { SwitchKeyRequest, SwitchPlanPart } from '../../contract/api/switching.js';
import type { Db } from '../db/db.js';
import { getSupplier, type Fuel, type PayMethod } from '../market/index.js';
import { fieldError, HttpError } from '../http/errors.js';
import { loadQuote } from '../quotes/load.js';
import { payMethodsFor, priceStoredQuote } from '../quotes/price.js';
import { createSwitch } from './store.js';
import type { SwitchPlan } from './types.js';

const FROM_SIGN_UP: Record<string, PayMethod> = {
  MonthlyDirectDebit: 'monthlyDirectDebit',
  QuaterlyDirectDebit: 'quarterlyDirectDebit',
  CashOrCheque: 'cashOrCheque',
  PrePaymentMeter: 'prePaymentMeter',
};
const TO_SIGN_UP: Record<PayMethod, SignUpPayMethod> = {
  monthlyDirectDebit: 'MonthlyDirectDebit',
  quarterlyDirectDebit: 'QuaterlyDirectDebit',
  cashOrCheque: 'CashOrCheque',
  prePaymentMeter: 'PrePaymentMeter',
};

/** Either spelling of a payment method, as the quote form names it. */
const toPayMethod = (p: string): PayMethod => FROM_SIGN_UP[p] ?? (p as PayMethod);
/** The sign-up stage's spelling of a payment method (spec section 4). */
export const toSignUpPayMethod = (p: PayMethod): SignUpPayMethod => TO_SIGN_UP[p];

/** True for the two Direct Debit methods, the only ones with a payment step and bank details. */
export const isDirectDebit = (p: PayMethod) => p === 'monthlyDirectDebit' || p === 'quarterlyDirectDebit';

/**
 * `switch/pro/key`: checks the chosen tariff against the quote (it must be priced for the quote's
 * region, meter and a payment method the meter allows, and be switchable here: `switchOption` None
 * is review only), stores the priced plan and returns a new switch key for a new sign-up. A quote
 * that has been switched gets no more keys (409).
 */
export async function issueSwitchKey(db: Db, body: SwitchKeyRequest, session: string): Promise<string> {
  const loaded = await loadQuote(db, body.switchId, session);
  const { quote } = loaded;
  // One quote, one switch: once completed, the already-switched check sends the app to its outcome.
  const switched = await db.query(
    'SELECT 1 FROM quotes WHERE switch_id = $1 AND completed_switch IS NOT NULL',
    [loaded.switchId],
  );
  if (switched.length) throw new HttpError(409, 'This quote has already been switched.');
  if (body.switchType && body.switchType !== quote.switchType) {
    throw fieldError(
      'switchType',
      `switchType ${body.switchType} does not match the quote (${quote.switchType})`,
    );
  }
  const parts = quote.fuels.map((f) => ({ fuel: f, part: body.switchPlan[f] }));
  const given = parts.filter((p) => p.part);
  if (!given.length)
    throw fieldError(`switchPlan.${quote.fuels.at(-1)}`, `switchPlan.${quote.fuels.at(-1)} is required`);
  const [first] = given;
  for (const other of given.slice(1)) {
    if (other.part!.tariffId !== first.part!.tariffId) {
      throw fieldError(`switchPlan.${other.fuel}.tariffId`, 'A dual fuel plan is one tariff for both fuels');
    }
  }
  const tariffId = first.part!.tariffId;
  const requested = first.part!.payMethod ? toPayMethod(first.part!.payMethod) : undefined;
  const [payMethod] = payMethodsFor(quote, requested, false);
  if (requested && requested !== payMethod) {
    throw fieldError(`switchPlan.${first.fuel}.payMethod`, 'Must be a Prepayment meter');
  }
  const priced = await priceStoredQuote(db, loaded, [payMethod], new Date(), tariffId);
  const result = priced.results[0];
  if (!result)
    throw fieldError(
      `switchPlan.${first.fuel}.tariffId`,
      `Tariff ${tariffId} is not offered for this quote and payment method.`,
    );
  if (result.tariff.switchOption === 'None') {
    throw fieldError(
      `switchPlan.${first.fuel}.tariffId`,
      'This tariff is review only: we cannot switch you to it. Please contact the supplier directly.',
    );
  }
  const supplier = await getSupplier(db, result.tariff.supplierId);
  const perFuel: SwitchPlan['perFuel'] = {};
  for (const fuel of quote.fuels) {
    perFuel[fuel] = {
      cost: Math.round((result.perFuel[fuel]?.personalProjection ?? 0) * 100) / 100,
      savings: result.savingsPerFuel[fuel] ?? null,
    };
  }
  const plan: SwitchPlan = {
    switchType: quote.switchType,
    fuels: quote.fuels,
    tariffId,
    tariffName: result.tariff.name,
    supplierId: result.tariff.supplierId,
    supplierName: result.tariff.supplierName,
    payMethod,
    isEconomy7: quote.isEconomy7,
    features: result.tariff.features,
    supplierTosUrl: supplier?.supplierTermsUrl ?? '',
    tariffTosUrl: supplier?.tariffTermsUrl ?? '',
    perFuel,
    totalCost: result.totalCost,
    monthlyCost: result.monthlyCost,
    savings: result.savings,
  };
  return createSwitch(db, loaded.switchId, plan);
}

/** The switch-plan parts of spec section 3: one per fuel; dual types carry the gas cost on the electricity part. */
export function switchPlanParts(plan: SwitchPlan): Partial<Record<Fuel, SwitchPlanPart>> {
  const dual = plan.fuels.length === 2;
  const out: Partial<Record<Fuel, SwitchPlanPart>> = {};
  for (const fuel of plan.fuels) {
    const f = plan.perFuel[fuel]!;
    out[fuel] = {
      cost: f.cost,
      monthlyCost: Math.ceil(f.cost / 12 - 1e-9),
      savings: f.savings,
      gasCost:
        dual && fuel === 'electricity' ? (plan.perFuel.gas?.cost ?? null) : fuel === 'gas' ? f.cost : null,
      gasSavings:
        dual && fuel === 'electricity'
          ? (plan.perFuel.gas?.savings ?? null)
          : fuel === 'gas'
            ? f.savings
            : null,
      isEconomy7: fuel === 'electricity' && plan.isEconomy7,
      tariffDetails: plan.features,
      supplierTosUrl: plan.supplierTosUrl,
      tariffTosUrl: plan.tariffTosUrl,
      supplierId: plan.supplierId,
      tariffId: plan.tariffId,
      tariffName: plan.tariffName,
      supplierName: plan.supplierName,
      payMethod: toSignUpPayMethod(plan.payMethod),
      fuelTitle: dual ? 'Gas & Electricity' : fuel === 'gas' ? 'Gas' : 'Electricity',
    };
  }
  return out;
}
