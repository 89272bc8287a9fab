-- Login attempts are counted before the password is checked and, past the free attempts, each
-- further one waits a growing delay: the time before which the next attempt is refused.
ALTER TABLE auth_rate_limits ADD COLUMN blocked_until timestamptz;
