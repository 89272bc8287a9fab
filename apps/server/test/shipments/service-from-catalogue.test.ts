import { serviceSnapshotOf } from '@shipdeck/domain/shipments/rules/service-snapshot';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { madridBarcelona } from '../bulk/bulk-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { glsService, madrid, paris, readyShipment } from './shipment-fixtures.ts';

/** What a tampering browser might send with a real catalogue id. */
const forged = {
  id: glsService.id,
  carrierId: 'evil',
  carrierName: 'Evil Express',
  name: 'Evil Overnight',
  logoId: 'evil-logo',
  dropOffOrigin: true,
  dropOffDestination: true,
  customsRequired: true,
  hasPrintInStore: true,
  transitHours: 1,
};

const madridParis =
  'from[country]=ES&from[zip]=28013&to[country]=FR&to[zip]=75001' +
  '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10';

type ListPage = {
  content: { data: { service: { carrierName: string; name: string } | null } }[];
  pagination: { totalElements: number };
};

// Lists, filters, counters and the export read the stored service: the server must store the one
// its carrier catalogue describes, never the description the browser sent with the id.
describe('the service of a draft comes from the carrier catalogue', async () => {
  const app = await buildTestApp();

  const call = (account: SignedUp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: account.headers, ...(payload ? { payload } : {}) });

  /** The service as the carrier search lists it for a route, as the shipment keeps it. */
  const catalogueSnapshot = async (account: SignedUp, query: string, serviceId: string) => {
    const response = await call(account, 'GET', `/services?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    const listed = response.json().services.find((service: { id: string }) => service.id === serviceId);
    expect(listed, `${serviceId} is listed`).toBeDefined();
    return serviceSnapshotOf(listed);
  };

  const list = async (account: SignedUp, query: string): Promise<ListPage> => {
    const response = await call(account, 'GET', `/shipments?${query}`);
    expect(response.statusCode, query).toBe(200);
    return response.json();
  };

  const exportedLines = async (account: SignedUp) => {
    const request = await call(account, 'POST', '/shipments/report', { inbox: 'READY_TO_PURCHASE' });
    expect(request.statusCode, request.body).toBe(202);
    await drainJobs(app);
    const [event] = await app.database.query<{ payload: { url: string } }>(
      "SELECT payload FROM outbox_events WHERE client_id = $1 AND type = 'shipments.report' ORDER BY id DESC LIMIT 1",
      [account.clientId],
    );
    const file = await app.inject({ method: 'GET', url: event!.payload.url, headers: account.headers });
    expect(file.statusCode).toBe(200);
    return file.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
  };

  /** Every place that reads the stored service names the catalogue's carrier, never the forged one. */
  const expectCatalogueEverywhere = async (account: SignedUp) => {
    const page = await list(account, 'inbox=READY_TO_PURCHASE');
    expect(page.content.map((shipment) => shipment.data.service?.carrierName)).toEqual(['GLS']);
    // Screens put the carrier before the service's own name, so the name must not carry it again.
    expect(page.content[0]!.data.service?.name).not.toMatch(/^GLS /);
    expect(
      (await list(account, 'inbox=READY_TO_PURCHASE&carrier_name=Evil%20Express')).pagination.totalElements,
    ).toBe(0);
    expect((await list(account, 'inbox=READY_TO_PURCHASE&carrier_name=GLS')).pagination.totalElements).toBe(
      1,
    );
    expect((await list(account, 'inbox=READY_TO_PURCHASE&q=evil')).pagination.totalElements).toBe(0);
    expect((await call(account, 'GET', '/shipments/carriers?inbox=READY_TO_PURCHASE')).json()).toEqual([
      'GLS',
    ]);
    const lines = await exportedLines(account);
    expect(lines).toHaveLength(2);
    expect(lines[1]).toContain('GLS');
    expect(lines[1]).not.toMatch(/evil/i);
  };

  it('stores the catalogue service for a created draft, whatever else the browser sends with its id', async () => {
    const seller = await signUp(app);
    const created = await call(seller, 'POST', '/shipments', readyShipment({ service: forged }));
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.service).toEqual(await catalogueSnapshot(seller, madridParis, glsService.id));
    expect(created.json().state).toBe('READY_TO_PURCHASE');
    await expectCatalogueEverywhere(seller);
  });

  it('stores the catalogue service when a draft is patched with a service', async () => {
    const seller = await signUp(app);
    const created = await call(seller, 'POST', '/shipments', readyShipment({ service: null }));
    expect(created.statusCode, created.body).toBe(201);
    const patched = await call(seller, 'PATCH', `/shipments/${created.json().reference}`, {
      service: forged,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().data.service).toEqual(await catalogueSnapshot(seller, madridParis, glsService.id));
    await expectCatalogueEverywhere(seller);
  });

  it('takes the service as the search lists it for the draft route', async () => {
    const seller = await signUp(app);
    const barcelona = { ...paris, alpha2Code: 'ES', zipCode: '08001', city: 'Barcelona' };
    const created = await call(
      seller,
      'POST',
      '/shipments',
      readyShipment({ to: barcelona, service: forged }),
    );
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json().data.service).toEqual(
      await catalogueSnapshot(seller, madridBarcelona, glsService.id),
    );
  });

  it("names the catalogue's carrier and service on a draft whose route is not known yet", async () => {
    const seller = await signUp(app);
    const created = await call(seller, 'POST', '/shipments', { from: madrid, service: forged });
    expect(created.statusCode, created.body).toBe(201);
    const { name, carrierId, carrierName, logoId, dropOffOrigin, dropOffDestination } =
      await catalogueSnapshot(seller, madridParis, glsService.id);
    expect(created.json().data.service).toMatchObject({
      id: glsService.id,
      name,
      carrierId,
      carrierName,
      logoId,
      dropOffOrigin,
      dropOffDestination,
    });
  });

  it('refuses a service id the catalogue does not know, on create and on patch, with a message key', async () => {
    const seller = await signUp(app);
    const unknown = { ...forged, id: 'evil-overnight' };
    const refused = await call(seller, 'POST', '/shipments', readyShipment({ service: unknown }));
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0]).toMatchObject({
      message: 'carrier.error.service-not-found',
      field: 'service',
    });

    const created = await call(seller, 'POST', '/shipments', readyShipment());
    const reference = created.json().reference;
    const patched = await call(seller, 'PATCH', `/shipments/${reference}`, {
      service: { id: 'evil-overnight' },
    });
    expect(patched.statusCode, patched.body).toBe(422);
    expect(patched.json().messages[0].message).toBe('carrier.error.service-not-found');
    const kept = await call(seller, 'GET', `/shipments/${reference}`);
    expect(kept.json().data.service.id).toBe(glsService.id);
  });
});
