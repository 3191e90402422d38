import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';

/**
 * How often a closing server closes connections that have gone idle. Node closes the idle ones once,
 * when the server closes; a connection whose request was in flight then stays open after its reply
 * until the client drops it, and a proxy keeps its upstream connections for a minute or more (nginx's
 * `keepalive`: a SIGTERM'd server took 15 to 45 s to exit, issue 39).
 */
const IDLE_SWEEP_MS = 100;
/** Past this, a shutdown closes every connection, busy or not. */
const SHUTDOWN_GRACE_MS = 8000;
/** Past this, the process exits whatever is still open (the database's close included): within 10 s. */
const SHUTDOWN_LIMIT_MS = 9500;

/**
 * On SIGTERM or SIGINT: `/ready` answers 503 at once and no connection is taken, the requests in
 * flight finish (each connection is closed once its reply is sent), then the database closes and the
 * process exits 0. A request still running after {@link SHUTDOWN_GRACE_MS} has its connection cut,
 * and a close that has not ended by {@link SHUTDOWN_LIMIT_MS} ends with exit code 1.
 */
export function stopOnSignals(app: FastifyInstance, db: Db): void {
  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const sweep = setInterval(() => app.server.closeIdleConnections(), IDLE_SWEEP_MS);
    const cut = setTimeout(() => {
      app.log.warn(
        `requests still running ${SHUTDOWN_GRACE_MS / 1000} s after ${signal}: closing their connections`,
      );
      app.server.closeAllConnections();
    }, SHUTDOWN_GRACE_MS);
    setTimeout(() => {
      app.log.error(`not closed ${SHUTDOWN_LIMIT_MS / 1000} s after ${signal}: exiting`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    try {
      await app.close();
      await db.close();
    } catch (err) {
      app.log.error({ err }, 'shutdown failed');
      process.exit(1);
    } finally {
      clearInterval(sweep);
      clearTimeout(cut);
    }
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

/**
 * Listens on `HOST`:`PORT` and returns the port; a listen that fails names the setting at fault (a
 * port in use or not allowed, an address this machine does not have).
 */
export async function listenOrExplain(app: FastifyInstance, config: ServerConfig): Promise<number> {
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    const code = (err as NodeJS.ErrnoException).code;
    const setting =
      code === 'EADDRINUSE' || code === 'EACCES'
        ? `PORT ${config.port} on HOST ${config.host}`
        : `HOST ${config.host}`;
    throw new Error(`Cannot listen on ${setting}: ${(err as Error).message}`, { cause: err });
  }
  const address = app.server.address();
  return typeof address === 'object' && address ? address.port : config.port;
}
