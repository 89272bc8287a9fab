-- Shipments: the documents a seller creates, pays and follows. JSON columns hold the nested parts of the
-- shipment (addresses, parcels, service); columns that lists filter or sort on are kept beside them.
CREATE TABLE shipments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL,
  reference text NOT NULL UNIQUE,
  state text NOT NULL,
  step text NOT NULL DEFAULT 'SEARCH_INFO',
  source text NOT NULL DEFAULT 'MAN',
  is_archived boolean NOT NULL DEFAULT false,
  from_address jsonb NOT NULL DEFAULT '{}'::jsonb,
  to_address jsonb NOT NULL DEFAULT '{}'::jsonb,
  parcels jsonb NOT NULL DEFAULT '[]'::jsonb,
  service jsonb,
  content jsonb NOT NULL DEFAULT '{}'::jsonb,
  upsales jsonb NOT NULL DEFAULT '{}'::jsonb,
  price jsonb,
  currency text NOT NULL DEFAULT 'EUR',
  collection_date date,
  dropoff_point_id text,
  estimated_delivery_date date,
  shipment_custom_reference text,
  has_customs boolean NOT NULL DEFAULT false,
  warehouse_id uuid,
  trackings jsonb NOT NULL DEFAULT '[]'::jsonb,
  tracking_url text,
  label_downloaded boolean NOT NULL DEFAULT false,
  is_obfuscated boolean NOT NULL DEFAULT false,
  order_id uuid,
  order_date timestamptz,
  collected_at timestamptz,
  -- Denormalised for filters, sort and search.
  carrier_name text,
  service_name text,
  recipient_first_name text,
  recipient_last_name text,
  search_text text NOT NULL DEFAULT '',
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE INDEX shipments_client_created_idx ON shipments (client_id, is_archived, created_at DESC, id DESC);
CREATE INDEX shipments_client_state_created_idx ON shipments (client_id, is_archived, state, created_at DESC, id DESC);
CREATE INDEX shipments_client_service_idx ON shipments (client_id, is_archived, service_name, created_at DESC);
