import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { paris } from '../shipments/shipment-fixtures.ts';

const BAD_TEXT = 'form.error.invalid-characters';

/** The whole app with a built SPA of one page, so static paths are served too. */
const buildAppWithWebRoot = async () => {
  const webRoot = mkdtempSync(join(tmpdir(), 'shipdeck-web-'));
  writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>Shipdeck</title>');
  writeFileSync(join(webRoot, 'app.js'), 'console.log(1)');
  const database = await createTestDatabase();
  const app = await buildApp({ config: testConfig({ JOBS_ENABLED: false }), database, webRoot });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await database.close();
    rmSync(webRoot, { recursive: true, force: true });
  });
  return app;
};

describe('bad bytes are refused at the edge with 400 and the field they came in', async () => {
  const app = await buildAppWithWebRoot();
  const seller = await signUp(app);

  const expectRefused = (response: { statusCode: number; body: string }, field: string) => {
    expect(response.statusCode, response.body).toBe(400);
    expect(JSON.parse(response.body)).toEqual({
      messages: [{ error_code: 'InvalidFormatField', message: BAD_TEXT, field }],
    });
  };

  const createDraft = (body: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: { ...seller.headers, 'content-type': 'application/json' },
      payload: body,
    });

  it.each([
    ['a NUL byte', String.raw`"Luc\u0000"`],
    ['a lone high surrogate', String.raw`"Luc\ud800"`],
    ['a lone low surrogate', String.raw`"\udc00Luc"`],
  ])('refuses %s in a JSON string, naming the field', async (_label, firstName) => {
    const response = await createDraft(`{"to":{"firstName":${firstName},"city":"Paris"}}`);
    expectRefused(response, 'to.firstName');
    const drafts = await app.database.query('SELECT 1 FROM shipments WHERE client_id = $1', [
      seller.clientId,
    ]);
    expect(drafts).toHaveLength(0);
  });

  it('refuses a NUL byte in a JSON key and in an array item', async () => {
    expectRefused(await createDraft(String.raw`{"to":{"city\u0000":"Paris"}}`), 'to');
    expectRefused(
      await app.inject({
        method: 'DELETE',
        url: '/api/v1/shipments',
        headers: { ...seller.headers, 'content-type': 'application/json' },
        payload: String.raw`{"references":["ABC","D\u0000"]}`,
      }),
      'references.1',
    );
  });

  it('refuses bytes that are not UTF-8 in a JSON body instead of replacing them', async () => {
    const body = Buffer.concat([
      Buffer.from('{"to":{"firstName":"Luc'),
      Buffer.from([0xed, 0xa0, 0x80]),
      Buffer.from('"}}'),
    ]);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: { ...seller.headers, 'content-type': 'application/json' },
      payload: body,
    });
    expectRefused(response, 'body');
  });

  it('keeps well-formed text exactly, astral characters included', async () => {
    // The content's description is not printed on the label, so any script and emoji may stand in it.
    const description = 'Zoë 😀 Łódź 𝄞';
    const response = await createDraft(
      JSON.stringify({ to: { ...paris, firstName: 'Zoë' }, content: { description } }),
    );
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().data.content.description).toBe(description);
    expect(response.json().data.to.firstName).toBe('Zoë');
  });

  it.each([
    ['%00', 'q'],
    ['abc%00def', 'q'],
    ['%ED%A0%80', 'q'],
    ['%FF', 'q'],
  ])('refuses %s in a query value, naming the parameter', async (value, field) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments?q=${value}`,
      headers: seller.headers,
    });
    expectRefused(response, field);
  });

  it('refuses a NUL byte in a query parameter name', async () => {
    const response = await app.inject({
      method: 'GET',
      url: '/api/v1/shipments?q%00=1',
      headers: seller.headers,
    });
    expectRefused(response, 'query');
  });

  it.each([
    ['an API path', '/api/v1/shipments/ABC%00'],
    ['an API path with a lone surrogate', '/api/v1/shipments/%ED%B0%80'],
    ['an unknown API path', '/api/v1/nothing%00'],
    ['a static path', '/app.js%00.html'],
    ['a client route', '/private/shipments%00'],
    ['a broken escape in a static path', '/private/%E0%A4%A'],
  ])('refuses bad bytes in %s', async (_label, url) => {
    const response = await app.inject({ method: 'GET', url, headers: seller.headers });
    expectRefused(response, 'path');
  });

  it('still serves static files and client routes with well-formed escapes', async () => {
    expect((await app.inject({ method: 'GET', url: '/app.js' })).statusCode).toBe(200);
    const route = await app.inject({ method: 'GET', url: '/private/shipments/%C3%A9t%C3%A9' });
    expect(route.statusCode).toBe(200);
    expect(route.body).toContain('Shipdeck');
  });
});
