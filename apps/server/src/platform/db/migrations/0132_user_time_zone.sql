-- The IANA time zone each user's browser reports (null until it does: such a user reads UTC days), and the
-- zone a client's analytics roll-ups count their days in. Roll-ups built before this counted UTC days.
ALTER TABLE users ADD COLUMN IF NOT EXISTS time_zone text;
ALTER TABLE analytics_cursors ADD COLUMN IF NOT EXISTS time_zone text NOT NULL DEFAULT 'UTC';
