import type { FastifyInstance } from 'fastify';
import type { ServerConfig } from '../config.js';
import type { Db } from '../db/db.js';
import type { Secrets } from '../secrets.js';

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
