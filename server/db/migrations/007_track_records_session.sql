-- Tracking records belong to the session that sent them: a record naming a switch id must come from
-- the session that owns it, and a session may store only so many records (issue 24).
ALTER TABLE track_records ADD COLUMN IF NOT EXISTS session_id text;
CREATE INDEX IF NOT EXISTS track_records_session ON track_records (session_id);
