/**
 * Supplier and tariff actions: the supplier lists, a supplier's tariffs with the default or standard
 * tariff chosen automatically, and what choosing a tariff means for its end date. Each request carries
 * what spec section 7 lists (postcode, switch type, current pay method, Economy 7 share; the supplier for
 * tariffs), plus the MPAN that fixes the region. The journey reloads a list when one of those answers
 * changes (the onChange effects of the pay method and Economy 7 cards).
 */
import type { JourneyAction, StateAccess } from '../../../../engine/core/index.js';
import { isHandledByErrorPage } from '../../../api/client';
import {
  fetchSuppliers,
  fetchTariffs,
  type SupplierItem,
  type SuppliersRequest,
} from '../../../api/endpoints/suppliers';
import type { PayMethodName, SwitchType } from '../../../../contract/api/common';
import type { SupplyKind } from '../../../stores/quoteLookups';
import type { QuoteActionDeps } from './deps';

/** Field names of one supply (dual = one supplier for both fuels). */
const SUPPLY_FIELDS: Record<
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

/** The switch type a supply's lists are asked for. */
const SWITCH_TYPE: Record<SupplyKind, SwitchType> = {
  gas: 'gasToGas',
  electricity: 'electricityToElectricity',
  dual: 'dualConsolidatedToDualConsolidated',
};

const KINDS: readonly SupplyKind[] = ['gas', 'electricity', 'dual'];

/** Default night share of Economy 7 usage (spec section 9), until the householder gives theirs. */
const DEFAULT_ECONOMY7_PERCENTAGE = 42;

/**
 * What a supply's supplier and tariff lists depend on, from the answers: where (postcode, MPAN), the
 * current pay method of that supply, and the Economy 7 share when Economy 7 applies (an 02 MPAN, or the
 * householder says so; never for gas).
 */
type SupplyRequest = SuppliersRequest;

/** The request inputs of one supply's lists from the journey state. */
function supplyRequestOf(state: StateAccess, kind: SupplyKind): SupplyRequest {
  const mpan = state.get('meter.mpan');
  const payMethod = state.get(SUPPLY_FIELDS[kind].payMethod);
  const economy7 =
    kind !== 'gas' &&
    ((typeof mpan === 'string' && mpan.startsWith('02')) || state.get('isEconomy7') === true);
  const percentage = state.get('economy7Percentage');
  return {
    postcode: String(state.get('postcode') ?? ''),
    switchType: SWITCH_TYPE[kind],
    ...(typeof payMethod === 'string' ? { currentPayMethod: payMethod as PayMethodName } : {}),
    ...(economy7
      ? { economy7Percentage: typeof percentage === 'number' ? percentage : DEFAULT_ECONOMY7_PERCENTAGE }
      : {}),
    ...(typeof mpan === 'string' && kind !== 'gas' ? { mpan } : {}),
  };
}

const kindOf = (args: { fuel?: unknown }): SupplyKind | null =>
  args.fuel === 'gas' || args.fuel === 'electricity' || args.fuel === 'dual' ? args.fuel : null;

/** The supplier list of one supply (empty on failure: spec section 8). */
async function supplierList(
  deps: QuoteActionDeps,
  kind: SupplyKind,
  state: StateAccess,
): Promise<SupplierItem[]> {
  const request = supplyRequestOf(state, kind);
  if (!request.postcode) return [];
  try {
    const reply = await fetchSuppliers(deps.api, request);
    const list = {
      gas: reply.gasSuppliers,
      electricity: reply.electricitySuppliers,
      dual: reply.dualConsolidatedSuppliers,
    };
    return list[kind] ?? [];
  } catch (error) {
    if (isHandledByErrorPage(error)) throw error;
    return [];
  }
}

/** `loadSuppliers`: the supplier list of args.fuel (gas, electricity, dual), or of every supply. */
export function loadSuppliersAction(deps: QuoteActionDeps): JourneyAction {
  return async (args, state) => {
    const one = kindOf(args);
    const kinds = one ? [one] : KINDS;
    const lists = await Promise.all(kinds.map((kind) => supplierList(deps, kind, state)));
    const store = deps.lookups.getState();
    const suppliers = { ...store.suppliers };
    kinds.forEach((kind, i) => (suppliers[kind] = lists[i]));
    store.set({ suppliers });
  };
}

/**
 * `loadTariffs`: the chosen supplier's tariffs for args.fuel. The tariff already chosen is kept when the
 * new list still has it; otherwise the default or standard tariff is chosen (or none).
 */
export function loadTariffsAction(deps: QuoteActionDeps): JourneyAction {
  return async (args, state) => {
    const kind = kindOf(args) ?? 'dual';
    const fields = SUPPLY_FIELDS[kind];
    const supplierId = state.get(fields.supplier);
    const store = deps.lookups.getState();
    if (typeof supplierId !== 'number') {
      store.set({
        tariffs: { ...store.tariffs, [kind]: [] },
        tariffStatus: { ...store.tariffStatus, [kind]: 'idle' },
      });
      return;
    }
    const request = supplyRequestOf(state, kind);
    store.set({ tariffStatus: { ...store.tariffStatus, [kind]: 'loading' } });
    let tariffs: Awaited<ReturnType<typeof fetchTariffs>> = [];
    let status: 'done' | 'failed' = 'done';
    try {
      tariffs = await fetchTariffs(deps.api, {
        ...request,
        supplierId,
        ...(kind !== 'dual' ? { fuelType: kind } : {}),
      });
    } catch (error) {
      if (isHandledByErrorPage(error)) throw error;
      status = 'failed';
    }
    // The householder may have picked another supplier, or changed what the list depends on, meanwhile:
    // the later request's answer counts.
    if (state.get(fields.supplier) !== supplierId || !sameRequest(supplyRequestOf(state, kind), request))
      return;
    const now = deps.lookups.getState();
    now.set({
      tariffs: { ...now.tariffs, [kind]: tariffs },
      tariffStatus: { ...now.tariffStatus, [kind]: status },
    });
    const current = tariffs.find((t) => t.id === state.get(fields.tariff));
    if (current) return;
    const chosen = tariffs.find((t) => t.isDefaultOrStandard);
    return chosen
      ? { [fields.tariff]: chosen.id, [`tariffFixed.${kind}`]: chosen.isFixedFromEnergyStartDate }
      : { [fields.tariff]: undefined, [fields.endDate]: undefined, [`tariffFixed.${kind}`]: undefined };
  };
}

function sameRequest(a: SupplyRequest, b: SupplyRequest): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** `chooseTariff`: records whether the tariff is fixed; a tariff that is not loses its end date. */
export function chooseTariffAction(deps: QuoteActionDeps): JourneyAction {
  return (args, state) => {
    const kind = kindOf(args) ?? 'dual';
    const fields = SUPPLY_FIELDS[kind];
    const id = state.get(fields.tariff);
    const tariff = deps.lookups.getState().tariffs[kind].find((t) => t.id === id);
    const fixed = tariff?.isFixedFromEnergyStartDate === true;
    return fixed
      ? { [`tariffFixed.${kind}`]: true }
      : { [`tariffFixed.${kind}`]: false, [fields.endDate]: undefined };
  };
}
