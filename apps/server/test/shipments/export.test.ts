import { describe, expect, it } from 'vitest';
import {
  EMBEDDED_EXPORT_PAGE_ROWS,
  EXPORT_PAGE_ROWS,
} from '../../src/modules/shipments/export-shipments.job.ts';
import { generateShipmentRows, insertShipmentsBulk } from '../../src/modules/shipments/index.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

type ReportEvent = { reportId: string; url: string | null; errors: string[] };

describe('shipments export', async () => {
  const app = await buildTestApp();

  const reportEvents = async (clientId: string) =>
    (
      await app.database.query<{ payload: ReportEvent }>(
        "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipments.report' ORDER BY id",
        [clientId],
      )
    ).map((row) => row.payload);

  it('writes the CSV of the inbox and filters, announced by the report event with its URL', async () => {
    const seller = await signUp(app);
    const post = (payload: object) =>
      app.inject({ method: 'POST', url: '/api/v1/shipments', headers: seller.headers, payload });
    await post(readyShipment({ shipmentCustomReference: '=HYPERLINK("http://evil.example")' }));
    await post(readyShipment({ to: { ...readyShipment().to, firstName: 'Other' } }));
    await post({});

    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/report',
      headers: seller.headers,
      payload: { inbox: 'READY_TO_PURCHASE', recipient_name: 'Luc' },
    });
    expect(request.statusCode).toBe(202);
    await drainJobs(app);

    const [event] = await reportEvents(seller.clientId);
    expect(event).toMatchObject({ reportId: request.json().reportId, errors: [] });
    const file = await app.inject({ method: 'GET', url: event!.url!, headers: seller.headers });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-disposition']).toContain('attachment');
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toMatch(/^reference,status,created_at/);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('Luc');
    // The formula is neutralised: a spreadsheet shows it as text.
    expect(lines[1]).toContain(`"'=HYPERLINK(""http://evil.example"")"`);

    const stranger = await signUp(app);
    const theirs = await app.inject({ method: 'GET', url: event!.url!, headers: stranger.headers });
    expect(theirs.statusCode).toBe(404);
  });

  it('streams a large inbox into the file a page at a time, never holding the whole file', async () => {
    const seller = await signUp(app);
    const rows = 1250;
    await insertShipmentsBulk(
      app.database,
      generateShipmentRows({ clientId: seller.clientId, count: rows, seed: 7 }),
    );
    const pieces: number[] = [];
    const storage = app.storage;
    const { put, putStream } = storage;
    storage.put = async (key, bytes, type) => {
      if (key.includes('/reports/')) throw new Error('the export wrote its file in one piece');
      return put(key, bytes, type);
    };
    storage.putStream = (key, chunks, type) =>
      putStream(
        key,
        (async function* () {
          for await (const chunk of chunks) {
            pieces.push(chunk.length);
            yield chunk;
          }
        })(),
        type,
      );
    try {
      const request = await app.inject({
        method: 'POST',
        url: '/api/v1/shipments/report',
        headers: seller.headers,
        payload: { inbox: 'ALL' },
      });
      expect(request.statusCode).toBe(202);
      await drainJobs(app);
    } finally {
      Object.assign(storage, { put, putStream });
    }
    const [event] = await reportEvents(seller.clientId);
    const file = await app.inject({ method: 'GET', url: event!.url!, headers: seller.headers });
    // The all inbox leaves out the archived ones.
    const [{ listed }] = (await app.database.query<{ listed: number }>(
      'SELECT count(*)::int AS listed FROM shipments WHERE client_id = $1 AND NOT is_archived',
      [seller.clientId],
    )) as [{ listed: number }];
    expect(listed).toBeGreaterThan(1000);
    expect(file.body.trim().split('\r\n')).toHaveLength(listed + 1);
    const pageRows = app.database.kind === 'pglite' ? EMBEDDED_EXPORT_PAGE_ROWS : EXPORT_PAGE_ROWS;
    // The header, then one piece per page read.
    expect(pieces).toHaveLength(1 + Math.ceil(listed / pageRows));
  });

  it('refuses bad filters', async () => {
    const seller = await signUp(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/report',
      headers: seller.headers,
      payload: { inbox: 'READY_TO_PURCHASE', created_at_from: '2026-02-01', created_at_to: '2026-01-01' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().messages[0].message).toBe('filters.error.date-range');
  });
});
