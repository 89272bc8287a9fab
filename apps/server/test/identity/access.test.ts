import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { accessDeclarationPlugin } from '../../src/plugins/app/access.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';

const PLACEHOLDER_ID = '00000000-0000-4000-8000-000000000000';
const concreteUrl = (url: string) => url.replace(/:[^/]+/g, PLACEHOLDER_ID).replace(/\*/g, 'x');

describe('route access', async () => {
  const app = await buildTestApp();
  const apiRoutes = app.routeAccessTable.filter((r) => r.url.startsWith('/api/v1') && r.method !== 'HEAD');
  const protectedRoutes = apiRoutes.filter((r) => r.access !== 'public');

  it('finds the identity routes in the table of registered routes', () => {
    const keys = apiRoutes.map((r) => `${r.method} ${r.url}`);
    for (const key of [
      'POST /api/v1/auth/register',
      'POST /api/v1/auth/login',
      'GET /api/v1/init',
      'PUT /api/v1/client/features/:featureName',
      'PUT /api/v1/user/password',
    ]) {
      expect(keys).toContain(key);
    }
  });

  it('has every /api/v1 route declare public, session or apiKey', () => {
    const undeclared = apiRoutes.filter((r) => !['public', 'session', 'apiKey'].includes(String(r.access)));
    expect(undeclared).toEqual([]);
  });

  it('refuses to start when an /api/v1 route does not declare its access', async () => {
    const bare = Fastify();
    await bare.register(accessDeclarationPlugin);
    bare.get('/health-outside-api', async () => 'ok');
    expect(() => bare.get('/api/v1/forgotten', async () => 'oops')).toThrow(/does not declare config.access/);
    await bare.close();
  });

  it('answers 401 with the envelope on every non-public route without a session', async () => {
    expect(protectedRoutes.length).toBeGreaterThan(5);
    for (const route of protectedRoutes) {
      const response = await app.inject({
        method: route.method as 'GET',
        url: concreteUrl(route.url),
        payload: {},
      });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      expect(response.json()).toEqual({
        messages: [{ error_code: 'Unauthorized', message: 'error.unauthorized' }],
      });
    }
  });

  it('answers 401 to an unknown or forged session cookie and clears it', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/init',
      headers: { cookie: 'sd_session=forged-token-value; sd_csrf=abc' },
    });
    expect(response.statusCode).toBe(401);
    expect(response.cookies.find((c) => c.name === 'sd_session')?.value).toBe('');
  });

  it('answers 401 once the session has expired', async () => {
    const account = await signUp(app);
    await app.database.query(
      "UPDATE sessions SET expires_at = now() - interval '1 second' WHERE user_id = $1",
      [account.userId],
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/init', headers: account.headers });
    expect(response.statusCode).toBe(401);
  });

  it('slides the session expiry forward when it is used after a while', async () => {
    const account = await signUp(app);
    await app.database.query(
      "UPDATE sessions SET last_seen_at = now() - interval '2 days', expires_at = now() + interval '28 days' WHERE user_id = $1",
      [account.userId],
    );
    const response = await app.inject({ method: 'GET', url: '/api/v1/user', headers: account.headers });
    expect(response.statusCode).toBe(200);
    const [row] = await app.database.query<{ days: number }>(
      'SELECT extract(epoch FROM expires_at - now()) / 86400 AS days FROM sessions WHERE user_id = $1',
      [account.userId],
    );
    expect(Number(row!.days)).toBeGreaterThan(29.9);
    expect(response.cookies.find((c) => c.name === 'sd_session')?.value).toBe(account.cookies.sd_session);
  });

  describe('CSRF (double submit bound to the session)', () => {
    const change = (headers: Record<string, string>) =>
      app.inject({
        method: 'PUT',
        url: '/api/v1/user/policies',
        headers,
        payload: { dataProcessing: true, marketingEmails: true, marketingCalls: false },
      });

    it('accepts a state change that echoes the CSRF cookie in x-csrf-token', async () => {
      const account = await signUp(app);
      expect((await change(account.headers)).statusCode).toBe(200);
    });

    it.each([
      ['without the header', (h: { cookie: string }) => ({ cookie: h.cookie })],
      [
        'with a different header value',
        (h: { cookie: string }) => ({ cookie: h.cookie, 'x-csrf-token': 'guess' }),
      ],
      [
        'without the CSRF cookie',
        (h: { cookie: string; 'x-csrf-token': string }) => ({
          cookie: h.cookie.split('; ')[0]!,
          'x-csrf-token': h['x-csrf-token'],
        }),
      ],
    ])('refuses a state change %s with 403 CsrfTokenInvalid', async (_label, headersOf) => {
      const account = await signUp(app);
      const response = await change(headersOf(account.headers));
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({
        messages: [{ error_code: 'CsrfTokenInvalid', message: 'error.csrf-token-invalid' }],
      });
      const user = await app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: { cookie: account.headers.cookie },
      });
      expect(user.json().policies.marketingEmails).toBe(false);
    });

    it('refuses a CSRF token planted from another session, even when cookie and header agree', async () => {
      const victim = await signUp(app);
      const attacker = await signUp(app);
      const planted = attacker.cookies.sd_csrf!;
      const response = await change({
        cookie: `sd_session=${victim.cookies.sd_session}; sd_csrf=${planted}`,
        'x-csrf-token': planted,
      });
      expect(response.statusCode).toBe(403);
    });

    it('does not ask reads for a CSRF token', async () => {
      const account = await signUp(app);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/user',
        headers: { cookie: account.headers.cookie },
      });
      expect(response.statusCode).toBe(200);
    });
  });

  describe('API keys', () => {
    it("lets an 'apiKey' route be called with x-api-key and no CSRF token", async () => {
      const account = await signUp(app);
      const key = await createTestApiKey(app, account);
      const response = await app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: { 'x-api-key': key },
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().id).toBe(account.clientId);
      const [row] = await app.database.query<{ key_hash: string }>(
        'SELECT key_hash FROM api_keys WHERE client_id = $1',
        [account.clientId],
      );
      expect(row!.key_hash).not.toContain(key);
    });

    it("refuses an API key on every 'session' route with 401", async () => {
      const account = await signUp(app);
      const key = await createTestApiKey(app, account);
      for (const route of protectedRoutes.filter((r) => r.access === 'session')) {
        const response = await app.inject({
          method: route.method as 'GET',
          url: concreteUrl(route.url),
          headers: { 'x-api-key': key },
          payload: {},
        });
        expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
      }
    });

    it('refuses unknown and revoked keys with 401', async () => {
      const account = await signUp(app);
      const key = await createTestApiKey(app, account);
      const unknown = await app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: { 'x-api-key': `${key.slice(0, -2)}xx` },
      });
      expect(unknown.statusCode).toBe(401);
      await app.database.query('UPDATE api_keys SET revoked_at = now() WHERE client_id = $1', [
        account.clientId,
      ]);
      const revoked = await app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: { 'x-api-key': key },
      });
      expect(revoked.statusCode).toBe(401);
    });
  });
});
