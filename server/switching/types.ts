import type { SwitchType } from '../../contract/api/common.js';
import type { Fuel, PayMethod } from '../market/types.js';

/** One fuel of the chosen plan, priced when the key was issued. */
interface PlanFuel {
  cost: number;
  savings: number | null;
}

/** The chosen tariff of a sign-up (the `switches.plan` column), priced at key time. */
export interface SwitchPlan {
  switchType: SwitchType;
  fuels: Fuel[];
  tariffId: number;
  tariffName: string;
  supplierId: number;
  supplierName: string;
  payMethod: PayMethod;
  isEconomy7: boolean;
  features: string[];
  supplierTosUrl: string;
  tariffTosUrl: string;
  perFuel: Partial<Record<Fuel, PlanFuel>>;
  totalCost: number;
  monthlyCost: number;
  savings: number | null;
}

/** The switched reply kept with a completed sign-up, returned again on every later complete call. */
export interface Switched {
  title: string;
  firstName: string;
  lastName: string;
  supplier: string;
  uuid: string;
  switchId: string;
  referenceNumbers: { g?: string; e?: string };
}
