import { readFileSync, writeFileSync } from 'node:fs';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { CLIENT_PATHS, clientSubset } from './openapi-subset.ts';

const GENERATED = new URL('./generated/shipdeck-api.ts', import.meta.url);
const BANNER =
  '// Generated from the OpenAPI document the app serves (GET /api/docs/json) by openapi-typescript.\n' +
  '// Do not edit: UPDATE_OPENAPI_TYPES=1 npx vitest run --project server-pglite apps/server/test/public-api/openapi-document.test.ts\n';

type Operation = {
  security?: Record<string, string[]>[];
  parameters?: { in: string; name: string }[];
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
};

describe('the OpenAPI document', async () => {
  const app = await buildTestApp();
  const response = await app.inject({ method: 'GET', url: '/api/docs/json' });
  const document = response.json();
  const operation = (path: string, method: string) => document.paths[path]?.[method] as Operation;

  it('is one OpenAPI 3.1 document served by the app, with a reference page beside it', async () => {
    expect(response.statusCode).toBe(200);
    expect(document.openapi).toBe('3.1.0');
    expect(document.components.securitySchemes.bearer).toEqual(
      expect.objectContaining({ type: 'http', scheme: 'bearer' }),
    );
    const page = await app.inject({ method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
  });

  it.each([
    ['/api/v1/shipments', 'post'],
    ['/api/v1/shipments', 'get'],
    ['/api/v1/shipments/{reference}', 'get'],
    ['/api/v1/shipments/price', 'post'],
    ['/api/v1/orders', 'post'],
    ['/api/v1/shipments/{reference}/label', 'get'],
    ['/api/v1/shipments/{reference}/tracking', 'get'],
    ['/api/v1/shipments/{reference}/cancel', 'post'],
  ])('documents %s %s for a key, with the one error shape', (path, method) => {
    const documented = operation(path, method);
    expect(documented.security).toContainEqual({ bearer: [] });
    const errorSchema = documented.responses['4XX']?.content?.['application/json']?.schema as {
      properties: { messages: { items: { required: string[] } } };
    };
    expect(errorSchema.properties.messages.items.required).toEqual(['error_code', 'message']);
  });

  it('shows who may call each operation: browser-only ones need the session', () => {
    expect(operation('/api/v1/api-key', 'post').security).toEqual([{ session: [] }]);
    expect(operation('/api/v1/auth/login', 'post').security).toEqual([]);
  });

  it('takes an Idempotency-Key on create, pay and cancel', () => {
    for (const [path, method] of [
      ['/api/v1/shipments', 'post'],
      ['/api/v1/orders', 'post'],
      ['/api/v1/shipments/{reference}/cancel', 'post'],
    ] as const) {
      expect(operation(path, method).parameters).toContainEqual(
        expect.objectContaining({ in: 'header', name: 'idempotency-key' }),
      );
    }
  });

  it('documents the label as a PDF', () => {
    expect(
      Object.keys(operation('/api/v1/shipments/{reference}/label', 'get').responses['200']?.content ?? {}),
    ).toEqual(['application/pdf']);
  });

  it('has the client types generated from its current version', async () => {
    for (const path of CLIENT_PATHS) expect(document.paths[path], path).toBeDefined();
    const types = BANNER + astToString(await openapiTS(clientSubset(document) as unknown as OpenAPI3));
    if (process.env.UPDATE_OPENAPI_TYPES === '1') writeFileSync(GENERATED, types);
    expect(readFileSync(GENERATED, 'utf8'), 'regenerate with the command at the top of the file').toBe(types);
  });
});
