import type { SwitchType } from '../../../contract/api/common';

/** A fuel the results price. */
export type Fuel = 'gas' | 'electricity';

/** Display order of the fuel columns (gas first, as bills and the spec's projections list them). */
export const FUEL_ORDER: readonly Fuel[] = ['gas', 'electricity'];

/** The fuels a switch type quotes (spec section 3: gasToGas gas, electricityToElectricity electricity, dual both). */
export function fuelsOf(switchType: SwitchType | undefined): Fuel[] {
  if (switchType === 'gasToGas') return ['gas'];
  if (switchType === 'electricityToElectricity') return ['electricity'];
  return ['gas', 'electricity'];
}
