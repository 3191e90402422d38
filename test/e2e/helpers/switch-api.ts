import { API_ROUTES } from '../../../contract/api/routes';
/**
 * The calls the results and sign-up pages make against the real server, made directly (no browser):
 * Switch Now's key for a quote's first switchable result, every sign-up section of a monthly
 * direct-debit switch (gas, or dual fuel), and completion. Shared by the end-to-end journey sessions
 * (`journey-session.ts`) and the bench, which opens the later pages with a session made this way.
 */

/** What Switch Now stores (src/stores/switchKey.ts). */
export interface ChosenSwitch {
  switchKey: string;
  switchId: string;
  tariffId: number;
  payMethod: string;
}

/** Which switch Switch Now makes: its switch type and the fuels of its plan (gas only unless told). */
export interface SwitchPlanKind {
  switchType: string;
  fuels: readonly ('gas' | 'electricity')[];
}

/** A gas-only switch. */
export const GAS_SWITCH: SwitchPlanKind = { switchType: 'gasToGas', fuels: ['gas'] };

/** The calls, against the server at `base` (its root URL, no trailing slash). */
export interface SwitchApi {
  /** POSTs `body` to `{base}/api{path}` with the bearer `token`; throws on any status but 2xx. */
  call<T>(path: string, token: string, body: unknown): Promise<T>;
  /** A new token: in the session of `token` (as the app's refresh gets one), or a new session without. */
  token(token?: string): Promise<string>;
  /**
   * The session cookie of `token`'s session (`name` and `value`), as the app's token call leaves it in
   * the browser: a page load reads it (server/auth/sessionCookie.ts).
   */
  sessionCookie(token: string): Promise<{ name: string; value: string }>;
  /**
   * Switch Now on the quote's first switchable result (as the results page does), for a switch of
   * `kind` (gas unless told): what it stores. With `supplierId`, on that supplier's first switchable
   * result instead (null when the quote has none).
   */
  chooseTariff(token: string, switchId: string, kind?: SwitchPlanKind): Promise<ChosenSwitch>;
  chooseTariff(
    token: string,
    switchId: string,
    kind: SwitchPlanKind,
    supplierId: number,
  ): Promise<ChosenSwitch | null>;
  /**
   * Every sign-up section of a monthly direct-debit switch, then completion: the switched details. An
   * `mpan` is given for a switch with electricity.
   */
  completeSignUp(token: string, switchKey: string, meters: { mprn: string; mpan?: string }): Promise<unknown>;
}

/**
 * How long one call may take. The server answers each in milliseconds; a call that hangs fails here,
 * named, rather than leaving the test to run into its own limit with no step named.
 */
const CALL_LIMIT_MS = 20_000;

/** `fetch` with {@link CALL_LIMIT_MS}; a call that fails or times out throws naming `label`. */
async function send(label: string, url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, signal: AbortSignal.timeout(CALL_LIMIT_MS) });
  } catch (err) {
    throw new Error(`${label}: no answer (${(err as Error).message})`, { cause: err });
  }
}

/** The {@link SwitchApi} of the server at `base`. */
export function switchApi(base: string): SwitchApi {
  async function call<T>(path: string, token: string, body: unknown): Promise<T> {
    const res = await send(path, `${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`${path}: ${res.status} ${await res.text()}`);
    return (await res.json()) as T;
  }

  async function token(current?: string): Promise<string> {
    const res = await send('token', `${base}/auth/token`, {
      method: 'POST',
      headers: current ? { authorization: `Bearer ${current}` } : {},
    });
    if (!res.ok) throw new Error(`token: ${res.status} ${await res.text()}`);
    return ((await res.json()) as { token: string }).token;
  }

  async function sessionCookie(current: string): Promise<{ name: string; value: string }> {
    const res = await send('token', `${base}/auth/token`, {
      method: 'POST',
      headers: { authorization: `Bearer ${current}` },
    });
    const pair = res.headers.get('set-cookie')?.split(';')[0];
    if (!res.ok || !pair) throw new Error(`token: ${res.status} without a session cookie`);
    const eq = pair.indexOf('=');
    return { name: pair.slice(0, eq), value: pair.slice(eq + 1) };
  }

  async function chooseTariff(bearer: string, switchId: string, kind?: SwitchPlanKind): Promise<ChosenSwitch>;
  async function chooseTariff(
    bearer: string,
    switchId: string,
    kind: SwitchPlanKind,
    supplierId: number,
  ): Promise<ChosenSwitch | null>;
  async function chooseTariff(
    bearer: string,
    switchId: string,
    kind: SwitchPlanKind = GAS_SWITCH,
    supplierId?: number,
  ): Promise<ChosenSwitch | null> {
    const results = await call<{
      resultsInDetailDto: {
        resultsInDetail: { tariffId: number; supplierId: number; switchOption: string }[];
      };
    }>(API_ROUTES.results.path, bearer, { switchId });
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
    const payMethod = 'MonthlyDirectDebit';
    const switchPlan = Object.fromEntries(
      kind.fuels.map((f) => [f, { tariffId: chosen.tariffId, payMethod }]),
    );
    const { geniusSwitchKeyDto } = await call<{ geniusSwitchKeyDto: { switchKey: string } }>(
      API_ROUTES.switchKey.path,
      bearer,
      { switchId, switchType: kind.switchType, switchPlan },
    );
    return { switchKey: geniusSwitchKeyDto.switchKey, switchId, tariffId: chosen.tariffId, payMethod };
  }

  async function completeSignUp(
    bearer: string,
    switchKey: string,
    { mprn, mpan }: { mprn: string; mpan?: string },
  ): Promise<unknown> {
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
          ...(mpan ? { mpanNumber: mpan, mpanValid: 1 } : {}),
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
      await call(`/request/switch/pro/update/${section}`, bearer, { switchKey, ...body });
    const { geniusSwitchedDto } = await call<{ geniusSwitchedDto: unknown }>(
      API_ROUTES.complete.path,
      bearer,
      { switchKey, switchCompleteOption: 'None' },
    );
    return geniusSwitchedDto;
  }

  return { call, token, sessionCookie, chooseTariff, completeSignUp };
}
