/**
 * Issue 39 item 6: a server that cannot work refuses to start and says which setting to fix. A bad
 * `LOG_LEVEL` or `TRUST_PROXY` used to be refused in the framework's words, naming no variable; an
 * unreachable `DATABASE_URL` printed only `connect ECONNREFUSED 127.0.0.1:1`; and a server given the
 * wrong `DATA_ENCRYPTION_KEY` started, reported ready, then answered 500 to completions.
 */
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { readConfig } from '../../../server/config.js';
import { openDb } from '../../../server/db/db.js';
import { requireOpenableData } from '../../../server/switching/keyCheck.js';
import { keyId, keyring } from '../../../server/switching/seal.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';
import { pgliteTemplate } from '../helpers/dbTemplates.js';
import { PROCESS_TEST_TIMEOUT, SERVER_START_LIMIT } from '../helpers/processTimeout.js';
import { switchedQuote } from '../switching/flow.js';

const key = () => randomBytes(32).toString('base64');

/** Runs `server/main.ts` with `env` until it exits (or says it listens, then stops it); what it printed. */
function runServer(env: NodeJS.ProcessEnv): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const read = (b: Buffer) => {
    output += b.toString();
    if (output.includes('listening on')) child.kill('SIGTERM');
  };
  child.stdout.on('data', read);
  child.stderr.on('data', read);
  const limit = setTimeout(() => child.kill('SIGKILL'), SERVER_START_LIMIT);
  return new Promise((resolve) =>
    child.on('exit', (code) => {
      clearTimeout(limit);
      resolve({ code, output });
    }),
  );
}

describe('settings the server refuses', () => {
  it('name their variable, each one', () => {
    const refused: [string, string][] = [
      ['LOG_LEVEL', 'loud'],
      ['TRUST_PROXY', 'proxy.internal'],
      ['TRUST_PROXY', '10.0.0.0/40'],
      ['PORT', '70000'],
      ['PORT', 'eighty'],
      ['HOST', 'not a host'],
      ['DATABASE_URL', 'mysql://db/energy'],
      ['DATABASE_URL', 'db.internal:5432'],
      ['DATABASE_POOL_SIZE', '0'],
      ['REDIS_URL', 'cache.internal:6379'],
      ['TOKEN_TTL_SECONDS', '0'],
      ['SESSION_HOURS', '-1'],
      ['BODY_LIMIT_BYTES', '1.5'],
      ['TLS_TERMINATED', 'maybe'],
      ['METRICS', 'sometimes'],
      ['API_BASE', 'api'],
      ['RATE_LIMIT_NEW_SESSIONS_PER_MINUTE', 'many'],
      ['RATE_LIMIT_QUOTE_PER_ADDRESS_PER_MINUTE', '-5'],
    ];
    for (const [name, value] of refused)
      expect(() => readConfig({ DATA_DIR: '/x', [name]: value }), `${name}=${value}`).toThrow(
        new RegExp(`^${name} `),
      );
    // What they accept.
    const ok = readConfig({
      DATA_DIR: '/x',
      LOG_LEVEL: 'WARN',
      TRUST_PROXY: 'loopback, 10.0.0.0/8, fd00::/8',
      HOST: '::',
      DATABASE_URL: 'postgresql://u:p@db.internal/energy',
      REDIS_URL: 'rediss://cache.internal:6380',
    });
    expect(ok.logLevel).toBe('warn');
    expect(ok.trustProxy).toEqual(['loopback', '10.0.0.0/8', 'fd00::/8']);
    // A password in a refused URL is not printed.
    expect(() => readConfig({ DATA_DIR: '/x', DATABASE_URL: 'mysql://u:hunter2@db/e' })).toThrow(
      /^DATABASE_URL must be a postgres:\/\/ or postgresql:\/\/ URL, got "mysql:\/\/u:\*\*\*@db\/e"$/,
    );
  });

  it(
    'stop the server process with the message: LOG_LEVEL, TRUST_PROXY, an unreachable DATABASE_URL',
    async () => {
      const keys = { TOKEN_SECRET: key(), DATA_ENCRYPTION_KEY: key() };
      const [level, proxy, database] = await Promise.all([
        runServer({ LOG_LEVEL: 'loud', DATABASE_URL: '' }),
        runServer({ TRUST_PROXY: 'proxy.internal', DATABASE_URL: '' }),
        runServer({ ...keys, DATABASE_URL: 'postgres://energy:hunter2@127.0.0.1:1/energy' }),
      ]);
      expect(level.code).toBe(1);
      expect(level.output).toContain(
        'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent',
      );
      expect(proxy.code).toBe(1);
      expect(proxy.output).toContain('TRUST_PROXY must be true, false, a hop count or proxy addresses');
      expect(database.code).toBe(1);
      expect(database.output).toContain(
        'The database of DATABASE_URL (postgres://energy:***@127.0.0.1:1/energy) cannot be reached: connect ECONNREFUSED 127.0.0.1:1',
      );
      expect(database.output).not.toContain('hunter2');
    },
    PROCESS_TEST_TIMEOUT,
  );
});

describe('a server whose data keys cannot open the stored sign-ups', () => {
  const dir = mkdtempSync(join(tmpdir(), 'start-keys-'));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it(
    'refuses to start, naming the key id it lacks (and the check passes once that key is an old key)',
    async () => {
      // A sign-up sealed under K1 in an embedded database, as a server with K1 wrote it.
      const k1 = randomBytes(32);
      const k2 = randomBytes(32);
      const db = await openDb({ dir: join(dir, 'db'), from: await pgliteTemplate('seeded') });
      try {
        const secrets = { tokenKey: randomBytes(32), dataKey: k1 };
        const app = await buildTestApp(db, {}, secrets);
        const token = await getToken(app);
        await switchedQuote({
          db,
          app,
          token,
          secrets,
          call: (o) => callApi(app, token, o),
          close: async () => undefined,
        });
        await app.close();
        // The check the start runs: K2 alone cannot open it; K2 with K1 as an old key can.
        await expect(requireOpenableData(db, keyring(k2))).rejects.toThrow(`data key ${keyId(k1)}`);
        await expect(requireOpenableData(db, keyring(k2, [k1]))).resolves.toBeUndefined();
      } finally {
        await db.close();
      }

      const wrong = await runServer({
        DATA_DIR: dir,
        DATABASE_URL: '',
        DATA_ENCRYPTION_KEY: k2.toString('base64'),
      });
      expect(wrong.code).toBe(1);
      expect(wrong.output).toContain(
        `The stored personal data cannot be opened with DATA_ENCRYPTION_KEY (data key ${keyId(k2)}) and DATA_ENCRYPTION_OLD_KEYS: data key ${keyId(k1)} is not configured.`,
      );
      expect(wrong.output).not.toContain('listening on');
    },
    PROCESS_TEST_TIMEOUT,
  );
});
