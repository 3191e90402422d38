-- Quotes, sign-ups (switches) and carbon offset orders.

-- A saved quote: what the visitor told us, normalised. switch_id is the public id the app holds
-- (random, 10 digits, so the existing-switch form's numeric rule fits); uuid is the results' id.
CREATE TABLE IF NOT EXISTS quotes (
  switch_id text PRIMARY KEY,
  uuid uuid NOT NULL UNIQUE,
  switch_type text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  -- Normalised quote input (server/quotes/types.ts StoredQuote): address, fuels, kWh, current tariffs.
  input jsonb NOT NULL
);

-- One sign-up of a quote, opened by a switch key. Only the key's SHA-256 is stored, so a leaked
-- database does not leak keys. Section data is JSON; the bank account number is never stored in
-- clear: bank holds it masked (last 2 digits) and bank_account_enc holds AES-256-GCM ciphertext.
CREATE TABLE IF NOT EXISTS switches (
  id bigserial PRIMARY KEY,
  key_hash text NOT NULL UNIQUE,
  switch_id text NOT NULL REFERENCES quotes (switch_id),
  created_at timestamptz NOT NULL DEFAULT now(),
  -- The chosen tariff per fuel with its priced figures (server/switching/types.ts SwitchPlan).
  plan jsonb NOT NULL,
  personal jsonb,
  address jsonb,
  terms jsonb,
  bank jsonb,
  bank_account_enc text,
  -- Set once, by one UPDATE ... WHERE completed_at IS NULL: completion is idempotent per key.
  completed_at timestamptz,
  uuid uuid UNIQUE,
  -- The switched reply (names, supplier, references), returned again by every later complete call.
  switched jsonb,
  -- Latest carbon footprint the customer viewed, tonnes a year (prices the offset).
  carbon_tonnes double precision
);
CREATE INDEX IF NOT EXISTS switches_quote ON switches (switch_id);

-- Carbon offset orders through the checkout adapter (the embedded sandbox here).
CREATE TABLE IF NOT EXISTS carbon_orders (
  order_id text PRIMARY KEY,
  switch_row bigint NOT NULL REFERENCES switches (id),
  project_id integer NOT NULL,
  percentage integer NOT NULL CHECK (percentage IN (25, 50, 75, 100)),
  amount double precision NOT NULL,
  -- pending -> paid | failed, recorded by the provider (sandbox buttons); the app's update call reads it.
  provider_status text NOT NULL DEFAULT 'pending' CHECK (provider_status IN ('pending', 'paid', 'failed')),
  payment_reference text,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS carbon_orders_switch ON carbon_orders (switch_row);
