import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { text } from 'node:stream/consumers';
import { afterAll, describe, expect, it } from 'vitest';
import { clientFileKey, type FileStorage, isValidFileKey } from '../../src/platform/storage/file-storage.ts';
import { createLocalFileStorage } from '../../src/platform/storage/local-file-storage.ts';
import { createMemoryFileStorage } from '../../src/platform/storage/memory-file-storage.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { createTestApiKey, signUp } from '../helpers/clients.ts';

const folder = mkdtempSync(join(tmpdir(), 'shipdeck-files-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

const implementations: Array<[string, () => FileStorage]> = [
  ['local directory', () => createLocalFileStorage(join(folder, 'files'))],
  ['memory', () => createMemoryFileStorage()],
];

describe.each(implementations)('file storage: %s', (_name, create) => {
  const storage = create();
  const key = 'clients/0b8a7c52-6a0e-4a4f-9a51-7f2d0c1e9b11/labels/SD-1 label.pdf';
  const bytes = new TextEncoder().encode('%PDF-1.7 label');

  it('returns what was put, with its content type and size', async () => {
    await storage.put(key, bytes, 'application/pdf');
    const file = await storage.get(key);
    expect(file).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(file!.bytes.toString()).toBe('%PDF-1.7 label');
    const streamed = await storage.getStream(key);
    expect(streamed).toMatchObject({ contentType: 'application/pdf', size: bytes.length });
    expect(await text(streamed!.stream)).toBe('%PDF-1.7 label');
  });

  it('replaces a file put again under the same key', async () => {
    await storage.put(key, new TextEncoder().encode('v2'), 'text/plain');
    expect(await storage.get(key)).toMatchObject({ contentType: 'text/plain', size: 2 });
  });

  it('forgets a deleted file, and deleting a missing one is not an error', async () => {
    await storage.delete(key);
    expect(await storage.get(key)).toBeNull();
    expect(await storage.getStream(key)).toBeNull();
    await expect(storage.delete(key)).resolves.toBeUndefined();
  });

  it("deletes a folder's files and nothing beside it", async () => {
    const mine = 'clients/0b8a7c52-6a0e-4a4f-9a51-7f2d0c1e9b11';
    const other = 'clients/0b8a7c52-6a0e-4a4f-9a51-7f2d0c1e9b12/labels/SD-2.pdf';
    await storage.put(`${mine}/labels/SD-1.pdf`, bytes, 'application/pdf');
    await storage.put(`${mine}/exports/my-data.zip`, bytes, 'application/zip');
    await storage.put(other, bytes, 'application/pdf');
    await storage.deleteFolder(mine);
    expect(await storage.get(`${mine}/labels/SD-1.pdf`)).toBeNull();
    expect(await storage.get(`${mine}/exports/my-data.zip`)).toBeNull();
    expect(await storage.get(other)).not.toBeNull();
    await expect(storage.deleteFolder(mine)).resolves.toBeUndefined();
  });

  it('writes into a folder again after the folder was deleted', async () => {
    const folder = 'clients/0b8a7c52-6a0e-4a4f-9a51-7f2d0c1e9b13';
    await storage.put(`${folder}/labels/SD-1.pdf`, bytes, 'application/pdf');
    await storage.deleteFolder(folder);
    await storage.put(`${folder}/labels/SD-2.pdf`, bytes, 'application/pdf');
    expect(await storage.get(`${folder}/labels/SD-2.pdf`)).toMatchObject({ contentType: 'application/pdf' });
  });

  it.each(['../etc/passwd', '/etc/passwd', 'clients//x', 'clients/a/../b', 'clients/a/.hidden', ''])(
    'refuses the unsafe key %j',
    async (unsafe) => {
      await expect(storage.put(unsafe, bytes, 'text/plain')).rejects.toThrow(/Invalid file key/);
      await expect(storage.get(unsafe)).rejects.toThrow(/Invalid file key/);
    },
  );

  it('gives the download URL of a key, each segment encoded', () => {
    expect(storage.url('clients/c1/labels/SD-1 label.pdf', { disposition: 'inline' })).toBe(
      '/api/v1/files/clients/c1/labels/SD-1%20label.pdf?disposition=inline',
    );
  });
});

describe('local file storage on disk', () => {
  it('leaves no temporary file behind after a write', async () => {
    const root = join(folder, 'atomic');
    const storage = createLocalFileStorage(root);
    await storage.put('clients/c1/report.csv', new TextEncoder().encode('a,b'), 'text/csv');
    expect(readdirSync(join(root, 'clients', 'c1')).sort()).toEqual(['report.csv', 'report.csv.meta.json']);
  });
});

describe('clientFileKey', () => {
  it('builds a key under the client prefix and refuses unsafe segments', () => {
    expect(clientFileKey('c1', 'invoices', '2026-11.pdf')).toBe('clients/c1/invoices/2026-11.pdf');
    expect(() => clientFileKey('c1', '..', 'x')).toThrow();
    expect(isValidFileKey('clients/c1/a b (1).pdf')).toBe(true);
  });
});

describe('GET /api/v1/files/*', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const labelKey = clientFileKey(seller.clientId, 'labels', 'SD-1 label.pdf');
  const htmlKey = clientFileKey(seller.clientId, 'uploads', 'notes.html');
  await app.storage.put(labelKey, new TextEncoder().encode('%PDF-1.7 label'), 'application/pdf');
  await app.storage.put(htmlKey, new TextEncoder().encode('<script>alert(1)</script>'), 'text/html');

  it("serves the client's file as a download by default", async () => {
    const response = await app.inject({
      method: 'GET',
      url: app.storage.url(labelKey),
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="SD-1 label.pdf"; filename*=UTF-8''SD-1%20label.pdf`,
    );
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(response.body).toBe('%PDF-1.7 label');
  });

  it('shows a PDF inline when asked, but never an HTML file', async () => {
    const pdf = await app.inject({
      method: 'GET',
      url: app.storage.url(labelKey, { disposition: 'inline' }),
      headers: seller.headers,
    });
    expect(pdf.headers['content-disposition']).toMatch(/^inline;/);
    const html = await app.inject({
      method: 'GET',
      url: app.storage.url(htmlKey, { disposition: 'inline' }),
      headers: seller.headers,
    });
    expect(html.statusCode).toBe(200);
    expect(html.headers['content-disposition']).toMatch(/^attachment;/);
  });

  it('serves the file to an integration calling with the API key', async () => {
    const key = await createTestApiKey(app, seller);
    const response = await app.inject({
      method: 'GET',
      url: app.storage.url(labelKey),
      headers: { 'x-api-key': key },
    });
    expect(response.statusCode).toBe(200);
  });

  it("answers 404 to another client asking for the seller's file", async () => {
    const response = await app.inject({
      method: 'GET',
      url: app.storage.url(labelKey),
      headers: other.headers,
    });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ messages: [{ error_code: 'NotFound', message: 'error.not-found' }] });
  });

  it.each([
    ['a missing file', (id: string) => `/api/v1/files/clients/${id}/labels/nothing.pdf`],
    ['a path escaping the client folder', (id: string) => `/api/v1/files/clients/${id}/../x/labels/a.pdf`],
    ['an encoded escape', (id: string) => `/api/v1/files/clients/${id}/%2e%2e/x/a.pdf`],
    ['a key outside any client folder', () => '/api/v1/files/labels/a.pdf'],
  ])('answers 404 for %s', async (_case, url) => {
    const response = await app.inject({ method: 'GET', url: url(seller.clientId), headers: seller.headers });
    expect(response.statusCode).toBe(404);
    expect(response.json().messages[0].error_code).toBe('NotFound');
  });

  it('answers 400 with the field for an unknown disposition', async () => {
    const response = await app.inject({
      method: 'GET',
      url: `${app.storage.url(labelKey)}?disposition=frame`,
      headers: seller.headers,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0]).toMatchObject({ field: 'disposition' });
  });

  it('answers 401 without a session or key', async () => {
    const response = await app.inject({ method: 'GET', url: app.storage.url(labelKey) });
    expect(response.statusCode).toBe(401);
    expect(response.json().messages[0].error_code).toBe('Unauthorized');
  });
});
