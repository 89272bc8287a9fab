import { randomUUID } from 'node:crypto';
import type { Service } from '@shipdeck/domain/carriers/carriers.schema';
import { describe, expect, it } from 'vitest';
import { recordDelivery } from '../../src/modules/on-time/index.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { routeQuery } from './carrier-queries.ts';

const parcel = { weight: 2, length: 30, width: 20, height: 10 };
const SERVICE = 'gls-euro-business';

describe('the all-clients on-time score, for clients that share their delivery data', async () => {
  const app = await buildTestApp();
  const [ana, bea, cai, dan, eva] = await Promise.all([1, 2, 3, 4, 5].map(() => signUp(app)));

  const services = async (who: SignedUp) => {
    const response = await app.inject({
      method: 'GET',
      url: `/api/v1/services?${routeQuery({ from: ['ES', '28013'], to: ['FR', '75001'], packages: [parcel] })}`,
      headers: who.headers,
    });
    expect(response.statusCode, response.body).toBe(200);
    return (response.json() as { services: Service[] }).services.find((service) => service.id === SERVICE);
  };
  const share = async (who: SignedUp, shared: boolean) => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/on-time/sharing',
      headers: who.headers,
      payload: { shared },
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ shared });
  };
  const sharing = async (who: SignedUp) =>
    (await app.inject({ method: 'GET', url: '/api/v1/on-time/sharing', headers: who.headers })).json();
  /** Deliveries Madrid → Paris promised for 4 December: `late` of them a day late. */
  const deliver = async (who: SignedUp, count: number, late: number) => {
    for (let index = 0; index < count; index++) {
      await recordDelivery(app.database.db, {
        clientId: who.clientId,
        shipmentId: randomUUID(),
        serviceId: SERVICE,
        fromCountry: 'ES',
        toCountry: 'FR',
        promisedDate: '2026-12-04',
        deliveredDate: index < late ? '2026-12-05' : '2026-12-04',
      });
    }
  };
  /** The score over the recorded history of the clients sharing now, counted from scratch. */
  const expectedShared = async () => {
    const [row] = await app.database.query<{ percent: number; sample: number; clients: number }>(
      `SELECT floor(100.0 * count(*) FILTER (WHERE d.delivered_date <= d.promised_date) / count(*))::int AS percent,
              count(*)::int AS sample, count(DISTINCT d.client_id)::int AS clients
       FROM lane_deliveries d JOIN on_time_sharing s ON s.client_id = d.client_id
       WHERE d.service_id = $1 AND d.from_country = 'ES' AND d.to_country = 'FR'`,
      [SERVICE],
    );
    return row!;
  };

  /** Lanes whose shared counts differ from the history of the clients sharing now. */
  const drift = () =>
    app.database.query(`WITH history AS (
         SELECT d.service_id, d.from_country, d.to_country, count(*)::int AS delivered,
                (count(*) FILTER (WHERE d.delivered_date <= d.promised_date))::int AS on_time,
                count(DISTINCT d.client_id)::int AS clients
         FROM lane_deliveries d JOIN on_time_sharing s ON s.client_id = d.client_id
         GROUP BY 1, 2, 3)
       SELECT * FROM lane_on_time_shared r
       FULL JOIN history h USING (service_id, from_country, to_country)
       WHERE r.delivered_count IS DISTINCT FROM coalesce(h.delivered, 0)
          OR r.on_time_count IS DISTINCT FROM coalesce(h.on_time, 0)
          OR r.client_count IS DISTINCT FROM coalesce(h.clients, 0)`);

  // History from before anyone shared: opting in brings it along.
  await deliver(ana!, 12, 2);
  await deliver(bea!, 10, 5);
  await deliver(cai!, 4, 0);
  await deliver(dan!, 30, 30);
  await deliver(eva!, 20, 0);

  it('is off until the seller opts in, and shows nothing then', async () => {
    expect(await sharing(ana!)).toEqual({ shared: false });
    expect((await services(ana!))?.sharedOnTime).toBeUndefined();
    expect((await services(ana!))?.onTime).toEqual({ percent: 83, sampleSize: 12 });
  });

  it('refuses a switch that is not true or false', async () => {
    const response = await app.inject({
      method: 'PUT',
      url: '/api/v1/on-time/sharing',
      headers: ana!.headers,
      payload: { shared: 'yes' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('counts only sharing clients, once each however often they opt in, from their whole history', async () => {
    await share(ana!, true);
    await share(ana!, true);
    await share(bea!, true);
    // Two clients behind a score would let each read the other's: not shown yet.
    expect((await services(ana!))?.sharedOnTime).toBeUndefined();

    await Promise.all([share(cai!, true), share(cai!, true)]);
    await share(eva!, true);
    await share(eva!, false);
    await share(eva!, false);
    expect(await sharing(ana!)).toEqual({ shared: true });
    expect(await sharing(eva!)).toEqual({ shared: false });

    // Deliveries after opting in move the shared counts as they are recorded.
    await deliver(cai!, 6, 3);
    await deliver(dan!, 5, 5);
    await deliver(eva!, 5, 5);

    const expected = await expectedShared();
    // Ana 12 (2 late), Bea 10 (5 late), Cai 10 (3 late): Dan never shared, Eva stopped.
    expect(expected).toEqual({ percent: 68, sample: 32, clients: 3 });
    const seen = await services(ana!);
    expect(seen?.sharedOnTime).toEqual({ percent: expected.percent, sampleSize: expected.sample });
    expect(seen?.onTime).toEqual({ percent: 83, sampleSize: 12 });
  });

  it('shows the shared score only to sharing clients', async () => {
    expect((await services(dan!))?.sharedOnTime).toBeUndefined();
    expect((await services(eva!))?.sharedOnTime).toBeUndefined();
    // Cai has its own score now (10 deliveries) and the shared one beside it.
    expect(await services(cai!)).toMatchObject({
      onTime: { percent: 70, sampleSize: 10 },
      sharedOnTime: { percent: 68, sampleSize: 32 },
    });
  });

  it('takes a client that opts out away with all of its deliveries, and every lane row stays equal to the history', async () => {
    await share(bea!, false);
    // Two clients left: hidden again.
    expect((await services(ana!))?.sharedOnTime).toBeUndefined();
    await share(eva!, true);
    const expected = await expectedShared();
    // Ana 12 (2 late), Cai 10 (3 late), Eva 25 with those delivered while she was out (5 late).
    expect(expected).toEqual({ percent: 78, sample: 47, clients: 3 });
    expect((await services(ana!))?.sharedOnTime).toEqual({ percent: 78, sampleSize: 47 });

    // A client sharing from its first parcel joins the lane's clients with its first delivery there.
    const fio = await signUp(app);
    await share(fio, true);
    await deliver(fio, 3, 1);
    expect((await expectedShared()).clients).toBe(4);

    expect(await drift()).toEqual([]);
  });

  it('counts each delivery once when it is recorded while its client opts in or out', async () => {
    const gus = await signUp(app);
    await deliver(gus, 10, 1);
    const deliveries = (count: number) =>
      Array.from({ length: count }, (_, index) =>
        app.database.db.transaction((tx) =>
          recordDelivery(tx, {
            clientId: gus.clientId,
            shipmentId: randomUUID(),
            serviceId: SERVICE,
            fromCountry: 'ES',
            toCountry: 'FR',
            promisedDate: '2026-12-04',
            deliveredDate: index % 3 ? '2026-12-04' : '2026-12-05',
          }),
        ),
      );
    await Promise.all([...deliveries(15), share(gus, true), ...deliveries(15)]);
    expect(await drift()).toEqual([]);
    await Promise.all([...deliveries(15), share(gus, false), ...deliveries(15)]);
    expect(await drift()).toEqual([]);
  });
});
