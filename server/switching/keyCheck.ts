import type { Db } from '../db/db.js';
import { openText, type Keyring } from './seal.js';

/**
 * Whether this process's data keys open what the switch store holds (issue 39: a server given the
 * wrong `DATA_ENCRYPTION_KEY` used to start, report ready, and answer 500 to completions). One value
 * of each key id found is opened, not merely looked up: a value whose id names a key of the ring but
 * that the key does not open (changed in the database) is found too.
 */

/** Sign-ups the readiness check reads: the newest ones, where another process's writes show first. */
const NEWEST = 50;

/**
 * One stored sealed value per key id (`v1` for values of before key ids), over every sealed column of
 * `switches`: of every sign-up (`all`, at start), or of the {@link NEWEST} (`newest`, in `/ready`,
 * which must stay cheap however large the table grows).
 */
async function samples(db: Db, scope: 'all' | 'newest'): Promise<{ kid: string; v: string }[]> {
  const from = scope === 'all' ? 'switches s' : `(SELECT * FROM switches ORDER BY id DESC LIMIT ${NEWEST}) s`;
  // Of each key id, the newest sign-up's first sealed column: one value, the same on every run.
  return db.query<{ kid: string; v: string }>(
    `SELECT DISTINCT ON (kid) kid, v FROM (
       SELECT CASE WHEN x.v LIKE 'v2.%' THEN split_part(x.v, '.', 2) ELSE 'v1' END AS kid, x.v, s.id, x.n
         FROM ${from}
         CROSS JOIN LATERAL (VALUES (1, s.personal->>'sealed'), (2, s.address->>'sealed'),
                                    (3, s.bank->>'sealed'), (4, s.switched->>'sealed'),
                                    (5, s.bank_account_enc)) AS x(n, v)
        WHERE x.v IS NOT NULL) t
     ORDER BY kid, id DESC, n`,
  );
}

/**
 * What the ring cannot open among the stored values, one line per key id (empty when it opens them
 * all): `data key 1a2b3c4d is not configured`, or `data key 1a2b3c4d does not open a stored value`.
 */
export async function unopenedKeys(db: Db, ring: Keyring, scope: 'all' | 'newest'): Promise<string[]> {
  const problems: string[] = [];
  for (const { kid, v } of await samples(db, scope)) {
    const name = kid === 'v1' ? 'values sealed before key ids' : `data key ${kid}`;
    if (kid !== 'v1' && !ring.keys.has(kid)) {
      problems.push(`${name} is not configured`);
      continue;
    }
    try {
      openText(ring, v);
    } catch {
      problems.push(`${name} does not open a stored value`);
    }
  }
  return problems;
}

/**
 * Refuses the start when the ring cannot open every key id the switch store holds, naming the ids
 * and the settings that hold keys: a server that cannot read its sign-ups must not take requests.
 */
export async function requireOpenableData(db: Db, ring: Keyring): Promise<void> {
  const problems = await unopenedKeys(db, ring, 'all');
  if (problems.length)
    throw new Error(
      `The stored personal data cannot be opened with DATA_ENCRYPTION_KEY (data key ${ring.currentId}) and DATA_ENCRYPTION_OLD_KEYS: ${problems.join('; ')}. ` +
        'Give the key of each id named (as DATA_ENCRYPTION_KEY or in DATA_ENCRYPTION_OLD_KEYS) the same in every server process; see docs/data-protection.md.',
    );
}
