import { randomBytes } from 'node:crypto';
import type { FastifyInstance, InjectOptions } from 'fastify';
import type { Db } from '../../../server/db/db.js';
import type { Secrets } from '../../../server/secrets.js';
import type { TestDbTarget } from '../helpers/db.js';
import { buildTestApp, callApi, getToken } from '../helpers/app.js';

/** A seeded database, an app on it and a token, with a `call` shortcut to the API base. */
export interface Seeded {
  db: Db;
  app: FastifyInstance;
  token: string;
  /** The app's keys (tests open sealed columns with `sealer(secrets.dataKey)`). */
  secrets: Secrets;
  call(opts: InjectOptions & { url: string }): ReturnType<typeof callApi>;
  close(): Promise<void>;
}

/** Opens `target` with the bundled market data loaded and builds an app on it. */
export async function openSeeded(target: TestDbTarget): Promise<Seeded> {
  const db = await target.openSeeded();
  const secrets = { tokenKey: randomBytes(32), dataKey: randomBytes(32) };
  const app = await buildTestApp(db, {}, secrets);
  const token = await getToken(app);
  return {
    db,
    app,
    token,
    secrets,
    call: (opts) => callApi(app, token, opts),
    close: async () => {
      await app.close();
      await db.close();
    },
  };
}

/** A bundled address with its meters, found by a condition on the seed rows. */
export async function findAddress(
  db: Db,
  where: string,
): Promise<{ postcode: string; line1: string; mpan: string | null; mprn: string | null }> {
  const [row] = await db.query<{ postcode: string; line1: string; mpan: string | null; mprn: string | null }>(
    `SELECT a.postcode, a.line1,
            (SELECT mpan FROM meters e WHERE e.address_id = a.id AND e.fuel = 'electricity' ORDER BY e.id LIMIT 1) AS mpan,
            (SELECT mprn FROM meters g WHERE g.address_id = a.id AND g.fuel = 'gas' ORDER BY g.id LIMIT 1) AS mprn
       FROM addresses a WHERE ${where} ORDER BY a.id LIMIT 1`,
  );
  if (!row) throw new Error(`no bundled address where ${where}`);
  return row;
}

/** A supplier's standard tariff with rates for both fuels in a region on monthly direct debit. */
export async function standardDualTariff(
  db: Db,
  region: number,
  meter = 'standard',
): Promise<{ id: number; supplier_id: number }> {
  const [row] = await db.query<{ id: number; supplier_id: number }>(
    `SELECT t.id, t.supplier_id FROM tariffs t
      WHERE t.is_standard
        AND EXISTS (SELECT 1 FROM tariff_rates r WHERE r.tariff_id = t.id AND r.fuel = 'gas' AND r.region = $1 AND r.pay_method = 'monthlyDirectDebit')
        AND EXISTS (SELECT 1 FROM tariff_rates r WHERE r.tariff_id = t.id AND r.fuel = 'electricity' AND r.region = $1 AND r.pay_method = 'monthlyDirectDebit' AND r.meter = $2)
      ORDER BY t.id LIMIT 1`,
    [region, meter],
  );
  if (!row) throw new Error(`no standard dual tariff in region ${region}`);
  return row;
}
