import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../../server/auth/token.js';
import { testDbTargets } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { dualQuote, keyFor } from '../switching/flow.js';
import { API_ROUTES, ROOT_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 1: a switchId opens results, details and switch keys only for the session that quoted. */
describe.each(testDbTargets())('a switchId is not a key, on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  const bySwitchId = (switchId: string, tariffId: number) =>
    [
      [API_ROUTES.results.path, { switchId }],
      [API_ROUTES.ppp.path, { switchId, tariffId }],
      [API_ROUTES.til.path, { switchId, tariffId }],
      [
        API_ROUTES.switchKey.path,
        {
          switchId,
          switchPlan: {
            electricity: { tariffId, payMethod: 'MonthlyDirectDebit' },
            gas: { tariffId, payMethod: 'MonthlyDirectDebit' },
          },
        },
      ],
    ] as const;

  it("another session's token with a valid switchId gets the same 404 as an unknown id", async () => {
    const q = await dualQuote(s);
    const other = await getToken(s.app);
    for (const [url, payload] of bySwitchId(q.switchId, q.tariff.tariffId)) {
      const own = await s.call({ method: 'POST', url, payload });
      expect(own.statusCode, url).toBe(200);
      const theirs = await callApi(s.app, other, { method: 'POST', url, payload });
      const unknown = await callApi(s.app, other, {
        method: 'POST',
        url,
        payload: { ...payload, switchId: '1000000000' },
      });
      expect(theirs.statusCode, url).toBe(404);
      expect(theirs.json(), url).toEqual(unknown.json());
    }
  });

  it('a token refreshed by presenting the current one keeps its session', async () => {
    const q = await dualQuote(s);
    const refreshed = await s.app.inject({
      method: 'POST',
      url: ROOT_ROUTES.token.path,
      headers: { authorization: `Bearer ${s.token}` },
    });
    expect(refreshed.statusCode).toBe(200);
    const next = refreshed.json().token as string;
    expect(next).not.toBe(s.token);
    const results = await callApi(s.app, next, {
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId: q.switchId },
    });
    expect(results.statusCode).toBe(200);
    // A refresh of the refreshed token is still the same session.
    const again = (
      await s.app.inject({
        method: 'POST',
        url: ROOT_ROUTES.token.path,
        headers: { authorization: `Bearer ${next}` },
      })
    ).json().token as string;
    expect(
      await keyFor({ ...s, call: (o) => callApi(s.app, again, o) }, q.switchId, q.tariff.tariffId),
    ).toBeTruthy();
  });

  it('an expired token of a session younger than a day still refreshes into that session', async () => {
    const tokenKey = randomBytes(32);
    const app = await buildTestApp(s.db, {}, { tokenKey, dataKey: randomBytes(32) });
    try {
      const now = Date.now();
      const hour = 3600_000;
      const session = { sid: 'S'.repeat(22), sat: Math.floor((now - 2 * hour) / 1000) };
      const live = issueToken(tokenKey, 60, now, session).token;
      const q = await dualQuote({ ...s, app, call: (o) => callApi(app, live, o) });
      const refresh = async (presented: string) =>
        (
          await app.inject({
            method: 'POST',
            url: ROOT_ROUTES.token.path,
            headers: { authorization: `Bearer ${presented}` },
          })
        ).json().token as string;
      const results = async (token: string) =>
        (
          await callApi(app, token, {
            method: 'POST',
            url: API_ROUTES.results.path,
            payload: { switchId: q.switchId },
          })
        ).statusCode;
      const expired = issueToken(tokenKey, 60, now - hour, session).token;
      expect(await results(expired)).toBe(401);
      expect(await results(await refresh(expired))).toBe(200);
      // A session older than SESSION_HOURS (24) is not carried on: the refresh starts a new one.
      const stale = issueToken(tokenKey, 60, now - hour, {
        ...session,
        sat: Math.floor((now - 25 * hour) / 1000),
      });
      expect(await results(await refresh(stale.token))).toBe(404);
    } finally {
      await app.close();
    }
  });

  it('a forged token presented at /auth/token starts a new session instead of joining one', async () => {
    const q = await dualQuote(s);
    const forged = `${s.token.slice(0, -4)}AAAA`;
    const res = await s.app.inject({
      method: 'POST',
      url: ROOT_ROUTES.token.path,
      headers: { authorization: `Bearer ${forged}` },
    });
    expect(res.statusCode).toBe(200);
    const results = await callApi(s.app, res.json().token, {
      method: 'POST',
      url: API_ROUTES.results.path,
      payload: { switchId: q.switchId },
    });
    expect(results.statusCode).toBe(404);
  });
});
