import Fastify, { type FastifyInstance } from 'fastify';
import type { AppDeps } from './http/deps.js';
import { installValidators } from './http/validation.js';
import { frameworkErrors, installErrorHandler } from './http/errors.js';
import { installRateLimits } from './http/rate-limit.js';
import { memoryStore } from './http/rate-store.js';
import { sharedRateStore } from './http/rate-redis.js';
import { proxyTrust, requestIdOf } from './http/proxy.js';
import { installSecurity, noStore } from './http/security.js';
import { recordRoutes } from './http/routeList.js';
import { installCompression } from './web/compression.js';
import { registerTokenRoute, requireToken, tokenLifetimes } from './auth/plugin.js';
import { registerApiRoutes } from './routes/index.js';
import { registerSandboxRoutes } from './carbon/sandbox.js';
import { registerAffiliatePixel } from './affiliate/pixel.js';
import { registerSupplierLogoRoute } from './web/supplierLogos.js';
import { installMetrics, type Metrics } from './ops/metrics.js';
import { registerOperatorRoutes } from './ops/routes.js';
import { dataKeyring } from './secrets.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus metrics (server/ops/metrics.ts), for routes that count business events. */
    metrics: Metrics;
  }
}

export type { AppDeps } from './http/deps.js';

/**
 * Builds the Fastify app: security headers and CSP, validation policy, one error handler, rate
 * limits per kind of call, reply compression, `POST /auth/token` and the operator's `GET /health`,
 * `GET /ready` and `GET /metrics` (server/ops/routes.ts) at the root,
 * every API route under `config.apiBase` behind a bearer token (replies `no-store`), the sandbox
 * checkout and affiliate pixel under `/sandbox`, and the web app when `deps.web` is given.
 */
export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, db, secrets } = deps;
  const trust = proxyTrust(config.trustProxy);
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
    frameworkErrors,
    // Whose address the rate limits see behind a proxy (TRUST_PROXY; off: the socket's).
    trustProxy: trust,
    // The trusted proxy's X-Request-Id, else a random one: ids the proxy's log can be joined to.
    genReqId: requestIdOf(trust),
    // At close, connections with no request in flight are closed at once, and the others once their
    // reply is sent (server/ops/lifecycle.ts), so a proxy's kept-alive connections cannot hold a shutdown up.
    forceCloseConnections: 'idle',
  });
  app.addHook('onRequest', async (req, reply) => {
    reply.header('x-request-id', req.id);
  });
  recordRoutes(app);
  const metrics = installMetrics(app, db);
  app.decorate('metrics', metrics);
  // The API takes JSON only: without Fastify's default text/plain parser, any other body is a 415.
  app.removeContentTypeParser('text/plain');
  installValidators(app);
  installErrorHandler(app);
  await installSecurity(app, { tlsTerminated: config.tlsTerminated });
  // Several servers share one Redis, so their counts are shared too (server/http/rate-redis.ts).
  const sharedStore = config.redisUrl ? await sharedRateStore(app, config.redisUrl, metrics) : null;
  await installRateLimits(app, {
    limits: config.rateLimits,
    apiBase: config.apiBase,
    store: sharedStore ?? memoryStore(),
    tokenKey: secrets.tokenKey,
    sessionSeconds: config.sessionSeconds,
    onRefused: (bucket) => metrics.rateLimitRefusals.inc({ bucket }),
  });
  await installCompression(app);

  await app.register(async (root) => {
    noStore(root);
    registerTokenRoute(root, secrets.tokenKey, tokenLifetimes(config));
  });
  registerOperatorRoutes(app, {
    db,
    metrics,
    metricsEnabled: config.metricsEnabled,
    keyring: dataKeyring(secrets),
    redisUp: sharedStore ? () => sharedStore.primaryUp() : undefined,
  });

  await app.register(
    async (api) => {
      noStore(api);
      requireToken(api, secrets.tokenKey);
      await registerApiRoutes(api, deps);
    },
    { prefix: config.apiBase },
  );

  // Stand-ins for the outside services the app talks to: the payment provider's checkout page and
  // the affiliate tracking pixel. Root level and without a token: the browser navigates to them.
  await registerSandboxRoutes(app, deps);
  registerAffiliatePixel(app, deps);
  // Supplier logos: root level and without a token, since the browser loads them as images.
  registerSupplierLogoRoute(app, db);

  if (deps.web) await deps.web(app);
  return app;
}
