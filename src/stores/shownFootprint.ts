import { useQuoteStore } from './quote';
import { useResultsStore } from './results';

/**
 * The footprint the results showed for the current quote, in tonnes (kg / 1000), which the carbon
 * equivalent call sends (spec section 7); undefined when this tab has no results for the quote (the
 * existing-switch form). The server prices from the footprint it stored, never from this.
 */
export function shownFootprintTonnes(): number | undefined {
  const { switchId, results } = useResultsStore.getState();
  const kg = results?.carbonFootprint;
  if (typeof kg !== 'number' || switchId === null || switchId !== useQuoteStore.getState().switchId)
    return undefined;
  const tonnes = Math.round(kg) / 1000;
  // The call takes up to 1000 t: anything beyond is no home's, and is better left out than refused.
  return tonnes >= 0 && tonnes <= 1000 ? tonnes : undefined;
}
