-- A page load asks whether its session has a quote, a switch key, a completed switch (issue 23: the
-- server's guards, server/web/pageGuard.ts): by session, on every guarded page, so indexed.
CREATE INDEX IF NOT EXISTS quotes_session ON quotes (session_id);
CREATE INDEX IF NOT EXISTS switches_completed_session ON switches (completed_session);
