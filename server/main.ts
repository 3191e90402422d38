import { readConfig } from './config.js';
import { dataKeyring, loadSecrets } from './secrets.js';
import { migrate } from './db/migrate.js';
import { buildApp } from './app.js';
import { openConfiguredDb, prepareDatabase } from './startup.js';
import { requireOpenableData } from './switching/keyCheck.js';
import { listenOrExplain, stopOnSignals } from './ops/lifecycle.js';

/**
 * Starts the product: one Node process that migrates and seeds the database (embedded PGlite in
 * `data/db`, or PostgreSQL at `DATABASE_URL`), checks that its data keys open the stored sign-ups,
 * then serves the API and the built app on 127.0.0.1. Every refusal to start names the setting at
 * fault.
 */
async function main(): Promise<void> {
  const config = readConfig();
  const secrets = loadSecrets(config.dataDir);
  const db = await openConfiguredDb(config);
  try {
    await migrate(db);
    await prepareDatabase(db);
    await requireOpenableData(db, dataKeyring(secrets));
  } catch (err) {
    await db.close();
    throw err;
  }
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
  stopOnSignals(app, db);

  const port = await listenOrExplain(app, config);
  app.log.info(
    `listening on http://${config.host}:${port} (database: ${db.kind}, API base: ${config.apiBase}, Node ${process.version})`,
  );
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
