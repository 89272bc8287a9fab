import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { cookiesOf, sessionHeaders, signUp } from '../helpers/clients.ts';

let address = 0;
/** Each test its own caller address, so per-address counters do not leak between tests. */
const nextAddress = () => `10.1.0.${++address}`;

describe('POST /auth/login and /auth/logout', async () => {
  const app = await buildTestApp();

  const login = (payload: Record<string, unknown>, remoteAddress = nextAddress()) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/login', payload, remoteAddress });

  it('signs in with the right password and returns the user and client', async () => {
    const account = await signUp(app);
    const response = await login({
      tenant: 'shipdeck',
      email: account.email.toUpperCase(),
      password: account.password,
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ user: { id: account.userId }, client: { id: account.clientId } });
    const cookies = cookiesOf(response);
    expect(cookies.sd_session).toMatch(/^[\w-]{40,}$/);
    expect(cookies.sd_session).not.toBe(account.cookies.sd_session);
    const me = await app.inject({ method: 'GET', url: '/api/v1/user', headers: sessionHeaders(cookies) });
    expect(me.json().id).toBe(account.userId);
  });

  it.each([
    ['a wrong password', (email: string) => ({ tenant: 'shipdeck', email, password: 'Wrong-Password-1!' })],
    ['another tenant', (email: string) => ({ tenant: 'belgo-parcel', email, password: 'Correct-Horse-42!' })],
    [
      'an unknown e-mail',
      () => ({ tenant: 'shipdeck', email: 'nobody@example.test', password: 'Correct-Horse-42!' }),
    ],
  ])('answers 401 InvalidCredentials for %s', async (_label, body) => {
    const account = await signUp(app);
    const response = await login(body(account.email));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({
      messages: [{ error_code: 'InvalidCredentials', message: 'auth.error.invalid-credentials' }],
    });
    expect(response.cookies.find((c) => c.name === 'sd_session')).toBeUndefined();
  });

  it('answers 400 for an unknown tenant slug and for missing fields', async () => {
    const unknown = await login({ tenant: 'nope', email: 'a@example.test', password: 'x' });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().messages[0]).toMatchObject({ message: 'auth.error.unknown-tenant' });
    const missing = await login({ tenant: 'shipdeck', email: 'a@example.test' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().messages[0]).toMatchObject({ field: 'password', message: 'form.error.required' });
    const wrongType = await login({ tenant: 'shipdeck', email: 'a@example.test', password: 12 });
    expect(wrongType.statusCode).toBe(400);
  });

  it('delays an account after 5 failures from one address, even for the right password, with 429', async () => {
    const account = await signUp(app);
    const caller = nextAddress();
    for (let i = 0; i < 5; i++) {
      const failure = await login(
        { tenant: 'shipdeck', email: account.email, password: 'Wrong-Password-1!' },
        caller,
      );
      expect(failure.statusCode).toBe(401);
    }
    const locked = await login(
      { tenant: 'shipdeck', email: account.email, password: account.password },
      caller,
    );
    expect(locked.statusCode).toBe(429);
    expect(locked.json().messages[0]).toMatchObject({
      error_code: 'TooManyRequests',
      message: 'error.too-many-requests',
    });
    expect(locked.json().messages[0].retryAfterSeconds).toBeGreaterThan(0);

    // The same e-mail on another tenant is another account, not delayed.
    const other = await signUp(app, { tenant: 'be-carrier', email: account.email });
    expect(
      (await login({ tenant: 'belgo-parcel', email: account.email, password: other.password }, caller))
        .statusCode,
    ).toBe(200);

    // When the delay has passed the account opens again.
    await app.database.query(
      "UPDATE auth_rate_limits SET blocked_until = now() - interval '1 second' WHERE bucket LIKE 'login:account-address:%'",
    );
    expect(
      (await login({ tenant: 'shipdeck', email: account.email, password: account.password }, caller))
        .statusCode,
    ).toBe(200);
  });

  it('clears the account counter after a successful login', async () => {
    const account = await signUp(app);
    const caller = nextAddress();
    const attempt = (password: string) =>
      login({ tenant: 'shipdeck', email: account.email, password }, caller);
    for (let i = 0; i < 4; i++) await attempt('Wrong-Password-1!');
    expect((await attempt(account.password)).statusCode).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt('Wrong-Password-1!')).statusCode).toBe(401);
  });

  it('limits one address to 30 failures across accounts', async () => {
    const account = await signUp(app);
    const attacker = nextAddress();
    for (let i = 0; i < 30; i++) {
      const failure = await login(
        { tenant: 'shipdeck', email: `guess-${i}@example.test`, password: 'Wrong-Password-1!' },
        attacker,
      );
      expect(failure.statusCode).toBe(401);
    }
    const blocked = await login(
      { tenant: 'shipdeck', email: account.email, password: account.password },
      attacker,
    );
    expect(blocked.statusCode).toBe(429);
    const elsewhere = await login({ tenant: 'shipdeck', email: account.email, password: account.password });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('logs out: 204, the session is gone and both cookies are cleared', async () => {
    const account = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: account.headers,
    });
    expect(response.statusCode).toBe(204);
    for (const name of ['sd_session', 'sd_csrf']) {
      const cookie = response.cookies.find((c) => c.name === name);
      expect(cookie?.value).toBe('');
      expect(cookie?.expires?.getTime()).toBeLessThan(Date.now());
    }
    const after = await app.inject({ method: 'GET', url: '/api/v1/init', headers: account.headers });
    expect(after.statusCode).toBe(401);
    const [count] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [account.userId],
    );
    expect(count!.n).toBe(0);
  });

  it('refuses to end a live session without its CSRF token (another site cannot sign a seller out)', async () => {
    const account = await signUp(app);
    const { 'x-csrf-token': _token, ...cookiesOnly } = account.headers;
    const forged = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: cookiesOnly });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().messages[0].message).toBe('error.csrf-token-invalid');
    const wrongToken = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { ...cookiesOnly, 'x-csrf-token': 'not-the-token' },
    });
    expect(wrongToken.statusCode).toBe(403);
    const stillIn = await app.inject({ method: 'GET', url: '/api/v1/init', headers: account.headers });
    expect(stillIn.statusCode).toBe(200);
  });

  it('logs out without a session too (an expired browser can always sign out)', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/v1/auth/logout' });
    expect(response.statusCode).toBe(204);
  });

  it('keeps at most 20 sessions per user: a new sign-in past that ends the least recently used one', async () => {
    const account = await signUp(app);
    const signIn = async () =>
      sessionHeaders(
        cookiesOf(await login({ tenant: 'shipdeck', email: account.email, password: account.password })),
      );
    const sessions = [account.headers];
    for (let i = 0; i < 20; i += 1) sessions.push(await signIn());

    const statusOf = async (headers: Record<string, string>) =>
      (await app.inject({ method: 'GET', url: '/api/v1/init', headers })).statusCode;
    expect(await statusOf(sessions[0]!)).toBe(401);
    for (const headers of sessions.slice(1)) expect(await statusOf(headers)).toBe(200);
    const [count] = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM sessions WHERE user_id = $1',
      [account.userId],
    );
    expect(count!.n).toBe(20);
  });

  it('keeps other sessions of the same user when one logs out', async () => {
    const account = await signUp(app);
    const second = await login({ tenant: 'shipdeck', email: account.email, password: account.password });
    await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: account.headers });
    const stillIn = await app.inject({
      method: 'GET',
      url: '/api/v1/user',
      headers: sessionHeaders(cookiesOf(second)),
    });
    expect(stillIn.statusCode).toBe(200);
  });
});
