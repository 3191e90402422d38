/**
 * Usage actions: the help-me-estimate lists and estimate, regulator averages, the supplied annual
 * gas usage on Actual Figures, and the combined view's locked usage type.
 */
import type { JourneyAction } from '../../../../engine/core/index.js';
import { isHandledByErrorPage } from '../../../api/client';
import { fetchEstimateLists, fetchUsageEstimate } from '../../../api/endpoints/estimation';
import { ESTIMATE_FIELDS } from '../../../stores/usageTabMemory';
import { withLoader, type QuoteActionDeps } from './deps';

/** `loadEstimateLists`: loads the question lists once, when the estimate tab opens. */
export function loadEstimateListsAction(deps: QuoteActionDeps): JourneyAction {
  return async (_args, state) => {
    if (state.get('usageTab') !== 'estimate' || deps.lookups.getState().estimateLists) return;
    try {
      const lists = await fetchEstimateLists(deps.api);
      deps.lookups.getState().set({ estimateLists: lists });
    } catch (error) {
      if (isHandledByErrorPage(error)) throw error;
      deps.lookups.getState().set({
        estimateLists: {
          bedRooms: [],
          fuelUseTypes: [],
          houseTypes: [],
          occupancyFrequencies: [],
          energyEfficiencies: [],
        },
      });
    }
  };
}

const SWITCH_TYPE_OF_FUEL: Record<
  string,
  'gasToGas' | 'electricityToElectricity' | 'dualConsolidatedToDualConsolidated'
> = {
  gas: 'gasToGas',
  electricity: 'electricityToElectricity',
  gasElectricity: 'dualConsolidatedToDualConsolidated',
};

/** `estimateUsage`: once all five answers are given, the estimated annual kWh of the compared fuels. */
export function estimateUsageAction(deps: QuoteActionDeps): JourneyAction {
  return async (_args, state) => {
    const answers = ESTIMATE_FIELDS.map((f) => state.get(f));
    if (!answers.every((a) => typeof a === 'number')) return;
    const [houseType, numberOfBedrooms, occupancyFrequency, modernisationLevel, heatingAndCooking] =
      answers as number[];
    const fuel = String(state.get('compareFuel') ?? 'gasElectricity');
    const estimate = await withLoader(deps, () =>
      fetchUsageEstimate(deps.api, {
        houseType,
        numberOfBedrooms,
        occupancyFrequency,
        modernisationLevel,
        heatingAndCooking,
        switchType: SWITCH_TYPE_OF_FUEL[fuel] ?? 'dualConsolidatedToDualConsolidated',
        postcode: String(state.get('postcode') ?? ''),
      }),
    );
    // Answers changed while the estimate was on its way: the next answer asks again.
    if (ESTIMATE_FIELDS.some((f, i) => state.get(f) !== answers[i])) return;
    const patch: Record<string, unknown> = {};
    if (fuel !== 'electricity')
      Object.assign(patch, { gasUsage: Math.round(estimate.gasUsage), gasUsageType: 1, gasUsageUnit: 1 });
    if (fuel !== 'gas') {
      Object.assign(patch, {
        electricityUsage: Math.round(estimate.electricityUsage),
        electricityUsageType: 1,
        electricityUsageUnit: 1,
      });
    }
    return patch;
  };
}

/** `applyAverage`: the chosen regulator band (args.field) becomes the fuel's yearly kWh. */
export function applyAverageAction(): JourneyAction {
  return (args, state) => {
    const fuel = args.fuel === 'electricity' ? 'electricity' : 'gas';
    const value = state.get(String(args.field));
    if (typeof value !== 'number') return { [`${fuel}Usage`]: undefined };
    return { [`${fuel}Usage`]: value, [`${fuel}UsageType`]: 1, [`${fuel}UsageUnit`]: 1 };
  };
}

/** `restoreMeterUsage`: back on Actual Figures, the meter's annual gas quantity, where known. */
export function restoreMeterUsageAction(): JourneyAction {
  return (_args, state) => {
    const mpaq = state.get('meter.gasMpaq');
    if (state.get('usageTab') !== 'actual' || typeof mpaq !== 'number' || mpaq <= 0) return;
    return { gasUsage: Math.round(mpaq), gasUsageType: 1, gasUsageUnit: 1 };
  };
}

/** `matchUsageType`: the combined view locks the electricity usage type to the gas one. */
export function matchUsageTypeAction(): JourneyAction {
  return (_args, state) => ({ electricityUsageType: state.get('gasUsageType') });
}
