import Fastify, { type FastifyInstance } from 'fastify';
import type { Db } from './db/db.js';
import type { ServerConfig } from './config.js';
import type { Secrets } from './secrets.js';
import { installValidators } from './http/validation.js';
import { installErrorHandler } from './http/errors.js';
import { installSecurity } from './http/security.js';
import { installCompression } from './web/compression.js';
import { registerTokenRoute, requireToken } from './auth/plugin.js';
import { registerApiRoutes } from './routes/index.js';
import { registerSandboxRoutes } from './carbon/sandbox.js';
import { registerAffiliatePixel } from './affiliate/pixel.js';

/** What the server's routes are given: no globals, so tests build an app on any database. */
export interface AppDeps {
  config: ServerConfig;
  db: Db;
  secrets: Secrets;
  /** Serves the built web app; omitted in API-only tests. */
  web?: (app: FastifyInstance) => Promise<void>;
  /** Turns request logging on (off in tests); a stream captures the log lines (tests of what is logged). */
  logger?: boolean | { stream: NodeJS.WritableStream };
}

/**
 * Builds the Fastify app: security headers and CSP, validation policy, one error handler, reply
 * compression, `POST /auth/token` and `GET /health` at the root, every API route under
 * `config.apiBase` behind a bearer token, the sandbox checkout and affiliate pixel under
 * `/sandbox`, and the web app when `deps.web` is given.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, secrets } = deps;
  const app = Fastify({
    bodyLimit: config.bodyLimitBytes,
    // Logs carry method, path and status only: never query strings or bodies, which can hold
    // postcodes, meter numbers, names or bank details.
    logger: deps.logger
      ? {
          level: config.logLevel,
          ...(typeof deps.logger === 'object' ? { stream: deps.logger.stream } : {}),
          serializers: {
            req: (req) => ({ method: req.method, url: String(req.url).split('?')[0] }),
            res: (res) => ({ statusCode: res.statusCode }),
          },
        }
      : false,
    ajv: { customOptions: { removeAdditional: true } },
  });
  installValidators(app);
  installErrorHandler(app);
  await installSecurity(app, config.rateLimitPerMinute);
  await installCompression(app);

  registerTokenRoute(app, secrets.tokenKey, config.tokenTtlSeconds);
  app.get(
    '/health',
    {
      schema: {
        response: {
          200: { type: 'object', properties: { status: { type: 'string' }, database: { type: 'string' } } },
        },
      },
    },
    async () => {
      await db.query('SELECT 1');
      return { status: 'ok', database: db.kind };
    },
  );

  await app.register(
    async (api) => {
      requireToken(api, secrets.tokenKey);
      await registerApiRoutes(api, deps);
    },
    { prefix: config.apiBase },
  );

  // Stand-ins for the outside services the app talks to: the payment provider's checkout page and
  // the affiliate tracking pixel. Root level and without a token: the browser navigates to them.
  await registerSandboxRoutes(app, deps);
  registerAffiliatePixel(app, deps);

  if (deps.web) await deps.web(app);
  return app;
}
