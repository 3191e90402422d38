import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import { buildApp } from '../../../server/app.js';
import { readConfig } from '../../../server/config.js';
import type { Db } from '../../../server/db/db.js';
import type { Secrets } from '../../../server/secrets.js';
import { ROOT_ROUTES } from '../../../contract/api/routes.js';

/** A server built on `db` for `inject` tests, with fresh keys (unless given) and no rate limit or logging. */
export async function buildTestApp(
  db: Db,
  env: NodeJS.ProcessEnv = {},
  secrets: Secrets = { tokenKey: randomBytes(32), dataKey: randomBytes(32) },
): Promise<FastifyInstance> {
  const config = readConfig({ DATA_DIR: '/nonexistent', RATE_LIMIT_PER_MINUTE: '0', ...env });
  return buildApp({ config, db, secrets });
}

/** Gets a bearer token from `POST /auth/token`. */
export async function getToken(app: FastifyInstance): Promise<string> {
  const res = await app.inject({ method: 'POST', url: ROOT_ROUTES.token.path });
  if (res.statusCode !== 200) throw new Error(`token call answered ${res.statusCode}`);
  return res.json<{ token: string }>().token;
}

/** Sends an authorised request to the API base (`/api` unless given). */
export async function callApi(
  app: FastifyInstance,
  token: string,
  opts: InjectOptions & { url: string },
  apiBase = '/api',
) {
  return app.inject({
    ...opts,
    url: `${apiBase}${opts.url}`,
    headers: { authorization: `Bearer ${token}`, ...opts.headers },
  });
}

/** The session id a token names (its `sid` claim, read without checking the signature). */
export function sidOf(token: string): string {
  return (JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString('utf8')) as { sid: string }).sid;
}
