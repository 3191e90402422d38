-- Rate-limit counters moved out of the database (Redis with REDIS_URL, else process memory): one
-- upsert per API request was load on PostgreSQL, and the table held client addresses.
DROP TABLE IF EXISTS rate_limits;
