import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxFailureEmail, type SandboxFailureStep } from '../../../server/switching/sandboxFailures.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { ADDRESS, BANK, PERSONAL, TERMS, complete, dualQuote, keyFor } from './flow.js';

/**
 * Failure on purpose (docs/api.md "Sandbox behaviours"): a customer email `fail-<step>@sandbox.invalid`
 * makes the supplier refuse that step with a 500, and only that step; nothing of it is stored.
 */
describe.each(testDbTargets())('sandbox failures chosen by email on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  /** Runs the sign-up in order with the email of `step`: every call's status, by step. */
  async function run(step: SandboxFailureStep | null) {
    // A quote of its own: a quote switches once.
    const q = await dualQuote(s);
    const key = await keyFor(s, q.switchId, q.tariff.tariffId);
    const email = step ? sandboxFailureEmail(step).toUpperCase() : PERSONAL.emailAddress;
    const post = (url: string, body: object) =>
      s.call({ method: 'POST', url: `/request/${url}`, payload: { switchKey: key, ...body } });
    const statuses: Record<string, number> = {};
    const results = [
      ['personal', () => post('switch/pro/update/personal', { ...PERSONAL, emailAddress: email })],
      ['address', () => post('switch/pro/update/address', ADDRESS)],
      [
        'terms',
        () => post('switch/pro/update/terms-and-conditions', TERMS(q.address.mpan!, q.address.mprn!)),
      ],
      ['verify', () => post('bank/is-valid', { sortCode: BANK.sortCode, accountNumber: BANK.accountNumber })],
      ['bank', () => post('switch/pro/update/bank', BANK)],
      ['complete', () => complete(s, key)],
    ] as const;
    let failure: { status: number; body: { message: string } } | null = null;
    for (const [name, call] of results) {
      const res = await call();
      statuses[name] = res.statusCode;
      if (res.statusCode === 500) failure = { status: 500, body: res.json() };
    }
    return { statuses, failure };
  }

  it.each(['personal', 'address', 'terms', 'verify', 'bank'] as const)(
    'fail-%s@sandbox.invalid: that step answers 500, the others 200',
    async (step) => {
      const { statuses, failure } = await run(step);
      const expected = { personal: 200, address: 200, terms: 200, verify: 200, bank: 200, complete: 200 };
      expected[step] = 500;
      // A step that failed was not stored, so completing is refused as incomplete (409).
      if (step !== 'verify') expected.complete = 409;
      // Without a stored email the later steps cannot fail on purpose.
      expect(statuses).toEqual(expected);
      expect(failure!.body.message).toContain(`${step} fails on purpose`);
    },
  );

  it('fail-complete@sandbox.invalid: every section is saved, completing answers 500', async () => {
    const { statuses, failure } = await run('complete');
    expect(statuses).toEqual({
      personal: 200,
      address: 200,
      terms: 200,
      verify: 200,
      bank: 200,
      complete: 500,
    });
    expect(failure!.body).toMatchObject({ statusCode: 500, message: expect.stringContaining('complete') });
  });

  it('an ordinary email switches', async () => {
    const { statuses } = await run(null);
    expect(statuses.complete).toBe(200);
  });
});
