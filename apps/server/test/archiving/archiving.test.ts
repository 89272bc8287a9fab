import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { archiveShipmentsJob } from '../../src/modules/archiving/archive-shipments.job.ts';
import { findShipmentExtras } from '../../src/modules/orders/index.ts';
import { archiveStaleShipments } from '../../src/modules/shipments/index.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from '../shipments/shipment-fixtures.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

type Seller = SignedUp & { app: FastifyInstance };

/**
 * A shipment of the seller last changed `daysAgo` days ago: a draft (empty), ready to purchase, or
 * delivered (what the carrier's tracking leaves behind, written directly).
 */
const shipmentOf = async (seller: Seller, kind: 'delivered' | 'draft' | 'ready', daysAgo: number) => {
  const created = await seller.app.inject({
    method: 'POST',
    url: '/api/v1/shipments',
    headers: seller.headers,
    payload: kind === 'draft' ? {} : readyShipment(),
  });
  expect(created.statusCode).toBe(201);
  const { reference, state } = created.json() as { reference: string; state: string };
  expect(state).toBe(kind === 'draft' ? 'AWAITING_COMPLETION' : 'READY_TO_PURCHASE');
  await seller.app.database.query('UPDATE shipments SET state = $1, updated_at = $2 WHERE reference = $3', [
    kind === 'delivered' ? 'DELIVERED' : state,
    new Date(Date.now() - daysAgo * DAY_MS),
    reference,
  ]);
  return reference;
};

const archivedOf = async (seller: Seller) => {
  const rows = await seller.app.database.query<{ reference: string }>(
    'SELECT reference FROM shipments WHERE client_id = $1 AND is_archived ORDER BY reference',
    [seller.clientId],
  );
  return rows.map((row) => row.reference).sort();
};

const eventsOf = async (seller: Seller) =>
  seller.app.database.query<{ payload: { reference: string; inboxes: string[] } }>(
    "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipment.updated' ORDER BY id",
    [seller.clientId],
  );

describe('archiving', async () => {
  const app = await buildTestApp();
  const seller = async (): Promise<Seller> => ({ ...(await signUp(app)), app });
  const put = (who: Seller, payload: Record<string, string>) =>
    app.inject({ method: 'PUT', url: '/api/v1/archive-settings', headers: who.headers, payload });
  const get = (who: Seller) =>
    app.inject({ method: 'GET', url: '/api/v1/archive-settings', headers: who.headers });

  it('keeps everything until the client chooses, then saves both retentions', async () => {
    const who = await seller();
    expect((await get(who)).json()).toEqual({ delivered: { active: 'NEVER' }, draft: { active: 'NEVER' } });
    const saved = await put(who, { delivered: 'ONEWEEK', draft: 'MONTH' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ delivered: { active: 'ONEWEEK' }, draft: { active: 'MONTH' } });
    await put(who, { delivered: 'TWOWEEKS', draft: 'NEVER' });
    expect((await get(who)).json()).toEqual({
      delivered: { active: 'TWOWEEKS' },
      draft: { active: 'NEVER' },
    });
    // Another client's settings are its own.
    expect((await get(await seller())).json()).toEqual({
      delivered: { active: 'NEVER' },
      draft: { active: 'NEVER' },
    });
  });

  it.each([
    [{ delivered: 'ONEWEEK' }, 'form.error.required', 'draft'],
    [{ draft: 'NEVER' }, 'form.error.required', 'delivered'],
    [{ delivered: 'YEAR', draft: 'NEVER' }, 'form.error.value-not-allowed', 'delivered'],
  ])('refuses %j with %s on %s', async (payload, message, field) => {
    const response = await put(await seller(), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ message, field }));
  });

  it('the daily job archives delivered shipments and drafts past their retention, once, and nobody else’s', async () => {
    const owner = await seller();
    await put(owner, { delivered: 'ONEWEEK', draft: 'TWOWEEKS' });
    const oldDelivered = await shipmentOf(owner, 'delivered', 8);
    const newDelivered = await shipmentOf(owner, 'delivered', 6);
    const oldDraft = await shipmentOf(owner, 'draft', 15);
    const newDraft = await shipmentOf(owner, 'draft', 13);
    const oldReady = await shipmentOf(owner, 'ready', 40);
    const neighbour = await seller();
    await shipmentOf(neighbour, 'delivered', 40);
    await shipmentOf(neighbour, 'draft', 40);
    const statsBefore = (
      await app.inject({ method: 'GET', url: '/api/v1/shipments/stats', headers: owner.headers })
    ).json();

    await app.jobs.enqueue(archiveShipmentsJob, {});
    expect((await drainJobs(app)).failed).toBe(0);
    expect(await archivedOf(owner)).toEqual([oldDelivered, oldDraft].sort());
    expect(await archivedOf(neighbour)).toEqual([]);
    const stats = (
      await app.inject({ method: 'GET', url: '/api/v1/shipments/stats', headers: owner.headers })
    ).json();
    expect(stats).toMatchObject({
      ALL: statsBefore.ALL - 2,
      DELIVERED: statsBefore.DELIVERED - 1,
      DRAFT: statsBefore.DRAFT - 1,
      READY_TO_PURCHASE: statsBefore.READY_TO_PURCHASE,
    });
    const archivedList = await app.inject({
      method: 'GET',
      url: '/api/v1/shipments?inbox=ARCHIVED',
      headers: owner.headers,
    });
    expect(archivedList.statusCode).toBe(200);
    expect(archivedList.body).toContain(oldDelivered);
    expect(archivedList.body).toContain(oldDraft);
    expect(archivedList.body).not.toContain(newDelivered);
    const events = await eventsOf(owner);
    expect(events.map((event) => [event.payload.reference, event.payload.inboxes])).toEqual(
      expect.arrayContaining([
        [oldDelivered, ['ARCHIVED']],
        [oldDraft, ['ARCHIVED']],
      ]),
    );

    // A second run (a retry, or the next day with nothing new) changes nothing and says nothing.
    await app.jobs.enqueue(archiveShipmentsJob, {});
    expect((await drainJobs(app)).failed).toBe(0);
    expect(await archivedOf(owner)).toEqual([oldDelivered, oldDraft].sort());
    expect(await eventsOf(owner)).toHaveLength(events.length);
    for (const kept of [newDelivered, newDraft, oldReady])
      expect(await archivedOf(owner)).not.toContain(kept);
  });

  it('archives a large backlog in batches until none is left', async () => {
    const owner = await seller();
    const references = [];
    for (let i = 0; i < 5; i += 1) references.push(await shipmentOf(owner, 'delivered', 9));
    const archived = await archiveStaleShipments(
      app.database.db,
      { findShipmentExtras },
      {
        clientId: owner.clientId,
        inbox: 'DELIVERED',
        before: new Date(Date.now() - 7 * DAY_MS),
        batchSize: 2,
      },
    );
    expect(archived).toBe(5);
    expect(await archivedOf(owner)).toEqual(references.sort());
  });

  it('the debug trigger runs the job for the caller only, as of the day it is given', async () => {
    const owner = await seller();
    await put(owner, { delivered: 'MONTH', draft: 'NEVER' });
    const delivered = await shipmentOf(owner, 'delivered', 2);
    const other = await seller();
    await put(other, { delivered: 'MONTH', draft: 'NEVER' });
    await shipmentOf(other, 'delivered', 2);
    const asOf = new Date(Date.now() + 29 * DAY_MS).toISOString();
    const triggered = await app.inject({
      method: 'POST',
      url: '/api/v1/dev/archive-shipments',
      headers: owner.headers,
      payload: { asOf },
    });
    expect(triggered.statusCode).toBe(202);
    expect((await drainJobs(app)).failed).toBe(0);
    expect(await archivedOf(owner)).toEqual([delivered]);
    expect(await archivedOf(other)).toEqual([]);
  });
});
