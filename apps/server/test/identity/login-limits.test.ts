import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp, uniqueEmail } from '../helpers/clients.ts';

let address = 0;
/** Each test its own caller addresses, so per-address counts do not leak between tests. */
const nextAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;

const WRONG = 'Wrong-Password-1!';

/**
 * Sign-in limits under parallel load: attempts are counted before the password is checked, in
 * the database, so a burst of guesses checks no more passwords than the limit allows.
 */
describe('sign-in limits hold in parallel', async () => {
  // A queue long enough that every attempt of the burst reaches the count.
  const app = await buildTestApp({ PASSWORD_HASH_CONCURRENCY: 2, PASSWORD_HASH_QUEUE: 200 });

  const login = (payload: Record<string, unknown>, remoteAddress: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });

  it('checks at most 5 of 50 parallel wrong passwords, then refuses the right one as well', async () => {
    const account = await signUp(app);
    const attacker = nextAddress();
    const attempt = (password: string) =>
      login({ tenant: 'shipdeck', email: account.email, password }, attacker);
    const responses = await Promise.all(Array.from({ length: 50 }, () => attempt(WRONG)));
    expect(responses.filter((r) => r.statusCode === 401)).toHaveLength(5);
    const refused = responses.filter((r) => r.statusCode === 429);
    expect(refused).toHaveLength(45);
    for (const response of refused)
      expect(response.json().messages[0]).toMatchObject({
        error_code: 'TooManyRequests',
        message: 'error.too-many-requests',
        retryAfterSeconds: expect.any(Number),
      });
    // The right password among a further burst is refused too: nothing is checked while delayed.
    const burst = await Promise.all([attempt(WRONG), attempt(account.password), attempt(WRONG)]);
    expect(burst.map((r) => r.statusCode)).toEqual([429, 429, 429]);
  });

  it('slows only the guessing address: the seller signs in from elsewhere at once', async () => {
    const account = await signUp(app);
    const attacker = nextAddress();
    await Promise.all(
      Array.from({ length: 20 }, () =>
        login({ tenant: 'shipdeck', email: account.email, password: WRONG }, attacker),
      ),
    );
    const seller = await login(
      { tenant: 'shipdeck', email: account.email, password: account.password },
      nextAddress(),
    );
    expect(seller.statusCode).toBe(200);
  });

  it('makes each attempt past the free ones wait longer, and opens again when the delay has passed', async () => {
    const account = await signUp(app);
    const caller = nextAddress();
    const attempt = (password = WRONG) =>
      login({ tenant: 'shipdeck', email: account.email, password }, caller);
    const endDelay = () =>
      app.database.query(
        "UPDATE auth_rate_limits SET blocked_until = now() - interval '1 second' WHERE bucket LIKE 'login:account-address:%' AND blocked_until IS NOT NULL",
      );
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
    const first = await attempt(account.password);
    expect(first.statusCode).toBe(429);
    const firstWait = first.json().messages[0].retryAfterSeconds as number;
    expect(firstWait).toBeGreaterThan(0);

    await endDelay();
    expect((await attempt()).statusCode).toBe(401);
    const second = await attempt(account.password);
    expect(second.statusCode).toBe(429);
    expect(second.json().messages[0].retryAfterSeconds).toBeGreaterThan(firstWait);

    await endDelay();
    expect((await attempt(account.password)).statusCode).toBe(200);
    // A success starts the count afresh.
    for (let i = 0; i < 5; i++) expect((await attempt()).statusCode).toBe(401);
  });

  it('lets a reset link work on a delayed account and clears the delays of every address', async () => {
    const account = await signUp(app);
    const attacker = nextAddress();
    const seller = nextAddress();
    for (const caller of [attacker, seller])
      for (let i = 0; i < 6; i++)
        await login({ tenant: 'shipdeck', email: account.email, password: WRONG }, caller);
    expect(
      (await login({ tenant: 'shipdeck', email: account.email, password: account.password }, seller))
        .statusCode,
    ).toBe(429);

    const recovered = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/recover-password',
      payload: { tenant: 'shipdeck', email: account.email },
      remoteAddress: seller,
    });
    expect(recovered.statusCode).toBe(204);
    const [mail] = (
      await app.inject({
        method: 'GET',
        url: `/api/v1/dev/outbox?to=${encodeURIComponent(account.email)}&kind=auth.password-reset`,
      })
    ).json() as { links: string[] }[];
    const token = new URL(mail!.links[0]!, 'http://x').searchParams.get('token');
    const reset = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/new-password',
      payload: { token, password: 'New-Horse-43!' },
      remoteAddress: seller,
    });
    expect(reset.statusCode, reset.body).toBe(204);
    const signedIn = await login(
      { tenant: 'shipdeck', email: account.email, password: 'New-Horse-43!' },
      seller,
    );
    expect(signedIn.statusCode).toBe(200);
  });

  it('throttles registrations per e-mail: the sixth try in an hour answers 429 before any work', async () => {
    const email = uniqueEmail('taken');
    const register = () =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          tenant: 'shipdeck',
          email,
          password: 'Correct-Horse-42!',
          firstName: 'Ada',
          lastName: 'Seller',
        },
        remoteAddress: nextAddress(),
      });
    expect((await register()).statusCode).toBe(201);
    for (let i = 0; i < 4; i++) expect((await register()).statusCode).toBe(409);
    const throttled = await register();
    expect(throttled.statusCode).toBe(429);
    expect(throttled.json().messages[0]).toMatchObject({ error_code: 'TooManyRequests' });
  });
});

describe('registrations per address', async () => {
  const app = await buildTestApp({ REGISTRATIONS_PER_ADDRESS_PER_HOUR: 3 });

  it('answers 429 past the configured registrations of one address, and registers from another', async () => {
    const caller = nextAddress();
    const register = (remoteAddress: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/register',
        payload: {
          tenant: 'shipdeck',
          email: uniqueEmail(),
          password: 'Correct-Horse-42!',
          firstName: 'Ada',
          lastName: 'Seller',
        },
        remoteAddress,
      });
    for (let i = 0; i < 3; i++) expect((await register(caller)).statusCode).toBe(201);
    expect((await register(caller)).statusCode).toBe(429);
    expect((await register(nextAddress())).statusCode).toBe(201);
    const accounts = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    expect(accounts[0]!.n).toBe(4);
  });
});
