/**
 * A journey as far as a page needs it, made for real: a gas quote through the quote form, then the
 * calls the results and sign-up pages make against the real server (Switch Now's key for the first
 * switchable result, every sign-up section, completion). The app's session storage at each stage is
 * kept, so a test can open a later page directly in a fresh tab as a householder mid-journey would.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { baseUrl, newContext } from './helpers';
import { makeGasQuote, openQuote } from './quote-steps';

/** Session storage entries (key -> raw value) at a stage of the journey. */
export type SessionEntries = Record<string, string>;

/** Session storage after each stage: a quote, a chosen tariff (switch key), a completed switch. */
export interface JourneySessions {
  quote: SessionEntries;
  switchKey: SessionEntries;
  switched: SessionEntries;
}

async function call<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
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
  const ctx = await newContext(browser);
  const page = await openQuote(ctx);
  const request = await makeGasQuote(page);
  const quote = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
  await ctx.close();

  // The quote is bound to the browser's token session: later calls present that token, refreshed the
  // way the app refreshes it (the old token names the session).
  const { token: browserToken } = (JSON.parse(quote.session) as { state: { token: string } }).state;
  const token = await refreshToken(browserToken);
  const stored = JSON.parse(quote.quote) as { state: Record<string, unknown>; version: number };
  const withState = (state: Record<string, unknown>) =>
    JSON.stringify({ ...stored, state: { ...stored.state, ...state } });
  const keyEntry = (chosen: ChosenSwitch) => JSON.stringify({ state: { chosen }, version: 0 });
  const first = await chooseTariff(token, stored.state.switchId as string);
  const switchKey = { ...quote, switchKey: keyEntry(first) };

  // A completed switch makes its quote "already switched", so the last stage is a second quote: the
  // same request again, as a householder pressing View Your Quotes on the same answers would make.
  const { geniusSwitchDto } = await call<{ geniusSwitchDto: { switchId: string } }>(
    '/request/switch/v2/gas',
    token,
    request,
  );
  const second = await chooseTariff(token, geniusSwitchDto.switchId);
  const switched = await completeSignUp(token, second.switchKey, String(request.mprn));
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

/** What Switch Now stores (src/stores/switchKey.ts). */
interface ChosenSwitch {
  switchKey: string;
  switchId: string;
  tariffId: number;
  payMethod: string;
}

/** A fresh token in the session of `token` (as the app's refresh gets one). */
async function refreshToken(token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/auth/token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`token refresh: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/**
 * Switch Now on the quote's first switchable result (as the results page does): what it stores. With
 * `supplierId`, on that supplier's first switchable result instead (null when the quote has none).
 */
async function chooseTariff(token: string, switchId: string): Promise<ChosenSwitch>;
async function chooseTariff(
  token: string,
  switchId: string,
  supplierId: number,
): Promise<ChosenSwitch | null>;
async function chooseTariff(
  token: string,
  switchId: string,
  supplierId?: number,
): Promise<ChosenSwitch | null> {
  const results = await call<{
    resultsInDetailDto: { resultsInDetail: { tariffId: number; supplierId: number; switchOption: string }[] };
  }>('/request/results/detail', token, { switchId });
  // A tariff the service switches to: the supplier's asked for, else one from a supplier without
  // special consents.
  const chosen = results.resultsInDetailDto.resultsInDetail.find(
    (r) =>
      r.switchOption === 'Online' &&
      (supplierId === undefined ? ![8, 22, 42, 49].includes(r.supplierId) : r.supplierId === supplierId),
  );
  if (!chosen) {
    if (supplierId === undefined) throw new Error(`quote ${switchId}: no switchable result`);
    return null;
  }
  const { geniusSwitchKeyDto } = await call<{ geniusSwitchKeyDto: { switchKey: string } }>(
    '/request/switch/pro/key',
    token,
    {
      switchId,
      switchType: 'gasToGas',
      switchPlan: { gas: { tariffId: chosen.tariffId, payMethod: 'MonthlyDirectDebit' } },
    },
  );
  return {
    switchKey: geniusSwitchKeyDto.switchKey,
    switchId,
    tariffId: chosen.tariffId,
    payMethod: 'MonthlyDirectDebit',
  };
}

/** Every sign-up section of a monthly direct-debit gas switch, then completion: the switched details. */
async function completeSignUp(token: string, switchKey: string, mprn: string): Promise<unknown> {
  const sections: Array<[string, Record<string, unknown>]> = [
    [
      'personal',
      {
        titleId: 1,
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1980-12-10',
        emailAddress: 'ada@example.com',
        dayTimePhone: '07700900123',
        employmentStatusId: 1,
      },
    ],
    [
      'address',
      { residentialAddresses: { present: { lengthOfResidencyInMonths: 48, residentialStatusId: 1 } } },
    ],
    [
      'terms-and-conditions',
      {
        mprnNumber: mprn,
        switchAfterCoolingOfPeriod: false,
        suppliersTermsAndConditionsAreAccepted: true,
        neitherSmartMeterInstalled: true,
      },
    ],
    [
      'bank',
      {
        accountName: 'A Lovelace',
        sortCode: '08-99-99',
        accountNumber: '66374958',
        preferredDirectDebitDay: 1,
        isAuthorisedToSetupDirectDebits: true,
      },
    ],
  ];
  for (const [section, body] of sections)
    await call(`/request/switch/pro/update/${section}`, token, { switchKey, ...body });
  const { geniusSwitchedDto } = await call<{ geniusSwitchedDto: unknown }>(
    '/request/switch/pro/complete',
    token,
    { switchKey, switchCompleteOption: 'None' },
  );
  return geniusSwitchedDto;
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
  const { token: browserToken } = (JSON.parse(quote.session) as { state: { token: string } }).state;
  const token = await refreshToken(browserToken);
  const { switchId } = (JSON.parse(quote.quote) as { state: { switchId: string } }).state;
  const chosen = await chooseTariff(token, switchId, supplierId);
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
