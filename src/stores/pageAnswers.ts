import { create } from './create';
import type { SwitchType } from '../../contract/api/common';
import type { CarbonOffsetData, PageData, TariffDetailsData } from '../../contract/pageData';

/** The answers the server rendered the page with, for the page's calls to start from. */
interface PageAnswersState {
  /** The details of one tariff for the quote `switchId`, or null when the page has none. */
  details: (TariffDetailsData & { switchId: string }) | null;
  setDetails(switchId: string, details: TariffDetailsData): void;
  /**
   * A switch's carbon offset, or null. Taken once (the offset page clears it when it starts from it):
   * the offset changes when paid, so a later visit in the same tab asks the server again.
   */
  carbon: CarbonOffsetData | null;
  setCarbon(carbon: CarbonOffsetData | null): void;
  /** Switch Complete's carbon panel as the server rendered it, or null. */
  switchedCarbon: PageData['switchedCarbon'] | null;
  setSwitchedCarbon(switchedCarbon: PageData['switchedCarbon'] | null): void;
  /** The switch type of the quote `switchId` (Switch Complete: whether it offers a carbon offset), or null. */
  switchType: { switchId: string; switchType: SwitchType } | null;
  setSwitchType(switchId: string, switchType: SwitchType): void;
}

/**
 * Answers embedded in the served page (contract/pageData.ts) that no other store keeps: tariff
 * details, a carbon offset, and a switched quote's type and carbon panel. Not kept in sessionStorage: a reload gets them from the server again, and a tab that
 * navigates there asks the API, as before.
 */
export const usePageAnswersStore = create<PageAnswersState>()((set) => ({
  details: null,
  setDetails: (switchId, details) => set({ details: { ...details, switchId } }),
  carbon: null,
  setCarbon: (carbon) => set({ carbon }),
  switchedCarbon: null,
  setSwitchedCarbon: (switchedCarbon) => set({ switchedCarbon }),
  switchType: null,
  setSwitchType: (switchId, switchType) => set({ switchType: { switchId, switchType } }),
}));
