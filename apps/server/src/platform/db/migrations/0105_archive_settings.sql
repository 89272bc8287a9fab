-- Archiving: per client, how long delivered shipments and drafts stay in their inbox before the
-- daily archive job moves them to the archived inbox. No row means NEVER for both.
CREATE TABLE archive_settings (
  client_id uuid PRIMARY KEY REFERENCES clients (id) ON DELETE CASCADE,
  delivered text NOT NULL DEFAULT 'NEVER' CHECK (delivered IN ('ONEWEEK', 'TWOWEEKS', 'MONTH', 'NEVER')),
  draft text NOT NULL DEFAULT 'NEVER' CHECK (draft IN ('ONEWEEK', 'TWOWEEKS', 'MONTH', 'NEVER')),
  updated_at timestamptz NOT NULL DEFAULT now()
);

-- The job reads only the clients who archive something.
CREATE INDEX archive_settings_archiving_idx ON archive_settings (client_id)
  WHERE delivered <> 'NEVER' OR draft <> 'NEVER';

-- The job's batches: a client's not yet archived shipments of some states, oldest change first.
CREATE INDEX shipments_archive_candidates_idx ON shipments (client_id, state, updated_at)
  WHERE NOT is_archived;
