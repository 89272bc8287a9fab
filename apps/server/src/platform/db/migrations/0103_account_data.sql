-- "Download my data": one ZIP of the client's data per request, made by a job. progress is the share of
-- the sections written (0 to 100); file_key names the ZIP in the client's files once it is READY.
CREATE TABLE account_data_exports (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  client_id uuid NOT NULL REFERENCES clients (id) ON DELETE CASCADE,
  status text NOT NULL DEFAULT 'PENDING' CHECK (status IN ('PENDING', 'READY', 'FAILED')),
  progress integer NOT NULL DEFAULT 0 CHECK (progress BETWEEN 0 AND 100),
  file_key text,
  created_at timestamptz NOT NULL DEFAULT now(),
  finished_at timestamptz
);
CREATE INDEX account_data_exports_client_idx ON account_data_exports (client_id, created_at DESC);

-- A deleted account: its personal data is erased and it can no longer sign in; what tax law keeps
-- (orders, invoices and their billing details) stays under the same client id.
ALTER TABLE clients ADD COLUMN deleted_at timestamptz;
