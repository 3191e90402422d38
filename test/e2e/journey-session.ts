/**
 * A journey as far as a page needs it, made for real: a gas quote through the quote form, then the
 * calls the results and sign-up pages make against the real server (Switch Now's key for the first
 * switchable result, every sign-up section, completion). The app's session storage at each stage is
 * kept, so a test can open a later page directly in a fresh tab as a householder mid-journey would.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, newContext } from './helpers';
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
}

const made = new WeakMap<Browser, Promise<JourneySessions>>();

/**
 * The session storage of each stage, from one journey run per browser (made on first use: call it
 * inside a test, since the form steps use `expect.poll`).
 */
export function journeySessions(browser: Browser): Promise<JourneySessions> {
  let sessions = made.get(browser);
  if (!sessions) made.set(browser, (sessions = makeJourneySessions(browser)));
  return sessions;
}

/** Runs the journey once and returns the session storage of each stage. */
async function makeJourneySessions(browser: Browser): Promise<JourneySessions> {
  const { call, token: newToken, chooseTariff, completeSignUp } = switchApi(baseUrl());
  const ctx = await newContext(browser);
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
  return {
    quote,
    switchKey,
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
  await ctx.addInitScript((seed: SessionEntries) => {
    // Only into a new tab: a reload keeps what the app has stored since.
    if (sessionStorage.length > 0) return;
    for (const [key, value] of Object.entries(seed)) sessionStorage.setItem(key, value);
  }, entries);
  return ctx;
}
