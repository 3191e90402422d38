-- Market data: suppliers, tariffs with their regional rates, addresses with meters, and dated
-- reference documents (lookups, estimate model, regulator bands, carbon, EV, postcode regions).
-- Loaded from server/data/ by seedMarket(); tariffs can be replaced by `npm run data:import`.

-- Key/value facts about the loaded data: seed_hash (bundled files loaded), version (bumped on every change).
CREATE TABLE IF NOT EXISTS market_meta (
  key text PRIMARY KEY,
  value text NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE IF NOT EXISTS suppliers (
  id integer PRIMARY KEY,
  name text NOT NULL,
  sample boolean NOT NULL DEFAULT false,
  description text NOT NULL DEFAULT '',
  supplier_terms_url text NOT NULL DEFAULT '',
  tariff_terms_url text NOT NULL DEFAULT '',
  switch_option text NOT NULL DEFAULT 'Online' CHECK (switch_option IN ('Online', 'None')),
  big_six boolean NOT NULL DEFAULT false,
  logo_svg text,
  customer_services_phone text
);

CREATE TABLE IF NOT EXISTS tariffs (
  id integer PRIMARY KEY,
  supplier_id integer NOT NULL REFERENCES suppliers (id),
  name text NOT NULL,
  is_fixed boolean NOT NULL,
  end_date date,
  is_green boolean NOT NULL DEFAULT false,
  is_standard boolean NOT NULL DEFAULT false,
  switchable boolean NOT NULL DEFAULT true,
  paper_billing boolean NOT NULL DEFAULT false,
  online_management boolean NOT NULL DEFAULT false,
  warm_home_discount boolean NOT NULL DEFAULT false,
  features jsonb NOT NULL DEFAULT '[]',
  -- 'seed' for bundled rows, 'import' for an operator's file: a new seed never overwrites imports.
  source text NOT NULL DEFAULT 'seed',
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX IF NOT EXISTS tariffs_supplier ON tariffs (supplier_id);

-- Rates incl. VAT: pence per day and per kWh, double precision keeps more than 4 decimals.
CREATE TABLE IF NOT EXISTS tariff_rates (
  tariff_id integer NOT NULL REFERENCES tariffs (id) ON DELETE CASCADE,
  fuel text NOT NULL CHECK (fuel IN ('gas', 'electricity')),
  region integer NOT NULL CHECK (region BETWEEN 10 AND 23),
  pay_method text NOT NULL CHECK (pay_method IN ('monthlyDirectDebit', 'quarterlyDirectDebit', 'cashOrCheque', 'prePaymentMeter')),
  meter text NOT NULL CHECK (meter IN ('standard', 'economy7')),
  standing_charge double precision NOT NULL CHECK (standing_charge >= 0),
  unit_rate double precision,
  day_rate double precision,
  night_rate double precision,
  exit_fee double precision NOT NULL DEFAULT 0,
  annual_discount double precision NOT NULL DEFAULT 0,
  annual_fee double precision NOT NULL DEFAULT 0,
  PRIMARY KEY (tariff_id, fuel, region, pay_method, meter),
  CHECK ((meter = 'standard' AND unit_rate IS NOT NULL) OR (meter = 'economy7' AND day_rate IS NOT NULL AND night_rate IS NOT NULL))
);
CREATE INDEX IF NOT EXISTS tariff_rates_quote ON tariff_rates (region, pay_method, meter, fuel);

CREATE TABLE IF NOT EXISTS addresses (
  id integer PRIMARY KEY,
  -- Without spaces, upper-case: the lookup key.
  postcode_key text NOT NULL,
  postcode text NOT NULL,
  line1 text NOT NULL,
  line2 text NOT NULL DEFAULT '',
  city text NOT NULL,
  county text NOT NULL DEFAULT '',
  text text NOT NULL
);
CREATE INDEX IF NOT EXISTS addresses_postcode ON addresses (postcode_key);

CREATE TABLE IF NOT EXISTS meters (
  id serial PRIMARY KEY,
  address_id integer NOT NULL REFERENCES addresses (id) ON DELETE CASCADE,
  fuel text NOT NULL CHECK (fuel IN ('gas', 'electricity')),
  mpan text,
  mprn text,
  is_domestic boolean NOT NULL,
  is_prepayment boolean NOT NULL DEFAULT false,
  is_smart boolean NOT NULL DEFAULT false,
  mug_supplier_id integer,
  mpaq integer
);
CREATE INDEX IF NOT EXISTS meters_address ON meters (address_id);
CREATE INDEX IF NOT EXISTS meters_mpan ON meters (mpan);
CREATE INDEX IF NOT EXISTS meters_mprn ON meters (mprn);

-- Read-only reference documents, each dated with its source (regulator numbers are data, not code).
CREATE TABLE IF NOT EXISTS market_reference (
  key text PRIMARY KEY,
  effective_from date,
  source text NOT NULL DEFAULT '',
  data jsonb NOT NULL
);
