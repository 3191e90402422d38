-- Issue 11: quotes belong to the session that made them, one switch per quote, carbon offset access,
-- rate limit counters shared by every API process.

-- The bearer token session (`sid`) that created the quote: only it opens results, details and keys.
-- Quotes saved before this migration have none, so no session opens them (quotes are short-lived).
ALTER TABLE quotes ADD COLUMN IF NOT EXISTS session_id text;

-- The one switch that completed the quote. Set once, by one UPDATE ... WHERE completed_switch IS NULL
-- in the completing statement: its row lock makes a concurrent completion through another key
-- wait, then find the quote completed and answer with this switch.
ALTER TABLE quotes ADD COLUMN IF NOT EXISTS completed_switch bigint REFERENCES switches (id);
UPDATE quotes q SET completed_switch = (
  SELECT s.id FROM switches s
   WHERE s.switch_id = q.switch_id AND s.completed_at IS NOT NULL
   ORDER BY s.completed_at, s.id LIMIT 1)
 WHERE q.completed_switch IS NULL;

-- Sessions that may see a completed switch's carbon offset (names, footprint, orders): the session
-- that completed it, and any session whose existing-switch check (rate limited) found it.
CREATE TABLE IF NOT EXISTS switch_access (
  session_id text NOT NULL,
  switch_row bigint NOT NULL REFERENCES switches (id) ON DELETE CASCADE,
  granted_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (session_id, switch_row)
);
CREATE INDEX IF NOT EXISTS switch_access_switch ON switch_access (switch_row);

-- Rate limit counters when several API processes share one PostgreSQL (fixed one-minute windows).
CREATE TABLE IF NOT EXISTS rate_limits (
  bucket text NOT NULL,
  client text NOT NULL,
  window_start bigint NOT NULL,
  hits integer NOT NULL,
  PRIMARY KEY (bucket, client)
);

-- The session whose call completed the switch (it may open the switch's carbon offset).
ALTER TABLE switches ADD COLUMN IF NOT EXISTS completed_session text;
