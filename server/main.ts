import { join } from 'node:path';
import { readConfig } from './config.js';
import { loadSecrets } from './secrets.js';
import { openDb } from './db/db.js';
import { migrate } from './db/migrate.js';
import { buildApp } from './app.js';
import { prepareDatabase } from './startup.js';

/**
 * Starts the product: one Node process that migrates and seeds the database (embedded PGlite in
 * `data/db`, or PostgreSQL at `DATABASE_URL`), then serves the API and the built app on 127.0.0.1.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const secrets = loadSecrets(config.dataDir);
  const db = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: join(config.dataDir, 'db') },
  );
  await migrate(db);
  await prepareDatabase(db);
  const { registerWebApp } = await import('./web/static.js');
  const { sessionNeeds } = await import('./web/pageGuard.js');
  const { sessionPageData } = await import('./web/pageData.js');
  const needsOf = sessionNeeds(db, secrets.tokenKey, config.sessionSeconds);
  const pageDataOf = sessionPageData(db, secrets, config.sessionSeconds);
  const { pageTokenIssuer } = await import('./auth/pageToken.js');
  const { tokenLifetimes } = await import('./auth/plugin.js');
  const app = await buildApp({
    config,
    db,
    secrets,
    logger: true,
    web: (a) =>
      registerWebApp(a, {
        distDir: config.distDir,
        env: process.env,
        needsOf,
        pageDataOf,
        pageToken: pageTokenIssuer(secrets.tokenKey, tokenLifetimes(config)),
      }),
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    // Stop accepting connections, let in-flight requests finish, then close the database.
    await app.close();
    await db.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    `listening on http://${config.host}:${port} (database: ${db.kind}, API base: ${config.apiBase}, Node ${process.version})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
