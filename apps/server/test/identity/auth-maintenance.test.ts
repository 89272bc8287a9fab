import { describe, expect, it } from 'vitest';
import { pruneAuthRecordsJob } from '../../src/modules/auth/prune-auth-records.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';

describe('auth records pruning job', async () => {
  const app = await buildTestApp();
  const count = async (table: string, userId?: string) => {
    const [row] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM ${table}${userId ? ' WHERE user_id = $1' : ''}`,
      userId ? [userId] : [],
    );
    return row!.n;
  };

  it('deletes expired sessions, old reset links and closed rate-limit windows, and keeps live ones', async () => {
    const expired = await signUp(app);
    const live = await signUp(app);
    await app.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 minute' WHERE user_id = $1",
      [expired.userId],
    );
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover-password',
      payload: { tenant: 'shipdeck', email: expired.email },
    });
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover-password',
      payload: { tenant: 'shipdeck', email: live.email },
    });
    await app.database.query(
      "UPDATE password_reset_tokens SET expires_at = now() - interval '2 days' WHERE user_id = $1",
      [expired.userId],
    );
    await app.database.query(
      "INSERT INTO auth_rate_limits (bucket, window_started_at, hits) VALUES ('old', now() - interval '2 days', 3)",
    );

    await app.jobs.enqueue(pruneAuthRecordsJob, {});
    await drainJobs(app, { jobs: [pruneAuthRecordsJob.id] });

    expect(await count('sessions', expired.userId)).toBe(0);
    expect(await count('sessions', live.userId)).toBe(1);
    expect(await count('password_reset_tokens', expired.userId)).toBe(0);
    expect(await count('password_reset_tokens', live.userId)).toBe(1);
    const [old] = await app.database.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM auth_rate_limits WHERE bucket = 'old'",
    );
    expect(old!.n).toBe(0);
    expect(await count('auth_rate_limits')).toBeGreaterThan(0);
  });
});
