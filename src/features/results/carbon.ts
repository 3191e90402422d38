import type { SwitchType } from '../../../contract/api/common';

/**
 * Whether the results show the carbon footprint card (spec section 2): the carbon-offset setting is
 * on, the quote is not electricity only, and the server gave a footprint.
 */
export function showsCarbonCard(
  carbonOffset: boolean,
  switchType: SwitchType | undefined,
  footprintKg: number | undefined,
): footprintKg is number {
  return carbonOffset && switchType !== 'electricityToElectricity' && footprintKg !== undefined;
}
