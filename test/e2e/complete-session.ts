/**
 * Completed switches for the Switch Complete and carbon offset tests, each one new (a carbon offset
 * can be paid once per switch): one quote through the real quote form per fuel kind and browser,
 * then, per switch, the same quote request again and the calls the results and sign-up pages make
 * against the real server (as `journey-session.ts` does). Returns the session storage of a tab that
 * has just completed that switch.
 */
import type { Browser, Page } from 'playwright-core';
import { baseUrl, newContext } from './helpers';
import type { SessionEntries } from './journey-session';
import {
  card,
  chooseAddress,
  expectSupplierChosen,
  fieldId,
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

async function call<T>(path: string, token: string, body: unknown): Promise<T> {
  const res = await fetch(`${baseUrl()}/api${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
  return (await res.json()) as T;
}

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
  await card(page, 'quote.supplier-dual').waitFor();
  const select = page.locator(`select${fieldId('quote.supplier-dual', 'supplierId')}`);
  if (await select.count()) await select.selectOption({ index: 1 });
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

/** A fresh token in the session of `token` (as the app's refresh gets one). */
async function refreshToken(token: string): Promise<string> {
  const res = await fetch(`${baseUrl()}/auth/token`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
  });
  if (!res.ok) throw new Error(`token refresh: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { token: string }).token;
}

/** A new completed switch of `kind`: the session storage of the tab that completed it. */
export async function completedSwitch(browser: Browser, kind: SwitchKind): Promise<SessionEntries> {
  const { sessions, request } = await quoteOnce(browser, kind);
  const spec = KINDS[kind];
  const { token: browserToken } = (JSON.parse(sessions.session) as { state: { token: string } }).state;
  const token = await refreshToken(browserToken);
  const { geniusSwitchDto } = await call<{ geniusSwitchDto: { switchId: string } }>(
    `/request/switch/v2/${spec.path}`,
    token,
    request,
  );
  const switchId = geniusSwitchDto.switchId;
  const results = await call<{
    resultsInDetailDto: { resultsInDetail: { tariffId: number; supplierId: number; switchOption: string }[] };
  }>('/request/results/detail', token, { switchId });
  const chosen = results.resultsInDetailDto.resultsInDetail.find(
    (r) => r.switchOption === 'Online' && ![8, 22, 42, 49].includes(r.supplierId),
  )!;
  const payMethod = 'MonthlyDirectDebit';
  const plan = Object.fromEntries(spec.fuels.map((f) => [f, { tariffId: chosen.tariffId, payMethod }]));
  const { geniusSwitchKeyDto } = await call<{ geniusSwitchKeyDto: { switchKey: string } }>(
    '/request/switch/pro/key',
    token,
    { switchId, switchType: spec.switchType, switchPlan: plan },
  );
  const switchKey = geniusSwitchKeyDto.switchKey;
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
        mprnNumber: String(request.mprn),
        ...(kind === 'dual' ? { mpanNumber: String(request.mpan), mpanValid: 1 } : {}),
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
  const stored = JSON.parse(sessions.quote) as { state: { saved: Record<string, unknown> }; version: number };
  return {
    ...sessions,
    quote: JSON.stringify({
      ...stored,
      state: { ...stored.state, switchId, saved: { ...stored.state.saved, switchId } },
    }),
    switchKey: JSON.stringify({
      state: { chosen: { switchKey, switchId, tariffId: chosen.tariffId, payMethod } },
      version: 0,
    }),
    switchOutcome: JSON.stringify({
      state: { alreadySwitched: false, switched: geniusSwitchedDto },
      version: 0,
    }),
  };
}
