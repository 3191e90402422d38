/**
 * Session storage of a householder mid-journey, made through the real server's API (no browser), so
 * the bench can open the pages that need the journey's data (results, tariff details, sign-up,
 * Switch Complete, carbon offset) as such a householder would, in a fresh tab, instead of being
 * redirected. One gas quote at a bundled address (the end-to-end tests' gas address), priced, with
 * Switch Now's key; then a second quote of the same answers signed up and completed through the
 * sign-up calls (a completed quote is "already switched", which would send sign-up to Switch Complete).
 */
import { readFileSync } from 'node:fs';
import type { BrowserContext } from 'playwright-core';
import { switchApi, type ChosenSwitch } from '../../test/e2e/helpers/switch-api.js';
import { repoRoot } from './app.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../contract/api/routes.js';

/** Session storage entries (key -> raw value). */
export type SessionEntries = Record<string, string>;

/** The session storage at each stage: a quote, a chosen tariff (switch key), a completed switch. */
export interface SeededSessions {
  quote: SessionEntries;
  switchKey: SessionEntries;
  switched: SessionEntries;
  /** A tariff of the quote's results (what /tariff-details/:tariffId opens). */
  tariffId: number;
}

/** The end-to-end tests' gas address (test/e2e/results-steps.ts). */
const POSTCODE = 'NR1 3QU';

interface BundledAddress {
  postcode: string;
  meters: { fuel: string; mprn?: string; isDomestic: boolean; isPrepayment: boolean }[];
}

/** The MPRN of the first credit-metered domestic gas supply at {@link POSTCODE}. */
function gasMeter(): string {
  const addresses = JSON.parse(
    readFileSync(`${repoRoot}/server/data/addresses.json`, 'utf8'),
  ) as BundledAddress[];
  for (const a of addresses) {
    if (a.postcode !== POSTCODE) continue;
    const gas = a.meters.find((m) => m.fuel === 'gas' && m.isDomestic && !m.isPrepayment && m.mprn);
    if (gas) return gas.mprn!;
  }
  throw new Error(`no credit gas meter at ${POSTCODE} in server/data/addresses.json`);
}

/** Persisted zustand store entry (src/stores/*: `persist` with version 0). */
const stored = (state: object) => JSON.stringify({ state, version: 0 });

/** Makes the sessions against the server at `baseUrl`. */
export async function seededSessions(baseUrl: string): Promise<SeededSessions> {
  const api = switchApi(baseUrl);
  const token = await api.token();
  const payMethod = 'monthlyDirectDebit';
  const mprn = gasMeter();
  // The current supply as the quote form picks it: the region's first gas supplier, its standard tariff.
  const { suppliersDto } = await api.call<{ suppliersDto: { gasSuppliers?: { id: number }[] } }>(
    API_ROUTES.suppliers.path,
    token,
    { postcode: POSTCODE, switchType: 'gasToGas', currentPayMethod: payMethod },
  );
  const supplierId = suppliersDto.gasSuppliers![0].id;
  const { tariffsDto } = await api.call<{
    tariffsDto: { tariffs: { id: number; isDefaultOrStandard: boolean }[] };
  }>(API_ROUTES.tariffs.path, token, {
    postcode: POSTCODE,
    switchType: 'gasToGas',
    supplierId,
    currentPayMethod: payMethod,
  });
  const current = tariffsDto.tariffs.find((t) => t.isDefaultOrStandard) ?? tariffsDto.tariffs[0];
  const request = {
    postcode: POSTCODE,
    mprn,
    supplierId,
    tariffId: current.id,
    currentPayMethod: payMethod,
    utilityPeriod: 'Annually',
    currentUsageEstimated: 12000,
    newTariffPaymentMethod: payMethod,
  };
  const quote = async () => {
    const { geniusSwitchDto } = await api.call<{
      geniusSwitchDto: { switchId: string; switchType: string; proposedPayMethod?: string };
    }>(QUOTE_ROUTES.gasToGas.path, token, request);
    return geniusSwitchDto;
  };
  const session = stored({ token, previousRoute: null, error: null, userTrackingId: 'bench' });
  const quoteEntry = (q: Awaited<ReturnType<typeof quote>>) =>
    stored({
      switchId: q.switchId,
      saved: {
        switchId: q.switchId,
        switchType: q.switchType,
        proposedPayMethod: q.proposedPayMethod ?? payMethod,
        includeAllPayMethodOptions: false,
        electricitySmartMeter: false,
        gasSmartMeter: false,
      },
    });
  const keyEntry = (chosen: ChosenSwitch) => stored({ chosen });

  const first = await quote();
  const chosen = await api.chooseTariff(token, first.switchId);
  const second = await quote();
  const completed = await api.chooseTariff(token, second.switchId);
  const switched = await api.completeSignUp(token, completed.switchKey, { mprn });
  return {
    quote: { session, quote: quoteEntry(first) },
    switchKey: { session, quote: quoteEntry(first), switchKey: keyEntry(chosen) },
    switched: {
      session,
      quote: quoteEntry(second),
      switchKey: keyEntry(completed),
      switchOutcome: stored({ alreadySwitched: false, switched }),
    },
    tariffId: chosen.tariffId,
  };
}

/**
 * Gives the Playwright context `ctx` the householder's session: `seed` in each new tab's session
 * storage (as journey-session.ts does for the end-to-end tests) and the session cookie the server
 * guards and renders a page load by (server/web/pageGuard.ts): without it each data page answered a
 * redirect to the quote form, and was measured as that.
 */
export async function seedContext(ctx: BrowserContext, baseUrl: string, seed: SessionEntries): Promise<void> {
  await ctx.addInitScript((entries: SessionEntries) => {
    // Only into a new tab: a reload keeps what the app has stored since.
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(entries)) sessionStorage.setItem(key, value);
  }, seed);
  const { token } = (JSON.parse(seed.session) as { state: { token: string } }).state;
  const cookie = await switchApi(baseUrl).sessionCookie(token);
  await ctx.addCookies([{ ...cookie, url: baseUrl, httpOnly: true, sameSite: 'Strict' }]);
}
