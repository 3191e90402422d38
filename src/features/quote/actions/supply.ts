/**
 * Supplier and tariff actions: the supplier lists, a supplier's tariffs with the default or
 * standard tariff chosen automatically, and what choosing a tariff means for its end date.
 */
import type { JourneyAction, StateAccess } from '../../../../engine/core/index.js';
import { isHandledByErrorPage } from '../../../api/client';
import { fetchSuppliers, fetchTariffs } from '../../../api/endpoints/suppliers';
import type { PayMethodName, SwitchType } from '../../../../contract/api/common';
import type { SupplyKind } from '../lookups';
import type { QuoteActionDeps } from './deps';

export type { SupplyKind };

/** Field names of one supply (dual = one supplier for both fuels). */
export const SUPPLY_FIELDS: Record<
  SupplyKind,
  { supplier: string; tariff: string; endDate: string; payMethod: string }
> = {
  gas: {
    supplier: 'gasSupplierId',
    tariff: 'gasTariffId',
    endDate: 'gasTariffValidToDate',
    payMethod: 'gasCurrentPayMethod',
  },
  electricity: {
    supplier: 'electricitySupplierId',
    tariff: 'electricityTariffId',
    endDate: 'electricityTariffValidToDate',
    payMethod: 'electricityCurrentPayMethod',
  },
  dual: {
    supplier: 'supplierId',
    tariff: 'tariffId',
    endDate: 'tariffValidToDate',
    payMethod: 'currentPayMethod',
  },
};

const SWITCH_TYPE: Record<SupplyKind, SwitchType> = {
  gas: 'gasToGas',
  electricity: 'electricityToElectricity',
  dual: 'dualConsolidatedToDualConsolidated',
};

/** Where the supply is and what its meter is: what the supplier and tariff calls are priced for. */
export interface SupplyContext {
  postcode: string;
  mpan: string | null;
  economy7: boolean;
}

/** Whether Economy 7 applies in the current answers (an 02 MPAN, or the user says so). */
export function economy7Of(state: StateAccess): boolean {
  const mpan = state.get('meter.mpan');
  return (typeof mpan === 'string' && mpan.startsWith('02')) || state.get('isEconomy7') === true;
}

/** The supply context from the journey state. */
export function supplyContextOf(state: StateAccess): SupplyContext {
  const mpan = state.get('meter.mpan');
  return {
    postcode: String(state.get('postcode') ?? ''),
    mpan: typeof mpan === 'string' ? mpan : null,
    economy7: economy7Of(state),
  };
}

/**
 * Loads all three supplier lists (gas, electricity, dual): two calls, one for the single-fuel lists
 * (dual-distinct answers both) and one for the dual list, so any quote type finds its list ready.
 * Failures give empty lists (spec section 8).
 */
export async function loadSupplierLists(deps: QuoteActionDeps, ctx: SupplyContext): Promise<void> {
  if (!ctx.postcode) return;
  const base = {
    postcode: ctx.postcode,
    ...(ctx.mpan ? { mpan: ctx.mpan } : {}),
    ...(ctx.economy7 ? { economy7Percentage: 42 } : {}),
  };
  const safe = <T>(p: Promise<T>, empty: T) =>
    p.catch((error: unknown) => {
      if (isHandledByErrorPage(error)) throw error;
      return empty;
    });
  const [single, dual] = await Promise.all([
    safe(fetchSuppliers(deps.api, { ...base, switchType: 'dualDistinctToDualConsolidated' }), {}),
    safe(fetchSuppliers(deps.api, { ...base, switchType: 'dualConsolidatedToDualConsolidated' }), {}),
  ]);
  deps.lookups.getState().set({
    suppliers: {
      gas: single.gasSuppliers ?? [],
      electricity: single.electricitySuppliers ?? [],
      dual: dual.dualConsolidatedSuppliers ?? [],
    },
  });
}

/**
 * Loads a supplier's tariffs for one supply and picks the default or standard one. Returns the
 * patch: the chosen tariff id and whether it is fixed from the energy start date.
 */
export async function loadTariffList(
  deps: QuoteActionDeps,
  kind: SupplyKind,
  request: SupplyContext & { supplierId: number; payMethod?: unknown },
): Promise<Record<string, unknown>> {
  const store = deps.lookups.getState();
  store.set({ tariffStatus: { ...store.tariffStatus, [kind]: 'loading' } });
  let tariffs: Awaited<ReturnType<typeof fetchTariffs>> = [];
  let status: 'done' | 'failed' = 'done';
  try {
    tariffs = await fetchTariffs(deps.api, {
      switchType: SWITCH_TYPE[kind],
      supplierId: request.supplierId,
      postcode: request.postcode,
      ...(kind !== 'dual' ? { fuelType: kind } : {}),
      ...(typeof request.payMethod === 'string'
        ? { currentPayMethod: request.payMethod as PayMethodName }
        : {}),
      ...(request.economy7 && kind !== 'gas' ? { economy7Percentage: 42 } : {}),
      ...(request.mpan && kind !== 'gas' ? { mpan: request.mpan } : {}),
    });
  } catch (error) {
    if (isHandledByErrorPage(error)) throw error;
    status = 'failed';
  }
  const now = deps.lookups.getState();
  now.set({
    tariffs: { ...now.tariffs, [kind]: tariffs },
    tariffStatus: { ...now.tariffStatus, [kind]: status },
  });
  const chosen = tariffs.find((t) => t.isDefaultOrStandard);
  if (!chosen) return {};
  return {
    [SUPPLY_FIELDS[kind].tariff]: chosen.id,
    [`tariffFixed.${kind}`]: chosen.isFixedFromEnergyStartDate,
  };
}

const kindOf = (args: { fuel?: unknown }): SupplyKind =>
  args.fuel === 'gas' || args.fuel === 'electricity' ? args.fuel : 'dual';

/** `loadSuppliers`: the supplier lists for the chosen address. */
export function loadSuppliersAction(deps: QuoteActionDeps): JourneyAction {
  return async (_args, state) => {
    await loadSupplierLists(deps, supplyContextOf(state));
  };
}

/** `loadTariffs`: the chosen supplier's tariffs (args.fuel), with the default one chosen. */
export function loadTariffsAction(deps: QuoteActionDeps): JourneyAction {
  return async (args, state) => {
    const kind = kindOf(args);
    const fields = SUPPLY_FIELDS[kind];
    const supplierId = state.get(fields.supplier);
    if (typeof supplierId !== 'number') {
      const store = deps.lookups.getState();
      store.set({ tariffs: { ...store.tariffs, [kind]: [] } });
      return;
    }
    const patch = await loadTariffList(deps, kind, {
      ...supplyContextOf(state),
      supplierId,
      payMethod: state.get(fields.payMethod),
    });
    // The user may have picked another supplier (or a tariff) while the list was loading.
    if (state.get(fields.supplier) !== supplierId || state.get(fields.tariff) !== undefined) return;
    return patch;
  };
}

/** `chooseTariff`: records whether the tariff is fixed; a tariff that is not loses its end date. */
export function chooseTariffAction(deps: QuoteActionDeps): JourneyAction {
  return (args, state) => {
    const kind = kindOf(args);
    const fields = SUPPLY_FIELDS[kind];
    const id = state.get(fields.tariff);
    const tariff = deps.lookups.getState().tariffs[kind].find((t) => t.id === id);
    const fixed = tariff?.isFixedFromEnergyStartDate === true;
    return fixed
      ? { [`tariffFixed.${kind}`]: true }
      : { [`tariffFixed.${kind}`]: false, [fields.endDate]: undefined };
  };
}
