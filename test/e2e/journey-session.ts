/**
 * A journey as far as a page needs it, made for real: a gas quote through the quote form, then the
 * calls the results and sign-up pages make against the real server (Switch Now's key for the first
 * switchable result, every sign-up section, completion). The app's session storage at each stage is
 * kept, so a test can open a later page directly in a fresh tab as a householder mid-journey would.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, baseUrlOf, newContext } from './helpers';
import { GAS_SWITCH, switchApi, type ChosenSwitch } from './helpers/switch-api';
import { makeGasQuote, openQuote } from './quote-steps';
import { QUOTE_ROUTES } from '../../contract/api/routes';

/** Session storage entries (key -> raw value) at a stage of the journey. */
export type SessionEntries = Record<string, string>;

/** Session storage after each stage: a quote, a chosen tariff (switch key), a completed switch. */
export interface JourneySessions {
  quote: SessionEntries;
  switchKey: SessionEntries;
  switched: SessionEntries;
  /**
   * A tab that has just pressed Switch Now on a quote of its own: the form's request made again
   * through the API (a new quote, so a test may complete its switch without touching another's).
   */
  freshSwitchKey(): Promise<SessionEntries>;
}

/** A stage whose session storage a later page can open with. */
export type JourneyStage = 'quote' | 'switchKey' | 'switched';

const made = new WeakMap<Browser, Map<string, Promise<JourneySessions>>>();

/**
 * The session storage of each stage, from one journey run per browser and server (made on first use:
 * call it inside a test, since the form steps use `expect.poll`). `server` is the run's unless given
 * (a test file's own: `ownServer`).
 */
export function journeySessions(browser: Browser, server = baseUrl()): Promise<JourneySessions> {
  let byServer = made.get(browser);
  if (!byServer) made.set(browser, (byServer = new Map()));
  let sessions = byServer.get(server);
  if (!sessions) byServer.set(server, (sessions = makeJourneySessions(browser, server)));
  return sessions;
}

/** Runs the journey once and returns the session storage of each stage. */
async function makeJourneySessions(browser: Browser, server: string): Promise<JourneySessions> {
  const { call, token: newToken, chooseTariff, completeSignUp } = switchApi(server);
  const ctx = await newContext(browser, server);
  const page = await openQuote(ctx);
  const request = await makeGasQuote(page);
  const quote = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await ctx.close();

  // The quote is bound to the browser's token session: later calls present that token, refreshed the
  // way the app refreshes it (the old token names the session).
  const { token: browserToken } = (JSON.parse(quote.session) as { state: { token: string } }).state;
  const token = await newToken(browserToken);
  const stored = JSON.parse(quote.quote) as { state: Record<string, unknown>; version: number };
  const withState = (state: Record<string, unknown>) =>
    JSON.stringify({ ...stored, state: { ...stored.state, ...state } });
  const keyEntry = (chosen: ChosenSwitch) => JSON.stringify({ state: { chosen }, version: 0 });
  const first = await chooseTariff(token, stored.state.switchId as string);
  const switchKey = { ...quote, switchKey: keyEntry(first) };

  // A completed switch makes its quote "already switched", so the last stage is a second quote: the
  // same request again, as a householder pressing View Your Quotes on the same answers would make.
  const { geniusSwitchDto } = await call<{ geniusSwitchDto: { switchId: string } }>(
    QUOTE_ROUTES.gasToGas.path,
    token,
    request,
  );
  const second = await chooseTariff(token, geniusSwitchDto.switchId);
  const switched = await completeSignUp(token, second.switchKey, { mprn: String(request.mprn) });
  const freshSwitchKey = async (): Promise<SessionEntries> => {
    const now = await newToken(token);
    const made = await call<{ geniusSwitchDto: { switchId: string } }>(
      QUOTE_ROUTES.gasToGas.path,
      now,
      request,
    );
    const { switchId } = made.geniusSwitchDto;
    const saved = { ...(stored.state.saved as Record<string, unknown>), switchId };
    return {
      ...quote,
      quote: withState({ switchId, saved }),
      switchKey: keyEntry(await chooseTariff(now, switchId)),
    };
  };
  return {
    quote,
    switchKey,
    freshSwitchKey,
    switched: {
      ...quote,
      quote: withState({ switchId: geniusSwitchDto.switchId }),
      switchKey: keyEntry(second),
      switchOutcome: JSON.stringify({ state: { alreadySwitched: false, switched }, version: 0 }),
    },
  };
}

/**
 * The session storage of a tab that has just pressed Switch Now on a tariff of `supplierId`, on the
 * quote of {@link journeySessions} (so the sign-up shows that supplier's consents): null when the
 * quote has no switchable result of that supplier. Only API calls: the quote form runs once per browser.
 */
export async function switchKeySessionFor(
  browser: Browser,
  supplierId: number,
): Promise<SessionEntries | null> {
  const { quote } = await journeySessions(browser);
  const { token: newToken, chooseTariff } = switchApi(baseUrl());
  const { token: browserToken } = (JSON.parse(quote.session) as { state: { token: string } }).state;
  const token = await newToken(browserToken);
  const { switchId } = (JSON.parse(quote.quote) as { state: { switchId: string } }).state;
  const chosen = await chooseTariff(token, switchId, GAS_SWITCH, supplierId);
  if (!chosen) return null;
  return { ...quote, switchKey: JSON.stringify({ state: { chosen }, version: 0 }) };
}

/** A new context whose tabs start with `entries` in session storage (as if the journey happened there). */
export async function contextWithSession(browser: Browser, entries: SessionEntries): Promise<BrowserContext> {
  const ctx = await newContext(browser);
  await seedSession(ctx, entries);
  return ctx;
}

/**
 * Makes every new tab of `ctx` start with `entries` in session storage, and gives `ctx` the session
 * cookie of their token's session (as the browser that made the journey holds it): a page load is
 * guarded by the server on it.
 */
export async function seedSession(ctx: BrowserContext, entries: SessionEntries): Promise<void> {
  await ctx.addInitScript((seed: SessionEntries) => {
    // Only into a new tab: a reload keeps what the app has stored since.
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(seed)) sessionStorage.setItem(key, value);
  }, entries);
  await seedSessionCookie(ctx, entries);
}

/** Gives `ctx` the session cookie of the token in `entries` (the app's stored session). */
export async function seedSessionCookie(ctx: BrowserContext, entries: SessionEntries): Promise<void> {
  const server = baseUrlOf(ctx);
  const { token } = (JSON.parse(entries.session) as { state: { token: string } }).state;
  const cookie = await switchApi(server).sessionCookie(token);
  await ctx.addCookies([{ ...cookie, url: server, httpOnly: true, sameSite: 'Strict' }]);
}
