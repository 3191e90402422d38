/**
 * Imports an operator's tariff file into the market database.
 *
 *     npm run data:import -- tariffs.csv          (or .json; --format csv|json to override)
 *
 * Connects to DATABASE_URL when set, else the embedded PGlite database in DATA_DIR/db (default
 * data/db, the folder the server uses), applying migrations and the bundled seed first. Exit code 0
 * when imported, 1 when the file has problems (listed, nothing imported), 2 on a usage error.
 */
import { readConfig } from '../server/config.js';
import { migrate } from '../server/db/migrate.js';
import { formatOf, importTariffFile, type ImportFormat } from '../server/market/import.js';
import { seedMarket } from '../server/market/seed.js';
import { openConfiguredDb } from '../server/startup.js';

async function main(argv: string[]): Promise<number> {
  const args = [...argv];
  let format: ImportFormat | undefined;
  const f = args.indexOf('--format');
  if (f >= 0) {
    const v = args[f + 1];
    if (v !== 'csv' && v !== 'json') {
      console.error('--format must be csv or json');
      return 2;
    }
    format = v;
    args.splice(f, 2);
  }
  const file = args[0];
  if (!file || args.length > 1) {
    console.error('usage: npm run data:import -- FILE [--format csv|json]');
    return 2;
  }
  const config = readConfig();
  const db = await openConfiguredDb(config);
  try {
    await migrate(db);
    await seedMarket(db);
    const result = await importTariffFile(db, file, format ?? formatOf(file));
    if (!result.ok) {
      console.error(`${file}: not imported, ${result.issues.length} problem(s):`);
      for (const m of result.messages) console.error(`  ${m}`);
      return 1;
    }
    console.log(
      `${file}: imported ${result.tariffs} tariff(s), ${result.rates} rate row(s), ${result.suppliers} supplier(s) into ${db.kind}`,
    );
    return 0;
  } finally {
    await db.close();
  }
}

main(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (e: unknown) => {
    console.error(e instanceof Error ? e.message : e);
    process.exit(1);
  },
);
