import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { madridWarehouse } from '../addresses/address-fixtures.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { readyShipment } from './shipment-fixtures.ts';

describe('a draft names only a warehouse of its own client', async () => {
  const app = await buildTestApp();
  const seller = await signUp(app);
  const other = await signUp(app);
  const call = (who: SignedUp, method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  const warehouseOf = async (who: SignedUp) => {
    const created = await call(who, 'POST', '/warehouses', madridWarehouse());
    expect(created.statusCode, created.body).toBe(201);
    return created.json().id as string;
  };
  const ownWarehouse = await warehouseOf(seller);
  const othersWarehouse = await warehouseOf(other);
  const references = async () =>
    (await call(seller, 'GET', '/shipments?limit=100'))
      .json()
      .content.map((s: { reference: string }) => s.reference);
  const expectWarehouseRefused = (response: { statusCode: number; json: () => { messages: object[] } }) => {
    expect(response.statusCode).toBe(422);
    expect(response.json().messages[0]).toMatchObject({
      field: 'warehouseId',
      message: 'shipment.error.unknown-warehouse',
    });
  };

  it.each([
    ['of another client', () => othersWarehouse],
    ['that does not exist', () => randomUUID()],
  ])('refuses to create a draft with a warehouse %s, and stores nothing', async (_, warehouseId) => {
    const before = await references();
    expectWarehouseRefused(
      await call(seller, 'POST', '/shipments', readyShipment({ warehouseId: warehouseId() })),
    );
    expect(await references()).toEqual(before);
  });

  it.each([
    ['of another client', () => othersWarehouse],
    ['that does not exist', () => randomUUID()],
  ])('refuses to move a draft to a warehouse %s, and keeps the draft as it was', async (_, warehouseId) => {
    const created = await call(seller, 'POST', '/shipments', readyShipment({ warehouseId: ownWarehouse }));
    expect(created.statusCode, created.body).toBe(201);
    const { reference } = created.json();
    expectWarehouseRefused(
      await call(seller, 'PATCH', `/shipments/${reference}`, {
        warehouseId: warehouseId(),
        shipmentCustomReference: 'not stored',
      }),
    );
    const after = await call(seller, 'GET', `/shipments/${reference}`);
    expect(after.json().data.shipmentCustomReference ?? null).toBeNull();
  });

  it("accepts the client's own warehouse on create and on edit, and no warehouse at all", async () => {
    const created = await call(seller, 'POST', '/shipments', readyShipment({ warehouseId: ownWarehouse }));
    expect(created.statusCode, created.body).toBe(201);
    const patched = await call(seller, 'PATCH', `/shipments/${created.json().reference}`, {
      warehouseId: null,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    const again = await call(seller, 'PATCH', `/shipments/${created.json().reference}`, {
      warehouseId: ownWarehouse,
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
