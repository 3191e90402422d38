/**
 * Operator tools for the switch store (`npm run switches -- <command>`), on the database the server
 * uses (DATABASE_URL, else the embedded one in DATA_DIR/db: stop the server first, an embedded
 * database belongs to one process):
 *
 *   purge --older-than 90d [--dry-run]   deletes every quote, switch, carbon offset order and
 *                                        tracking record older than the age (d days, h hours)
 *   show <switchId>                      prints a completed or open sign-up with its personal and
 *                                        bank details opened (DATA_ENCRYPTION_KEY), for the hand-over
 *                                        to the supplier; the account number stays masked
 *   reseal [--dry-run]                   seals every personal value that is not under the newest data
 *                                        key again with it (after a key rotation; the server may run)
 *   tracking [--since 1d] [--switch <switchId>] [--limit 100] [--json]
 *                                        lists stored tracking records (page views, actions, the
 *                                        affiliate pixel's conversions), newest first
 */
import { join } from 'node:path';
import { readConfig } from '../server/config.js';
import { openDb, type Db } from '../server/db/db.js';
import { migrate } from '../server/db/migrate.js';
import { dataKeyring, loadSecrets } from '../server/secrets.js';
import { resealOldRows } from '../server/switching/reseal.js';
import { parseAge, purgeOlderThan } from '../server/switching/purge.js';
import { formatTrackRecord, listTrackRecords } from '../server/tracking/records.js';
import { sealer } from '../server/switching/seal.js';
import { openRecord } from '../server/switching/store.js';

/** The usage line, printed for an unknown command. */
const USAGE =
  'usage: npm run switches -- purge --older-than 90d [--dry-run] | show <switchId> | reseal [--dry-run] | tracking [--since 1d] [--switch <switchId>] [--limit 100] [--json]';

/** A command line, read and checked before any database is opened. */
type Command =
  | { name: 'purge'; cutoff: Date; dry: boolean }
  | { name: 'show'; switchId: string }
  | { name: 'reseal'; dry: boolean }
  | { name: 'tracking'; since?: Date; switchId?: string; limit?: number; json: boolean };

/**
 * Reads the command line, throwing the message to print when it is wrong: a mistyped command is told
 * at once, without opening (or creating and migrating) a database it would never use.
 */
function parseCommand(args: string[], now = Date.now()): Command {
  const [command, ...rest] = args;
  const option = (name: string) => {
    const at = rest.indexOf(name);
    return at >= 0 ? rest[at + 1] : undefined;
  };
  if (command === 'purge') {
    const age = option('--older-than');
    if (!age) throw new Error('purge needs --older-than <age>, e.g. --older-than 90d');
    return { name: 'purge', cutoff: new Date(now - parseAge(age)), dry: rest.includes('--dry-run') };
  }
  if (command === 'show' && rest[0]) return { name: 'show', switchId: rest[0] };
  if (command === 'reseal') return { name: 'reseal', dry: rest.includes('--dry-run') };
  if (command === 'tracking') {
    const since = option('--since');
    const limit = option('--limit');
    if (limit !== undefined && !/^\d+$/.test(limit)) throw new Error('--limit must be a whole number');
    return {
      name: 'tracking',
      since: since ? new Date(now - parseAge(since)) : undefined,
      switchId: option('--switch'),
      limit: limit ? Number(limit) : undefined,
      json: rest.includes('--json'),
    };
  }
  throw new Error(USAGE);
}

async function run(db: Db, command: Command, dataDir: string): Promise<void> {
  switch (command.name) {
    case 'purge': {
      const { cutoff, dry } = command;
      const n = await purgeOlderThan(db, cutoff, dry);
      console.log(
        `${dry ? 'would delete' : 'deleted'} ${n.quotes} quotes, ${n.switches} switches, ${n.carbonOrders} carbon offset orders, ${n.trackRecords} tracking records from before ${cutoff.toISOString()}`,
      );
      return;
    }
    case 'show': {
      const seal = sealer(dataKeyring(loadSecrets(dataDir)));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT s.id::text AS id, s.created_at, s.completed_at, s.plan, s.personal, s.address, s.terms, s.bank, s.switched
           FROM switches s WHERE s.switch_id = $1 ORDER BY s.id`,
        [command.switchId],
      );
      if (!rows.length) throw new Error(`No sign-up for switch id ${command.switchId}`);
      const opened = rows.map((r) => ({
        ...r,
        ...Object.fromEntries(
          ['plan', 'personal', 'address', 'terms', 'bank', 'switched'].map((k) => [
            k,
            openRecord(seal, r[k]),
          ]),
        ),
      }));
      console.log(JSON.stringify(opened, null, 2));
      return;
    }
    case 'reseal': {
      const n = await resealOldRows(db, dataKeyring(loadSecrets(dataDir)), command.dry);
      console.log(`${command.dry ? 'would re-seal' : 're-sealed'} ${n.values} values in ${n.rows} sign-ups`);
      return;
    }
    case 'tracking': {
      const { since, switchId, limit } = command;
      const records = await listTrackRecords(db, { since, switchId, limit });
      if (command.json) console.log(JSON.stringify(records, null, 2));
      else {
        for (const r of records) console.log(formatTrackRecord(r));
        console.log(`${records.length} tracking record(s)`);
      }
    }
  }
}

async function main(args: string[]): Promise<void> {
  const command = parseCommand(args);
  const config = readConfig();
  const db = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: join(config.dataDir, 'db') },
  );
  try {
    await migrate(db);
    await run(db, command, config.dataDir);
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
