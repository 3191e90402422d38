/**
 * Completed switches for the Switch Complete and carbon offset tests, each one new (a carbon offset
 * can be paid once per switch): one quote through the real quote form per fuel kind and browser,
 * then, per switch, the same quote request again and the calls the results and sign-up pages make
 * against the real server (helpers/switch-api.ts, as `journey-session.ts` uses them). Returns the session storage of a tab that
 * has just completed that switch.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, newContext } from './helpers';
import { switchApi } from './helpers/switch-api';
import type { SessionEntries } from './journey-session';
import { dualSupplierSelect } from './results-steps';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fillField,
  makeGasQuote,
  openQuote,
  pickRadio,
  submitToResults,
} from './quote-steps';

/** Which switch: gas only (single fuel, pixel event 1105) or dual (1106). */
export type SwitchKind = 'gas' | 'dual';

interface QuoteMade {
  sessions: SessionEntries;
  request: Record<string, unknown>;
}

const KINDS = {
  gas: { path: 'gas', switchType: 'gasToGas', fuels: ['gas'] },
  dual: {
    path: 'dual-consolidated',
    switchType: 'dualConsolidatedToDualConsolidated',
    fuels: ['gas', 'electricity'],
  },
} as const;

/** A dual-fuel, same-supplier quote through the form (as quote-dual.e2e.ts makes it). */
async function makeDualQuote(page: Page): Promise<Record<string, unknown>> {
  await chooseAddress(page, 'SE1 7PB');
  await pickRadio(page, 'quote.compare', 'Gas & Electricity');
  await pickRadio(page, 'quote.same-supplier', 'Yes');
  const e7 = card(page, 'quote.economy7');
  await e7.waitFor();
  if (!(await e7.getByRole('radio', { name: 'Yes' }).isChecked()))
    await e7.getByRole('radio', { name: 'No' }).check();
  await pickRadio(page, 'quote.payment-dual', 'Monthly Direct Debit');
  const select = await dualSupplierSelect(page);
  if (select) await select.selectOption({ index: 1 });
  await expectSupplierChosen(page, 'quote.supplier-dual', 'tariffId');
  await fillField(page, 'quote.usage-dual', 'gasUsage', '11000');
  await fillField(page, 'quote.usage-dual', 'electricityUsage', '2900');
  return submitToResults(page);
}

const made = new WeakMap<Browser, Partial<Record<SwitchKind, Promise<QuoteMade>>>>();

function quoteOnce(browser: Browser, kind: SwitchKind): Promise<QuoteMade> {
  const byKind = made.get(browser) ?? {};
  made.set(browser, byKind);
  byKind[kind] ??= (async () => {
    const ctx = await newContext(browser);
    const page = await openQuote(ctx);
    const request = kind === 'gas' ? await makeGasQuote(page) : await makeDualQuote(page);
    const sessions = await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage)));
    await ctx.close();
    return { sessions, request };
  })();
  return byKind[kind];
}

/**
 * A new completed switch of `kind`: the session storage of the tab that completed it. `elsewhere`: the
 * sign-up is completed in another session (another device with the switch key), so this browser's
 * session only knows its quote was switched.
 */
export async function completedSwitch(
  browser: Browser,
  kind: SwitchKind,
  { elsewhere = false } = {},
): Promise<SessionEntries> {
  const { sessions, request } = await quoteOnce(browser, kind);
  const spec = KINDS[kind];
  const { token: browserToken } = (JSON.parse(sessions.session) as { state: { token: string } }).state;
  const { call, token: newToken, chooseTariff, completeSignUp } = switchApi(baseUrl());
  const token = await newToken(browserToken);
  const { geniusSwitchDto } = await call<{ geniusSwitchDto: { switchId: string } }>(
    `/request/switch/v2/${spec.path}`,
    token,
    request,
  );
  const switchId = geniusSwitchDto.switchId;
  const chosen = await chooseTariff(token, switchId, spec);
  const geniusSwitchedDto = await completeSignUp(elsewhere ? await newToken() : token, chosen.switchKey, {
    mprn: String(request.mprn),
    ...(kind === 'dual' ? { mpan: String(request.mpan) } : {}),
  });
  const stored = JSON.parse(sessions.quote) as { state: { saved: Record<string, unknown> }; version: number };
  return {
    ...sessions,
    quote: JSON.stringify({
      ...stored,
      state: { ...stored.state, switchId, saved: { ...stored.state.saved, switchId } },
    }),
    switchKey: JSON.stringify({ state: { chosen }, version: 0 }),
    switchOutcome: JSON.stringify({
      state: { alreadySwitched: false, switched: geniusSwitchedDto },
      version: 0,
    }),
  };
}
