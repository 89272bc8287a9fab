import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';

describe('API key (settings → API key)', async () => {
  const app = await buildTestApp();
  const call = (method: 'GET' | 'POST' | 'DELETE', who: SignedUp) =>
    app.inject({ method, url: '/api/v1/api-key', headers: who.headers });
  const generate = async (who: SignedUp) => {
    const response = await call('POST', who);
    expect(response.statusCode).toBe(201);
    return response.json().apiKey as { token: string; createdAt: string; lastUsedAt: string | null };
  };
  const asProgram = (key: string) =>
    app.inject({ method: 'GET', url: '/api/v1/client', headers: { 'x-api-key': key } });

  it('has no key at first, then generates one and shows the same key again', async () => {
    const seller = await signUp(app);
    expect((await call('GET', seller)).json()).toEqual({ apiKey: null });

    const created = await generate(seller);
    expect(created.token).toMatch(/^sdk_[A-Za-z0-9_-]{43}$/);
    expect(created.lastUsedAt).toBeNull();
    const current = await call('GET', seller);
    expect(current.statusCode).toBe(200);
    expect(current.json()).toEqual({ apiKey: created });
  });

  it('keeps only a hash and a sealed copy of the key, never the key itself', async () => {
    const seller = await signUp(app);
    const { token } = await generate(seller);
    const rows = await app.database.query<Record<string, unknown>>(
      'SELECT * FROM api_keys WHERE client_id = $1',
      [seller.clientId],
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]!.key_hash).toBe(createHash('sha256').update(token).digest('hex'));
    for (const value of Object.values(rows[0]!)) expect(String(value)).not.toContain(token.slice(4));
  });

  it('refuses a second key while one is live (409), even when asked for twice at once', async () => {
    const seller = await signUp(app);
    const answers = await Promise.all([call('POST', seller), call('POST', seller), call('POST', seller)]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409, 409]);
    expect(answers.find((answer) => answer.statusCode === 409)!.json()).toEqual({
      messages: [{ error_code: 'Conflict', message: 'generate-api-key.create.already-exists' }],
    });
    const [{ count }] = (await app.database.query<{ count: number }>(
      'SELECT count(*)::int AS count FROM api_keys WHERE client_id = $1 AND revoked_at IS NULL',
      [seller.clientId],
    )) as [{ count: number }];
    expect(count).toBe(1);
  });

  it("lets a program call the API with the key and shows the key's last use", async () => {
    const seller = await signUp(app);
    const { token } = await generate(seller);
    const before = Date.now();
    const used = await asProgram(token);
    expect(used.statusCode).toBe(200);
    expect(used.json().id).toBe(seller.clientId);

    const { lastUsedAt } = (await call('GET', seller)).json().apiKey;
    expect(new Date(lastUsedAt).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('revokes the key: programs get 401, the page shows none, and a new key differs', async () => {
    const seller = await signUp(app);
    const { token } = await generate(seller);
    const revoked = await call('DELETE', seller);
    expect(revoked.statusCode).toBe(204);
    expect((await asProgram(token)).statusCode).toBe(401);
    expect((await call('GET', seller)).json()).toEqual({ apiKey: null });
    expect((await call('DELETE', seller)).statusCode).toBe(204);

    const next = await generate(seller);
    expect(next.token).not.toBe(token);
    expect((await asProgram(next.token)).statusCode).toBe(200);
  });

  it("never shows one client another client's key", async () => {
    const seller = await signUp(app);
    await generate(seller);
    expect((await call('GET', await signUp(app))).json()).toEqual({ apiKey: null });
  });

  it('replaces a key that can no longer be shown (sealed under another encryption key)', async () => {
    const seller = await signUp(app);
    const { token } = await generate(seller);
    await app.database.query(
      "UPDATE api_keys SET key_ciphertext = 'v1.AAAAAAAAAAAAAAAA.AAAAAAAAAAAAAAAAAAAAAA.AAAA' WHERE client_id = $1",
      [seller.clientId],
    );
    expect((await call('GET', seller)).json()).toEqual({ apiKey: null });
    const next = await generate(seller);
    expect((await asProgram(token)).statusCode).toBe(401);
    expect((await asProgram(next.token)).statusCode).toBe(200);
  });

  it('is for browser sessions only: a key cannot read, make or revoke keys', async () => {
    const seller = await signUp(app);
    const { token } = await generate(seller);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await app.inject({ method, url: '/api/v1/api-key', headers: { 'x-api-key': token } });
      expect(response.statusCode, method).toBe(401);
    }
    expect((await asProgram(token)).statusCode).toBe(200);
  });

  it('is closed (403) to a client without the userCanGenerateApiKey capability', async () => {
    const seller = await signUp(app);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/capabilities/userCanGenerateApiKey',
      headers: seller.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await call(method, seller);
      expect(response.statusCode, method).toBe(403);
      expect(response.json().messages[0]).toMatchObject({ error_code: 'Forbidden' });
    }
  });
});

describe('API keys in the logs', () => {
  it('never writes a key into a log line: not when made, shown, used or revoked', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ JOBS_ENABLED: false, LOG_LEVEL: 'trace' }),
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
      const seller = await signUp(app);
      const created = await app.inject({ method: 'POST', url: '/api/v1/api-key', headers: seller.headers });
      const { token } = created.json().apiKey;
      await app.inject({ method: 'GET', url: '/api/v1/api-key', headers: seller.headers });
      await app.inject({ method: 'GET', url: '/api/v1/client', headers: { 'x-api-key': token } });
      await app.inject({
        method: 'GET',
        url: '/api/v1/client',
        headers: { authorization: `Bearer ${token}` },
      });
      await app.inject({ method: 'DELETE', url: '/api/v1/api-key', headers: seller.headers });
      await app.inject({ method: 'GET', url: '/api/v1/client', headers: { 'x-api-key': token } });

      expect(lines.length).toBeGreaterThan(10);
      expect(lines.filter((line) => line.includes(token.slice(4)))).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
