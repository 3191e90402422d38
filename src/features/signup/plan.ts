/**
 * The switch plan as sign-up uses it (spec section 4, Switch plan load): the part of the switch type
 * (gas for gasToGas, electricity for electricityToElectricity, the electricity part with the gas cost
 * and savings for the dual types), and the summary card's rows: annual and monthly cost per fuel and
 * the total, monthly being the annual cost divided by 12 rounded up to a whole pound.
 */
import type { SwitchType } from '../../../contract/api/common';
import type { SwitchPlanPart } from '../../../contract/api/switching';
import type { SwitchPlanInfo } from '../../api/endpoints/signup';

/** The plan sign-up works with: one part, plus what the dual types add. */
export interface SignUpPlan {
  switchType: SwitchType;
  part: SwitchPlanPart;
}

/**
 * Monthly from annual: divided by 12, rounded up to a whole pound (a float's dust never rounds up).
 * @internal Exported for its unit test.
 */
export function monthlyFromAnnual(annual: number): number {
  return Math.ceil(annual / 12 - 1e-9);
}

const DUAL: readonly SwitchType[] = ['dualConsolidatedToDualConsolidated', 'dualDistinctToDualConsolidated'];

/** Whether the switch type is one of the two dual-fuel types. */
function isDual(switchType: SwitchType): boolean {
  return DUAL.includes(switchType);
}

/**
 * The plan of the reply for its switch type, or null when the reply lacks the part that type needs
 * (treated as a failed load: back to the quote form).
 */
export function planOf(info: SwitchPlanInfo, fallbackType?: SwitchType): SignUpPlan | null {
  const switchType = info.switchType ?? fallbackType;
  if (!switchType) return null;
  const { gas, electricity } = info.switchPlanInfoDto;
  if (switchType === 'gasToGas') return gas ? { switchType, part: gas } : null;
  if (!electricity) return null;
  if (switchType === 'electricityToElectricity') return { switchType, part: electricity };
  return {
    switchType,
    part: {
      ...electricity,
      gasCost: electricity.gasCost ?? gas?.cost ?? null,
      gasSavings: electricity.gasSavings ?? gas?.savings ?? null,
    },
  };
}

/** One row of the summary card. */
export interface CostRow {
  fuel: 'gas' | 'electricity' | 'total';
  annual: number;
  monthly: number;
}

const row = (fuel: CostRow['fuel'], annual: number): CostRow => ({
  fuel,
  annual,
  monthly: monthlyFromAnnual(annual),
});

/** The annual cost of the whole plan (gas and electricity summed for the dual types). */
function annualTotal(plan: SignUpPlan): number {
  if (isDual(plan.switchType)) return plan.part.cost + (plan.part.gasCost ?? 0);
  return plan.part.cost;
}

/** The summary card's rows: each fuel, then the total. */
export function costRows(plan: SignUpPlan): CostRow[] {
  const { switchType, part } = plan;
  if (switchType === 'gasToGas') return [row('gas', part.cost), row('total', part.cost)];
  if (switchType === 'electricityToElectricity')
    return [row('electricity', part.cost), row('total', part.cost)];
  return [row('electricity', part.cost), row('gas', part.gasCost ?? 0), row('total', annualTotal(plan))];
}

/** The estimated monthly Direct Debit the payment card shows. */
export function monthlyDirectDebit(plan: SignUpPlan): number {
  return monthlyFromAnnual(annualTotal(plan));
}

/** Whether the pay method is one of the two direct debits (only they show payment and need bank details). */
export function isDirectDebit(payMethod: string | undefined): boolean {
  return payMethod === 'MonthlyDirectDebit' || payMethod === 'QuaterlyDirectDebit';
}
