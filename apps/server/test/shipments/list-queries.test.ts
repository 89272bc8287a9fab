import { SHIPMENTS_COUNT_CAP } from '@shipdeck/domain/shipments/shipment.schema';
import { describe, expect, it } from 'vitest';
import { EXPORT_PAGE_ROWS } from '../../src/modules/shipments/export-shipments.job.ts';
import { generateShipmentRows, insertShipmentsBulk } from '../../src/modules/shipments/seed-shipments.ts';
import { shipmentsRepository } from '../../src/modules/shipments/shipments.repository.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { dhlParcelConnect, glsService, readyShipment } from './shipment-fixtures.ts';

type ListedShipment = { reference: string; data: { service: { carrierName: string } | null } };
type ListPage = {
  content: ListedShipment[];
  pagination: { currentPage: number; totalPages: number; totalElements: number };
};

// The list SQL written for speed (docs/adr/0003): totals from counters, index-shaped sort orders,
// deferred-join pages and keyset export pages must give the same answers a plain query would.
describe('shipments list queries', async () => {
  const app = await buildTestApp();

  const list = async (seller: SignedUp, query: string): Promise<ListPage> => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/shipments?${query}`,
      headers: seller.headers,
    });
    expect(response.statusCode, query).toBe(200);
    return response.json();
  };
  const create = async (seller: SignedUp, payload: object) => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload,
    });
    expect(response.statusCode).toBe(201);
    return response.json() as { reference: string };
  };

  it('gives exact totals for unfiltered inboxes, following creates and deletes', async () => {
    const seller = await signUp(app);
    for (let i = 0; i < 3; i += 1) await create(seller, readyShipment());
    const drafts = [await create(seller, {}), await create(seller, {})];
    const total = async (query: string) => (await list(seller, `${query}&limit=2`)).pagination;

    expect(await total('inbox=ALL')).toEqual({ currentPage: 1, totalPages: 3, totalElements: 5 });
    expect((await total('inbox=READY_TO_PURCHASE')).totalElements).toBe(3);
    expect((await total('inbox=DRAFT')).totalElements).toBe(2);
    expect((await total('inbox=PENDING')).totalElements).toBe(5);
    expect((await total('inbox=TRACKING')).totalElements).toBe(0);
    expect((await total('inbox=ARCHIVED')).totalElements).toBe(0);
    // A filter goes through count(*): the same inbox, filtered to all its rows, agrees.
    expect((await total('inbox=ALL&carrier_name=GLS')).totalElements).toBe(3);

    await app.inject({
      method: 'DELETE',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload: { references: [drafts[0]!.reference] },
    });
    expect((await total('inbox=ALL')).totalElements).toBe(4);
    expect((await total('inbox=DRAFT')).totalElements).toBe(1);
  });

  it('gives exact totals for a carrier filter as shipments change carrier or state, or are deleted', async () => {
    const seller = await signUp(app);
    const gls = [await create(seller, readyShipment()), await create(seller, readyShipment())];
    const dhl = await create(seller, readyShipment({ service: dhlParcelConnect }));
    await create(seller, {});
    const patch = async (reference: string, payload: object) => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/shipments/${reference}`,
        headers: seller.headers,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    // A carrier alone is counted from counters; with any other filter it is count(*): both must agree.
    const totals = async (query: string) => [
      (await list(seller, query)).pagination.totalElements,
      (await list(seller, `${query}&created_at_from=2000-01-01`)).pagination.totalElements,
    ];

    expect(await totals('carrier_name=GLS')).toEqual([2, 2]);
    expect(await totals('inbox=READY_TO_PURCHASE&carrier_name=DHL')).toEqual([1, 1]);
    expect(await totals('inbox=ARCHIVED&carrier_name=GLS')).toEqual([0, 0]);

    await patch(dhl.reference, { service: glsService });
    expect(await totals('carrier_name=GLS')).toEqual([3, 3]);
    expect(await totals('carrier_name=DHL')).toEqual([0, 0]);

    await patch(gls[0]!.reference, { content: { description: 'Toys', value: 1200 } });
    expect(await totals('carrier_name=GLS')).toEqual([3, 3]);

    await patch(gls[1]!.reference, { service: null });
    expect(await totals('carrier_name=GLS')).toEqual([2, 2]);
    expect(await totals('inbox=DRAFT&carrier_name=GLS')).toEqual([0, 0]);

    await app.inject({
      method: 'DELETE',
      url: '/api/v1/shipments',
      headers: seller.headers,
      payload: { references: [gls[0]!.reference] },
    });
    expect(await totals('carrier_name=GLS')).toEqual([1, 1]);
    expect(await totals('inbox=ALL')).toEqual([3, 3]);
  });

  it('keeps the inbox totals exact as shipments move inbox, alone or many in one statement', async () => {
    const seller = await signUp(app);
    const ready = [];
    for (let i = 0; i < 4; i += 1) ready.push(await create(seller, readyShipment()));
    const draft = await create(seller, {});
    const stats = async () =>
      (
        await app.inject({ method: 'GET', url: '/api/v1/shipments/stats', headers: seller.headers })
      ).json() as Record<string, number>;
    // The counters against a scan of the seller's shipments: any drift shows here.
    const expectCountersExact = async () => {
      const counted = await app.database.query<{ state: string; is_archived: boolean; n: string }>(
        `SELECT state, is_archived, count(*) AS n FROM shipments WHERE client_id = $1
         GROUP BY 1, 2 ORDER BY 1, 2`,
        [seller.clientId],
      );
      const kept = await app.database.query<{ state: string; is_archived: boolean; n: string }>(
        `SELECT state, is_archived, count AS n FROM shipment_counts WHERE client_id = $1 AND count <> 0
         ORDER BY 1, 2`,
        [seller.clientId],
      );
      expect(kept).toEqual(counted);
    };
    const move = (sql: string, references: string[]) =>
      app.database.query(`UPDATE shipments SET ${sql} WHERE client_id = $1 AND reference = ANY($2)`, [
        seller.clientId,
        references,
      ]);

    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 4, DRAFT: 1, PROCESSING: 0 });

    // Ready to draft through the API (the service taken away), and back.
    const patch = async (reference: string, payload: object) => {
      const response = await app.inject({
        method: 'PATCH',
        url: `/api/v1/shipments/${reference}`,
        headers: seller.headers,
        payload,
      });
      expect(response.statusCode).toBe(200);
    };
    await patch(ready[0]!.reference, { service: null });
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 3, DRAFT: 2 });
    await patch(ready[0]!.reference, { service: glsService });
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 4, DRAFT: 1 });
    await expectCountersExact();

    // Paid as the label job moves them: several in one statement, one of them not moving at all.
    await move("state = 'PURCHASE_SUCCESS'", [ready[1]!.reference, ready[2]!.reference]);
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 2, PROCESSING: 2 });
    await move(`state = 'PURCHASE_SUCCESS', trackings = '["T1"]'`, [
      ready[1]!.reference,
      ready[3]!.reference,
    ]);
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 1, PROCESSING: 3 });
    // A statement that changes shipments but no inbox leaves every total as it was.
    await move(`trackings = '["T2"]', label_downloaded = true`, [ready[1]!.reference, draft.reference]);
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 1, PROCESSING: 3, DRAFT: 1 });
    await expectCountersExact();

    // Two shipments trading states in one statement: each state keeps its total.
    await app.database.query(
      `UPDATE shipments SET state = CASE WHEN state = 'AWAITING_COMPLETION' THEN 'PURCHASE_SUCCESS'
       ELSE 'AWAITING_COMPLETION' END
       WHERE client_id = $1 AND reference = ANY($2)`,
      [seller.clientId, [draft.reference, ready[1]!.reference]],
    );
    expect(await stats()).toMatchObject({ ALL: 5, READY_TO_PURCHASE: 1, PROCESSING: 3, DRAFT: 1 });
    // Archived (both paid by now): out of every inbox but the archive.
    await move('is_archived = true', [ready[2]!.reference, draft.reference]);
    expect(await stats()).toMatchObject({ ALL: 3, READY_TO_PURCHASE: 1, PROCESSING: 1, DRAFT: 1 });
    expect((await list(seller, 'inbox=ARCHIVED')).pagination.totalElements).toBe(2);
    await expectCountersExact();
  });

  it('sorts by service both ways: shipments without a service last, the newest first within a service', async () => {
    const seller = await signUp(app);
    const olderGls = await create(seller, readyShipment());
    const dhl = await create(seller, readyShipment({ service: dhlParcelConnect }));
    const newerGls = await create(seller, readyShipment());
    const noService = await create(seller, readyShipment({ service: null }));
    const references = async (query: string) =>
      (await list(seller, query)).content.map((shipment) => shipment.reference);

    expect(await references('order=service_asc')).toEqual([
      dhl.reference,
      newerGls.reference,
      olderGls.reference,
      noService.reference,
    ]);
    expect(await references('order=service_desc')).toEqual([
      newerGls.reference,
      olderGls.reference,
      dhl.reference,
      noService.reference,
    ]);
    expect(await references('order=service_desc&carrier_name=GLS')).toEqual([
      newerGls.reference,
      olderGls.reference,
    ]);
    expect(await references('order=service_asc&carrier_name=GLS&limit=1&offset=1')).toEqual([
      olderGls.reference,
    ]);
    expect(await references('')).toEqual([
      noService.reference,
      newerGls.reference,
      dhl.reference,
      olderGls.reference,
    ]);
  });

  it('finds search text of any length, in the middle of a word', async () => {
    const seller = await signUp(app);
    await create(seller, readyShipment());
    await create(seller, readyShipment({ to: { ...readyShipment().to, firstName: 'Zoé', city: 'Lyon' } }));
    expect((await list(seller, 'q=oé')).pagination.totalElements).toBe(1);
    expect((await list(seller, 'q=ARIS')).pagination.totalElements).toBe(1);
    expect((await list(seller, 'q=zoé lyon')).pagination.totalElements).toBe(0);
    // A percent sign is searched for as itself, not as a LIKE wildcard.
    expect((await list(seller, 'q=50%25')).pagination.totalElements).toBe(0);
  });

  it('exports every shipment once when more than a page of them share one creation instant', async () => {
    const seller = await signUp(app);
    // One INSERT: every row gets the same microsecond now(), finer than a JS Date cursor can hold.
    const rows = generateShipmentRows({
      clientId: seller.clientId,
      count: EXPORT_PAGE_ROWS + 50,
      seed: 7,
    }).map(({ createdAt: _createdAt, updatedAt: _updatedAt, ...row }) => row);
    await shipmentsRepository.insertMany(app.database.db, rows);

    const request = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments/report',
      headers: seller.headers,
      payload: { inbox: 'ALL' },
    });
    expect(request.statusCode).toBe(202);
    await drainJobs(app);
    const [event] = await app.database.query<{ payload: { url: string | null } }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipments.report'",
      [seller.clientId],
    );
    const file = await app.inject({ method: 'GET', url: event!.payload.url!, headers: seller.headers });
    const lines = file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n')
      .slice(1);
    const exported = new Set(lines.map((line) => line.split(',')[0]));
    const expected = rows.filter((row) => !row.isArchived).map((row) => row.reference);
    expect(lines).toHaveLength(expected.length);
    expect(exported).toEqual(new Set(expected));
  });

  it('counts a searched or filtered list up to the cap and says there are more, never the whole client', async () => {
    const seller = await signUp(app);
    await insertShipmentsBulk(
      app.database,
      generateShipmentRows({ clientId: seller.clientId, count: SHIPMENTS_COUNT_CAP + 300, seed: 11 }),
    );
    // A creation-date filter from long ago matches every one of them.
    const filtered = await list(seller, 'inbox=ALL&created_at_from=2000-01-01&limit=20');
    expect(filtered.pagination).toEqual({
      currentPage: 1,
      totalPages: SHIPMENTS_COUNT_CAP / 20,
      totalElements: SHIPMENTS_COUNT_CAP,
      isTotalCapped: true,
    });
    // The inbox without a filter reads its kept counters: exact, whatever its size.
    const unfiltered = (await list(seller, 'inbox=ALL&limit=20')).pagination;
    expect(unfiltered.totalElements).toBeGreaterThan(SHIPMENTS_COUNT_CAP);
    expect(unfiltered).not.toHaveProperty('isTotalCapped');
    expect(filtered.content).toHaveLength(20);
    // Under the cap the count is exact and says nothing more.
    const few = await list(seller, `inbox=ALL&q=${filtered.content[0]!.reference}`);
    expect(few.pagination).toEqual({ currentPage: 1, totalPages: 1, totalElements: 1 });
  });
});
