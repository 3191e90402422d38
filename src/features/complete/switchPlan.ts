import type { AxiosInstance } from 'axios';
import type { SwitchType } from '../../../contract/api/common';
import { API_ROUTES, relativePath } from '../../../contract/api/routes';
import type { SwitchPlanReply } from '../../../contract/api/switching';

/** What Switch Complete needs from the switch plan: the switch type and the total annual cost. */
export interface PlanSummary {
  switchType: SwitchType | undefined;
  /** Annual cost of every fuel together, pounds. */
  totalCost: number;
}

/**
 * The switch plan's type and total cost (the sum of each fuel's cost).
 * @internal Exported for its unit test.
 */
export function summarisePlan(reply: SwitchPlanReply): PlanSummary {
  const info = reply.geniusSwitchPlanInfoDto.geniusSwitchPlanInfo;
  const parts = [info.switchPlanInfoDto.gas, info.switchPlanInfoDto.electricity];
  const total = parts.reduce((sum, part) => sum + (part?.cost ?? 0), 0);
  return { switchType: info.switchType, totalCost: Math.round(total * 100) / 100 };
}

/** `POST {apiBase}/request/switch/pro/info/switch-plan` with the switch key: the plan's summary. */
export async function loadPlanSummary(api: AxiosInstance, switchKey: string): Promise<PlanSummary> {
  // A failure only leaves the pixel out: it must never send the householder to the error page.
  const { data } = await api.post<SwitchPlanReply>(
    relativePath(API_ROUTES.switchPlan.path),
    { switchKey },
    { ignoreErrors: true },
  );
  return summarisePlan(data);
}
