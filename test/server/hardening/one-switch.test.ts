import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { complete as completeOf, dualQuote, fillSignUp, keyFor } from '../switching/flow.js';
import { API_ROUTES } from '../../../contract/api/routes.js';

/** Issue 11 Fix 2: one quote, one switch, whichever key completes it and however often. */
describe.each(testDbTargets())('one switch per quote, on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());
  const complete = (switchKey: string) => completeOf(s, switchKey);

  const completedOf = async (switchId: string) =>
    (
      await s.db.query<{ n: number }>(
        'SELECT count(*)::int AS n FROM switches WHERE switch_id = $1 AND completed_at IS NOT NULL',
        [switchId],
      )
    )[0].n;

  it('ten keys for one quote complete into one switch: later keys answer with the first result', async () => {
    const q = await dualQuote(s);
    const keys: string[] = [];
    for (let i = 0; i < 10; i++) keys.push(await keyFor(s, q.switchId, q.tariff.tariffId));
    for (const key of keys) await fillSignUp(s, key, q.address.mpan!, q.address.mprn!);
    const replies = [];
    for (const key of keys) {
      const res = await complete(key);
      expect(res.statusCode, res.body).toBe(200);
      replies.push(res.json().geniusSwitchedDto);
    }
    for (const r of replies) expect(r).toEqual(replies[0]);
    expect(await completedOf(q.switchId)).toBe(1);
  });

  it('concurrent completions through different keys give one order', async () => {
    const q = await dualQuote(s);
    const keys: string[] = [];
    for (let i = 0; i < 6; i++) keys.push(await keyFor(s, q.switchId, q.tariff.tariffId));
    for (const key of keys) await fillSignUp(s, key, q.address.mpan!, q.address.mprn!);
    const replies = await Promise.all(keys.flatMap((k) => [complete(k), complete(k)]));
    for (const r of replies) expect(r.statusCode, r.body).toBe(200);
    expect(new Set(replies.map((r) => r.json().geniusSwitchedDto.uuid)).size).toBe(1);
    expect(await completedOf(q.switchId)).toBe(1);
  });

  it('a key asked for after the quote completed is refused with the already-switched answer', async () => {
    const q = await dualQuote(s);
    const key = await keyFor(s, q.switchId, q.tariff.tariffId);
    await fillSignUp(s, key, q.address.mpan!, q.address.mprn!);
    expect((await complete(key)).statusCode).toBe(200);
    const later = await s.call({
      method: 'POST',
      url: API_ROUTES.switchKey.path,
      payload: {
        switchId: q.switchId,
        switchPlan: { electricity: { tariffId: q.tariff.tariffId, payMethod: 'MonthlyDirectDebit' } },
      },
    });
    expect(later.statusCode).toBe(409);
    expect(later.json()).toMatchObject({ statusCode: 409, message: expect.stringMatching(/already/) });
    const already = await s.call({
      method: 'POST',
      url: API_ROUTES.alreadySwitched.path,
      payload: { switchId: q.switchId },
    });
    expect(already.json()).toBe(true);
    expect(await completedOf(q.switchId)).toBe(1);
  });
});
