-- One paid carbon offset per switch: two tabs paying at once, or a second order paid after the
-- first, cannot both be charged. The provider stand-in's "paid" update of the second order fails
-- on this index and the householder is shown the payment that already went through.
CREATE UNIQUE INDEX IF NOT EXISTS carbon_orders_one_paid ON carbon_orders (switch_row) WHERE provider_status = 'paid';
