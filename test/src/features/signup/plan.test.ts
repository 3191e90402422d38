import { describe, expect, it } from 'vitest';
import type { SwitchPlanPart } from '../../../../contract/api/switching';
import {
  costRows,
  isDirectDebit,
  monthlyDirectDebit,
  monthlyFromAnnual,
  planOf,
} from '../../../../src/features/signup/plan';

const part = (over: Partial<SwitchPlanPart>): SwitchPlanPart => ({
  cost: 600,
  savings: 50,
  supplierId: 3,
  tariffId: 10,
  tariffName: 'Fix 12',
  supplierName: 'Acme Energy',
  payMethod: 'MonthlyDirectDebit',
  fuelTitle: 'Gas',
  ...over,
});

describe('the switch plan on sign-up', () => {
  it('rounds the monthly cost up to a whole pound, and never up from float dust', () => {
    expect(monthlyFromAnnual(1200)).toBe(100);
    expect(monthlyFromAnnual(1200.01)).toBe(101);
    expect(monthlyFromAnnual(0.1 + 0.2 + 1199.7)).toBe(100);
    expect(monthlyFromAnnual(13)).toBe(2);
  });

  it('takes the gas part for gasToGas and the electricity part for electricityToElectricity', () => {
    const gas = part({ cost: 700 });
    const electricity = part({ cost: 500, fuelTitle: 'Electricity' });
    const both = { gas, electricity };
    expect(planOf({ switchType: 'gasToGas', switchPlanInfoDto: both })?.part.cost).toBe(700);
    expect(planOf({ switchType: 'electricityToElectricity', switchPlanInfoDto: both })?.part.cost).toBe(500);
  });

  it('fails (back to the quote form) when the part the switch type needs is missing', () => {
    expect(planOf({ switchType: 'gasToGas', switchPlanInfoDto: { electricity: part({}) } })).toBeNull();
    expect(
      planOf({ switchType: 'dualDistinctToDualConsolidated', switchPlanInfoDto: { gas: part({}) } }),
    ).toBeNull();
  });

  it('uses the electricity part with the gas cost and savings for the dual types, and sums them', () => {
    const plan = planOf({
      switchType: 'dualConsolidatedToDualConsolidated',
      switchPlanInfoDto: {
        electricity: part({ cost: 601, fuelTitle: 'Gas & Electricity', gasCost: null, gasSavings: null }),
        gas: part({ cost: 700, savings: 20 }),
      },
    })!;
    expect(plan.part.gasCost).toBe(700);
    expect(plan.part.gasSavings).toBe(20);
    expect(costRows(plan)).toEqual([
      { fuel: 'electricity', annual: 601, monthly: 51 },
      { fuel: 'gas', annual: 700, monthly: 59 },
      { fuel: 'total', annual: 1301, monthly: 109 },
    ]);
    expect(monthlyDirectDebit(plan)).toBe(109);
  });

  it('does not count a single-fuel gas plan twice (its gasCost is its own cost)', () => {
    const plan = planOf({
      switchType: 'gasToGas',
      switchPlanInfoDto: { gas: part({ cost: 600, gasCost: 600 }) },
    })!;
    expect(costRows(plan)).toEqual([
      { fuel: 'gas', annual: 600, monthly: 50 },
      { fuel: 'total', annual: 600, monthly: 50 },
    ]);
  });

  it('knows the two direct debit pay methods (as the sign-up spells them)', () => {
    expect(isDirectDebit('MonthlyDirectDebit')).toBe(true);
    expect(isDirectDebit('QuaterlyDirectDebit')).toBe(true);
    expect(isDirectDebit('PrePaymentMeter')).toBe(false);
    expect(isDirectDebit(undefined)).toBe(false);
  });
});
