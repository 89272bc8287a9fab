import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { dhlParcelConnect, glsService, readyShipment } from '../shipments/shipment-fixtures.ts';

describe('volume discounts', async () => {
  const app = await buildTestApp();
  const get = (who: SignedUp) =>
    app.inject({ method: 'GET', url: '/api/v1/volume-discounts', headers: who.headers });
  const estimate = (who: SignedUp, payload: Record<string, unknown>) =>
    app.inject({ method: 'POST', url: '/api/v1/volume-discounts/estimate', headers: who.headers, payload });

  /** A shipment bought `daysAgo` days ago with a service (`state` as the carrier left it). */
  const bought = async (who: SignedUp, service: object, daysAgo: number, state = 'IN_TRANSIT') => {
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/shipments',
      headers: who.headers,
      payload: readyShipment({ service } as never),
    });
    expect(created.statusCode).toBe(201);
    await app.database.query(
      `UPDATE shipments SET state = $1, order_date = now() - make_interval(days => $2) WHERE reference = $3`,
      [state, daysAgo, created.json().reference],
    );
  };

  it('offers the bands, the last one open-ended, and no estimate yet', async () => {
    const response = await get(await signUp(app));
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body).toMatchObject({ isEstimated: false, estimatedBand: null, clientRates: [] });
    expect(body.bands[0]).toEqual({ value: 'BAND_1', minShipments: 1, maxShipments: 49 });
    expect(body.bands.at(-1)).toEqual({ value: 'BAND_5', minShipments: 1000, maxShipments: null });
  });

  it("rates each carrier by the client's shipments with it over the last month, or none", async () => {
    const seller = await signUp(app);
    await bought(seller, glsService, 3);
    await bought(seller, glsService, 20, 'DELIVERED');
    await bought(seller, glsService, 25, 'CANCELED');
    await bought(seller, dhlParcelConnect, 90, 'DELIVERED');
    // Another client's shipments are not the seller's volume.
    await bought(await signUp(app), dhlParcelConnect, 2);

    const { clientRates } = (await get(seller)).json();
    expect(clientRates).toEqual([
      { carrierId: 'dhl', carrierName: 'DHL', band: null },
      { carrierId: 'gls', carrierName: 'GLS', band: { value: 'BAND_1', minShipments: 1, maxShipments: 49 } },
    ]);
  });

  it('records the stated band and answers with it; a new statement replaces it', async () => {
    const seller = await signUp(app);
    const first = await estimate(seller, { band: 'BAND_2' });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isEstimated: true, estimatedBand: 'BAND_2' });
    await estimate(seller, { band: 'BAND_4' });
    expect((await get(seller)).json()).toMatchObject({ isEstimated: true, estimatedBand: 'BAND_4' });
    expect((await get(await signUp(app))).json()).toMatchObject({ isEstimated: false });
  });

  it.each([
    [{}, 'form.error.required'],
    [{ band: '' }, 'form.error.required'],
    [{ band: 'BAND_9' }, 'form.error.value-not-allowed'],
  ])('refuses the estimate %j with %s', async (payload, message) => {
    const response = await estimate(await signUp(app), payload);
    expect(response.statusCode).toBe(400);
    expect(response.json().messages).toContainEqual(expect.objectContaining({ message, field: 'band' }));
  });

  it('is closed to a client without the volume discounts capability', async () => {
    const seller = await signUp(app);
    const off = await app.inject({
      method: 'PUT',
      url: '/api/v1/client/capabilities/volumeDiscounts',
      headers: seller.headers,
      payload: { enabled: false },
    });
    expect(off.statusCode).toBe(200);
    expect((await get(seller)).statusCode).toBe(403);
    expect((await estimate(seller, { band: 'BAND_1' })).statusCode).toBe(403);
  });
});
