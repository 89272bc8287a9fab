import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { uniqueEmail } from '../helpers/clients.ts';

let address = 0;
const nextAddress = () => `10.8.${Math.floor(++address / 250)}.${address % 250}`;

// A file of its own: the hashing limits are the process's, set when its app is built.
describe('password hashing never starves other requests', async () => {
  // One hash at a time and one waiting: a burst of sign-ins is turned away at once, not queued.
  const app = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: 1, PASSWORD_HASH_QUEUE: 1 });

  it('refuses a sign-in flood past the hashing queue with 429 and keeps answering other requests', async () => {
    const flood = Array.from({ length: 40 }, () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/login',
        payload: { tenant: 'shipdeck', email: uniqueEmail('nobody'), password: 'Wrong-Password-1!' },
        remoteAddress: nextAddress(),
      }),
    );
    const health = app.inject({ method: 'GET', url: '/api/health' });
    const [responses, healthy] = await Promise.all([Promise.all(flood), health]);
    expect(healthy.statusCode).toBe(200);
    const busy = responses.filter((r) => r.statusCode === 429);
    expect(busy.length).toBeGreaterThan(0);
    for (const response of busy) expect(response.json().messages[0].error_code).toBe('TooManyRequests');
    expect(responses.every((r) => r.statusCode === 401 || r.statusCode === 429)).toBe(true);
    // Turned away before checking, an attempt is not counted against the address.
    const counted = await app.database.query<{ hits: number }>(
      "SELECT hits FROM auth_rate_limits WHERE bucket LIKE 'login:address:%'",
    );
    expect(counted.reduce((sum, row) => sum + row.hits, 0)).toBe(responses.length - busy.length);
  });
});
