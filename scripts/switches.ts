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
import { openDb } from '../server/db/db.js';
import { migrate } from '../server/db/migrate.js';
import { dataKeyring, loadSecrets } from '../server/secrets.js';
import { resealOldRows } from '../server/switching/reseal.js';
import { parseAge, purgeOlderThan } from '../server/switching/purge.js';
import { formatTrackRecord, listTrackRecords } from '../server/tracking/records.js';
import { sealer } from '../server/switching/seal.js';
import { openRecord } from '../server/switching/store.js';

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const config = readConfig();
  const db = await openDb(
    config.databaseUrl ? { url: config.databaseUrl } : { dir: join(config.dataDir, 'db') },
  );
  try {
    await migrate(db);
    if (command === 'purge') {
      const at = rest.indexOf('--older-than');
      if (at < 0 || !rest[at + 1]) throw new Error('purge needs --older-than <age>, e.g. --older-than 90d');
      const cutoff = new Date(Date.now() - parseAge(rest[at + 1]));
      const dry = rest.includes('--dry-run');
      const n = await purgeOlderThan(db, cutoff, dry);
      console.log(
        `${dry ? 'would delete' : 'deleted'} ${n.quotes} quotes, ${n.switches} switches, ${n.carbonOrders} carbon offset orders, ${n.trackRecords} tracking records from before ${cutoff.toISOString()}`,
      );
    } else if (command === 'show' && rest[0]) {
      const seal = sealer(dataKeyring(loadSecrets(config.dataDir)));
      const rows = await db.query<Record<string, unknown>>(
        `SELECT s.id::text AS id, s.created_at, s.completed_at, s.plan, s.personal, s.address, s.terms, s.bank, s.switched
           FROM switches s WHERE s.switch_id = $1 ORDER BY s.id`,
        [rest[0]],
      );
      if (!rows.length) throw new Error(`No sign-up for switch id ${rest[0]}`);
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
    } else if (command === 'reseal') {
      const dry = rest.includes('--dry-run');
      const n = await resealOldRows(db, dataKeyring(loadSecrets(config.dataDir)), dry);
      console.log(`${dry ? 'would re-seal' : 're-sealed'} ${n.values} values in ${n.rows} sign-ups`);
    } else if (command === 'tracking') {
      const option = (name: string) => {
        const at = rest.indexOf(name);
        return at >= 0 ? rest[at + 1] : undefined;
      };
      const since = option('--since');
      const limit = option('--limit');
      if (limit !== undefined && !/^\d+$/.test(limit)) throw new Error('--limit must be a whole number');
      const records = await listTrackRecords(db, {
        since: since ? new Date(Date.now() - parseAge(since)) : undefined,
        switchId: option('--switch'),
        limit: limit ? Number(limit) : undefined,
      });
      if (rest.includes('--json')) console.log(JSON.stringify(records, null, 2));
      else {
        for (const r of records) console.log(formatTrackRecord(r));
        console.log(`${records.length} tracking record(s)`);
      }
    } else {
      throw new Error(
        'usage: npm run switches -- purge --older-than 90d [--dry-run] | show <switchId> | reseal [--dry-run] | tracking [--since 1d] [--switch <switchId>] [--limit 100] [--json]',
      );
    }
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).catch((err: unknown) => {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
});
