import { createHash, randomBytes, randomInt } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../server/db/db.js';
import { API_ROUTES, QUOTE_ROUTES } from '../../contract/api/routes.js';

/** Sends one API call (path relative to the API base) with a bearer token; returns status and JSON. */
export type ApiCall = (
  method: 'GET' | 'POST',
  path: string,
  payload?: unknown,
) => Promise<{ statusCode: number; json(): unknown; body: string }>;

/** An {@link ApiCall} through `app.inject` with `token`. */
export const injectCall =
  (app: FastifyInstance, token: string): ApiCall =>
  (method, path, payload) =>
    app.inject({
      method,
      url: `/api${path}`,
      payload: payload as object,
      headers: { authorization: `Bearer ${token}` },
    });

/** Ready-to-complete sign-ups, one per quote (a quote completes once). */
export interface SignedUp {
  /** The template quote (priced, with results), for results benchmarks. */
  switchId: string;
  /** How many results the template quote has. */
  results: number;
  /** Switch keys of fully signed-up switches, each on its own quote. */
  keys: string[];
  /** The switch ids of those quotes, in the same order (copies of the template: nothing priced yet). */
  switchIds: string[];
}

/**
 * Makes `count` fully signed-up switches ready to complete: one dual-fuel quote at a bundled
 * address and one sign-up through the API (`call`, whose session then owns every quote), then
 * `count` copies of that quote and sign-up in SQL with fresh switch ids and keys (the database
 * keeps only key hashes, so copies cost no API calls).
 */
export async function signedUpSwitches(db: Db, call: ApiCall, count: number): Promise<SignedUp> {
  const [a] = await db.query<{ postcode: string; mpan: string; mprn: string }>(
    `SELECT a.postcode, e.mpan, g.mprn FROM addresses a
       JOIN meters e ON e.address_id = a.id AND e.fuel = 'electricity' AND e.is_domestic AND e.mpan LIKE '01%'
       JOIN meters g ON g.address_id = a.id AND g.fuel = 'gas' AND g.is_domestic AND g.mprn IS NOT NULL
      ORDER BY a.id LIMIT 1`,
  );
  const region = Number(a.mpan.slice(8, 10));
  const [t] = await db.query<{ id: number }>(
    `SELECT t.id FROM tariffs t WHERE t.is_standard AND (SELECT count(DISTINCT r.fuel) FROM tariff_rates r
       WHERE r.tariff_id = t.id AND r.region = $1 AND r.pay_method = 'monthlyDirectDebit' AND r.meter = 'standard') = 2 ORDER BY t.id LIMIT 1`,
    [region],
  );
  const must = async (what: string, res: Promise<{ statusCode: number; json(): unknown; body: string }>) => {
    const r = await res;
    if (r.statusCode !== 200) throw new Error(`sign-up set-up: ${what} answered ${r.statusCode} ${r.body}`);
    return r.json() as Record<string, never>;
  };
  const created = await must(
    'quote',
    call('POST', QUOTE_ROUTES.dualConsolidatedToDualConsolidated.path, {
      postcode: a.postcode,
      mpan: a.mpan,
      mprn: a.mprn,
      tariffId: t.id,
      currentPayMethod: 'monthlyDirectDebit',
      gasCurrentUsageEstimated: 11500,
      electricityCurrentUsageEstimated: 2700,
    }),
  );
  const switchId = (created.geniusSwitchDto as { switchId: string }).switchId;
  const results = await must('results', call('POST', API_ROUTES.results.path, { switchId }));
  const rows = (
    results.resultsInDetailDto as {
      resultsInDetail: { tariffId: number; supplierId: number; switchOption: string }[];
    }
  ).resultsInDetail;
  const chosen = rows.find((r) => r.switchOption === 'Online' && ![8, 22, 42, 49].includes(r.supplierId))!;
  const keyReply = await must(
    'key',
    call('POST', API_ROUTES.switchKey.path, {
      switchId,
      switchPlan: { electricity: { tariffId: chosen.tariffId, payMethod: 'monthlyDirectDebit' } },
    }),
  );
  const key = (keyReply.geniusSwitchKeyDto as { switchKey: string }).switchKey;
  const sections: [string, object][] = [
    [
      'personal',
      {
        titleId: 1,
        firstName: 'Ada',
        lastName: 'Lovelace',
        dateOfBirth: '1980-12-10',
        emailAddress: 'a@example.com',
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
        mprnNumber: a.mprn,
        mpanNumber: a.mpan,
        mpanValid: 1,
        switchAfterCoolingOfPeriod: false,
        suppliersTermsAndConditionsAreAccepted: true,
        neitherSmartMeterInstalled: true,
      },
    ],
    [
      'bank',
      {
        accountName: 'A Lovelace',
        sortCode: '089999',
        accountNumber: '66374958',
        preferredDirectDebitDay: 1,
        isAuthorisedToSetupDirectDebits: true,
      },
    ],
  ];
  for (const [section, body] of sections)
    await must(section, call('POST', `/request/switch/pro/update/${section}`, { switchKey: key, ...body }));

  const template = createHash('sha256').update(key).digest('hex');
  const keys = Array.from({ length: count }, () => randomBytes(32).toString('base64url'));
  const ids = new Set<string>();
  while (ids.size < count) ids.add(String(randomInt(1_000_000_000, 10_000_000_000)));
  const switchIds = [...ids];
  for (let i = 0; i < count; i += 2000) {
    const idChunk = switchIds.slice(i, i + 2000);
    const hashChunk = keys.slice(i, i + 2000).map((k) => createHash('sha256').update(k).digest('hex'));
    await db.query(
      `INSERT INTO quotes (switch_id, uuid, switch_type, input, session_id)
       SELECT id, gen_random_uuid(), q.switch_type, q.input, q.session_id
         FROM unnest($1::text[]) AS id, quotes q WHERE q.switch_id = $2
       ON CONFLICT (switch_id) DO NOTHING`,
      [idChunk, switchId],
    );
    await db.query(
      `INSERT INTO switches (key_hash, switch_id, plan, personal, address, terms, bank, bank_account_enc)
       SELECT t.h, t.id, s.plan, s.personal, s.address, s.terms, s.bank, s.bank_account_enc
         FROM unnest($1::text[], $2::text[]) AS t(h, id), switches s WHERE s.key_hash = $3`,
      [hashChunk, idChunk, template],
    );
  }
  return { switchId, results: rows.length, keys, switchIds };
}
