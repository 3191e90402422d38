import { create } from './create';
import { immer } from 'zustand/middleware/immer';
import { getSettings, type Settings } from '../settings';

/** The referral pair sent with tracking and switches. */
export interface Referral {
  refererBranch: string;
  reference: string;
}

/**
 * sessionStorage keys of the referral pair. Plain keys rather than a store blob, so a partner page
 * on the same origin can set them too (spec: session storage overrides settings).
 * @internal Exported for its unit test.
 */
export const REFERRAL_KEYS = { refererBranch: 'refererBranch', reference: 'reference' } as const;

type KeyValueStorage = Pick<Storage, 'getItem' | 'setItem'>;

/**
 * The referral pair by precedence: session storage first, then settings (the default referrer
 * branch code and the switch owner reference). Pure given its inputs.
 * @internal Exported for its unit test.
 */
export function resolveReferral(storage: KeyValueStorage | undefined, settings: Settings): Referral {
  return {
    refererBranch: storage?.getItem(REFERRAL_KEYS.refererBranch) || settings.referrerBranchCode,
    reference: storage?.getItem(REFERRAL_KEYS.reference) || settings.switchOwnerReference,
  };
}

/**
 * Stores the pair when the first screen was opened with both route values; one value alone is
 * ignored, since a half pair would mix two referrers.
 * @returns whether the pair was stored.
 * @internal Exported for its unit test.
 */
export function captureReferral(
  storage: KeyValueStorage | undefined,
  params: { refererBranch?: string; reference?: string },
): boolean {
  const { refererBranch, reference } = params;
  if (!storage || !refererBranch || !reference) return false;
  storage.setItem(REFERRAL_KEYS.refererBranch, refererBranch);
  storage.setItem(REFERRAL_KEYS.reference, reference);
  return true;
}

function browserStorage(): KeyValueStorage | undefined {
  return typeof sessionStorage === 'undefined' ? undefined : sessionStorage;
}

/** Referral store: mirrors sessionStorage so components re-render when the pair changes. */
const useReferralStore = create<Referral & { refresh(): void }>()(
  immer((set) => ({
    ...resolveReferral(browserStorage(), getSettings()),
    refresh: () => set(() => resolveReferral(browserStorage(), getSettings())),
  })),
);

/** The current referral pair (session storage over settings). */
export function getReferral(): Referral {
  return resolveReferral(browserStorage(), getSettings());
}

/** Stores the referral pair from route values when both are present, and refreshes the store. */
export function storeReferralFromRoute(params: { refererBranch?: string; reference?: string }): void {
  if (captureReferral(browserStorage(), params)) useReferralStore.getState().refresh();
}
