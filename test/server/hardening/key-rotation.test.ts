import { randomBytes } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadSecrets } from '../../../server/secrets.js';
import { keyId, keyring, openText } from '../../../server/switching/seal.js';
import { resealOldRows } from '../../../server/switching/reseal.js';
import { buildTestApp, callApi } from '../helpers/app.js';
import { testDbTargets } from '../helpers/db.js';
import { openSeeded, type Seeded } from '../routes/seeded.js';
import { switchedQuote } from '../switching/flow.js';

const key = () => randomBytes(32).toString('base64');
const URL_ONLY = { DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' };

describe('keys a shared database needs', () => {
  it('refuses to load without TOKEN_SECRET and DATA_ENCRYPTION_KEY when DATABASE_URL is set, naming them', () => {
    expect(() => loadSecrets('/nonexistent', URL_ONLY)).toThrow(
      /TOKEN_SECRET and DATA_ENCRYPTION_KEY must be set/,
    );
    expect(() => loadSecrets('/nonexistent', { ...URL_ONLY, TOKEN_SECRET: key() })).toThrow(
      /so DATA_ENCRYPTION_KEY must be set/,
    );
    expect(() => loadSecrets('/nonexistent', { ...URL_ONLY, DATA_ENCRYPTION_KEY: key() })).toThrow(
      /so TOKEN_SECRET must be set/,
    );
    const both = loadSecrets('/nonexistent', {
      ...URL_ONLY,
      TOKEN_SECRET: key(),
      DATA_ENCRYPTION_KEY: key(),
    });
    expect(both.dataKey).toHaveLength(32);
  });

  it('the server process exits with the message before touching the database', () => {
    const env: NodeJS.ProcessEnv = { ...process.env, ...URL_ONLY, PORT: '0' };
    delete env.TOKEN_SECRET;
    delete env.DATA_ENCRYPTION_KEY;
    delete env.BANK_ENCRYPTION_KEY;
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env,
      encoding: 'utf8',
      timeout: 30_000,
    });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('TOKEN_SECRET and DATA_ENCRYPTION_KEY must be set');
  });
});

describe.each(testDbTargets())('rotating the data key, on $name', (target) => {
  let s: Seeded;
  beforeAll(async () => {
    s = await openSeeded(target);
  }, 60_000);
  afterAll(async () => s.close());

  it('old rows open under the new key ring, new writes use the newest key, reseal moves the rest', async () => {
    const oldKey = s.secrets.dataKey;
    const { switched } = await switchedQuote(s);
    const newKey = randomBytes(32);
    const rotated = await buildTestApp(s.db, {}, { ...s.secrets, dataKey: newKey, oldDataKeys: [oldKey] });
    try {
      // A sign-up sealed before the rotation still reads back on a server holding the new ring.
      const carbon = await callApi(rotated, s.token, {
        method: 'POST',
        url: `/request/clevel/customer/carbonoffset?uuid=${switched.uuid}`,
        payload: {},
      });
      expect(carbon.statusCode, carbon.body).toBe(200);
      expect(carbon.json()).toMatchObject({ firstName: 'Ada', lastName: 'Lovelace' });
    } finally {
      await rotated.close();
    }
    const ring = keyring(newKey, [oldKey]);
    const before = await resealOldRows(s.db, ring, true);
    expect(before.values).toBeGreaterThanOrEqual(5);
    const done = await resealOldRows(s.db, ring);
    expect(done).toEqual(before);
    expect(await resealOldRows(s.db, ring)).toEqual({ rows: 0, values: 0 });

    const rows = await s.db.query<{ personal: unknown; bank_account_enc: string }>(
      `SELECT personal, bank_account_enc FROM switches WHERE bank_account_enc IS NOT NULL`,
    );
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const personal = (typeof row.personal === 'string' ? JSON.parse(row.personal) : row.personal) as {
        sealed: string;
      };
      expect(personal.sealed.startsWith(`v2.${keyId(newKey)}.`)).toBe(true);
      // The new key alone opens what was re-sealed; the old key no longer does.
      expect(JSON.parse(openText(newKey, personal.sealed))).toHaveProperty('firstName');
      expect(() => openText(oldKey, personal.sealed)).toThrow(/not configured/);
      expect(openText(newKey, row.bank_account_enc)).toMatch(/^\d{8}$/);
    }
  });
});
