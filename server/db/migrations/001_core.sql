-- Core tables of the reference API. Later migrations add market data and switches.
CREATE TABLE IF NOT EXISTS track_records (
  id bigserial PRIMARY KEY,
  received_at timestamptz NOT NULL DEFAULT now(),
  user_tracking_id text,
  switch_id text,
  referral_branch text,
  -- name/value actions such as Page, Action, Tariff Id; never personal data
  property_details jsonb NOT NULL
);
