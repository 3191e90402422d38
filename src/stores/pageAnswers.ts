import { create } from './create';
import type { CarbonOffsetData, TariffDetailsData } from '../../contract/pageData';

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
}

/**
 * Answers embedded in the served page (contract/pageData.ts) that no other store keeps: tariff
 * details and a carbon offset. Not kept in sessionStorage: a reload gets them from the server again, and a tab that
 * navigates there asks the API, as before.
 */
export const usePageAnswersStore = create<PageAnswersState>()((set) => ({
  details: null,
  setDetails: (switchId, details) => set({ details: { ...details, switchId } }),
  carbon: null,
  setCarbon: (carbon) => set({ carbon }),
}));
