-- Why a draft's chosen service cannot carry it (a message key): set when its origin, destination
-- or parcels changed to ones the service does not serve, so the draft is not ready to purchase and
-- says why instead of failing at the price.
ALTER TABLE shipments ADD COLUMN service_problem text;
