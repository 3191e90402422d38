import { formatDecimal } from './number';

/**
 * Tonnes of CO2 as every page shows them (results, Switch Complete, carbon offset): one unit, the
 * tonne, and one rounding, to one decimal, e.g. 2.45 -> `2.5`. A footprint is an estimate from the
 * usage; a second decimal claims a precision it does not have (docs/decisions/0043-one-carbon-unit-and-one-rounding.md).
 */
export function formatTonnes(t: number): string {
  return formatDecimal(t, { min: 1, max: 1 });
}
