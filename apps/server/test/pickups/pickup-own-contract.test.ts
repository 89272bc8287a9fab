import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { madrid } from '../shipments/shipment-fixtures.ts';
import { readyToSubscribe, subscriptionApi } from '../subscriptions/subscription-helpers.ts';

// The sandbox opens a contract whose password is this value (docs/sandbox.md).
const correos = {
  username: 'ana-shop',
  password: 'sandbox-contract',
  labelerCode: 'LB01',
  contractNumber: '5463211',
  userCodeOv2: 'OV2-77',
  annexCode: '091',
  clientNumberDoor: '88120',
};
const barcelona = {
  ...madrid,
  firstName: 'Joan',
  zipCode: '08001',
  city: 'Barcelona',
  street1: 'Carrer Gran 5',
};
// Correos collects this service at the sender's door.
const PREMIUM = 'correos-paq-premium';

/** OWN_CONTRACT comes with the Plus plan on the main tenant: a seller with a running subscription. */
const subscribedSeller = async (app: FastifyInstance) => {
  const seller = await signUp(app);
  const created = await subscriptionApi(app, seller).create(await readyToSubscribe(app, seller));
  expect(created.statusCode, created.body).toBe(201);
  return seller;
};

describe('a collection of shipments bought on the seller’s own carrier contract', async () => {
  const app = await buildTestApp();
  const seller = await subscribedSeller(app);
  const call = (who: SignedUp, method: 'GET' | 'POST' | 'PUT' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });

  const registered = await call(seller, 'POST', '/own-contracts', {
    contractModelId: 'correos',
    credentials: correos,
  });
  expect(registered.statusCode, registered.body).toBe(201);
  const linked = await call(seller, 'PUT', `/own-contracts/${registered.json().contractId}/services`, {
    contractModelId: 'correos',
    serviceIds: [PREMIUM],
  });
  expect(linked.statusCode, linked.body).toBe(200);

  /** A shipment bought and labelled: the label job books it with the carrier as a purchase does. */
  const bought = async (serviceId: string) => {
    const created = await call(seller, 'POST', '/shipments', {
      from: madrid,
      to: barcelona,
      parcels: [{ height: 10, length: 30, width: 20, weight: 2.5 }],
      service: { id: serviceId },
      content: { description: 'Books', value: 3500 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const [row] = await app.database.query<{ id: string }>(
      "UPDATE shipments SET state = 'PURCHASE_SUCCESS', order_date = now(), step = 'PURCHASED' WHERE reference = $1 RETURNING id",
      [created.json().reference],
    );
    await app.jobs.enqueue('shipment.label.generate', { shipmentId: row!.id });
    await drainJobs(app);
    return created.json().reference as string;
  };
  const book = async (references: string[]) => {
    const options = await call(seller, 'GET', `/pickups/options?references=${references.join(',')}`);
    expect(options.statusCode, options.body).toBe(200);
    const [day] = options.json().days as { date: string }[];
    return call(seller, 'POST', '/pickups', {
      requestKey: randomUUID(),
      shipmentReferences: references,
      date: day!.date,
      windowFrom: '09:00',
      windowTo: '13:00',
      parcelCount: references.length,
    });
  };
  const carrierAccountOf = async (confirmationNumber: string) => {
    const [row] = await app.database.query<{ contract_account: string | null }>(
      'SELECT contract_account FROM sandbox_carrier_pickups WHERE confirmation_number = $1',
      [confirmationNumber],
    );
    return row?.contract_account;
  };

  const onContract = [await bought(`${PREMIUM}.own-contract`), await bought(`${PREMIUM}.own-contract`)];
  const onOurs = await bought(PREMIUM);

  it('books the collection with the carrier on the contract, with its credentials', async () => {
    const booked = await book(onContract);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(booked.json()).toMatchObject({ state: 'BOOKED', carrierId: 'correos' });
    // The sandbox carrier books a contract's collection only when the credentials open it, and records its account.
    expect(await carrierAccountOf(booked.json().confirmationNumber)).toBe(correos.username);
  });

  it('books a collection of shipments bought with us on our account', async () => {
    const booked = await book([onOurs]);
    expect(booked.statusCode, booked.body).toBe(201);
    expect(await carrierAccountOf(booked.json().confirmationNumber)).toBeNull();
  });

  it('refuses one collection for shipments of the contract and of our account together', async () => {
    const mine = await bought(`${PREMIUM}.own-contract`);
    const ours = await bought(PREMIUM);
    const mixed = await call(seller, 'GET', `/pickups/options?references=${mine},${ours}`);
    expect(mixed.statusCode).toBe(422);
    expect(mixed.json().messages[0]).toMatchObject({
      message: 'pickup.error.mixed-contracts',
      field: 'shipmentReferences',
    });
  });

  it('moves and cancels a contract’s collection on the contract, which the carrier allows only with its credentials', async () => {
    const references = [await bought(`${PREMIUM}.own-contract`)];
    const booked = await book(references);
    expect(booked.statusCode, booked.body).toBe(201);
    const { id, confirmationNumber } = booked.json();
    const options = await call(seller, 'GET', `/pickups/options?references=${references.join(',')}`);
    const [, nextDay] = options.json().days as { date: string }[];

    const slot = { date: nextDay!.date, windowFrom: '14:00', windowTo: '18:00', parcelCount: 1 };
    const moved = await call(seller, 'PATCH', `/pickups/${id}`, slot);
    expect(moved.statusCode, moved.body).toBe(200);
    const [atCarrier] = await app.database.query<{ pickup_date: string; changes: number }>(
      "SELECT to_char(pickup_date, 'YYYY-MM-DD') AS pickup_date, changes FROM sandbox_carrier_pickups WHERE confirmation_number = $1",
      [confirmationNumber],
    );
    expect(atCarrier).toEqual({ pickup_date: nextDay!.date, changes: 1 });

    // A carrier that refuses the change (here: the collection is another account's) is the seller's 422.
    await app.database.query(
      "UPDATE sandbox_carrier_pickups SET contract_account = 'someone-else' WHERE confirmation_number = $1",
      [confirmationNumber],
    );
    const refused = await call(seller, 'PATCH', `/pickups/${id}`, { ...slot, windowFrom: '15:00' });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().messages[0].message).toBe('pickup.error.carrier-refused');
    await app.database.query(
      'UPDATE sandbox_carrier_pickups SET contract_account = $2 WHERE confirmation_number = $1',
      [confirmationNumber, correos.username],
    );

    const cancelled = await app.inject({
      method: 'DELETE',
      url: `/api/v1/pickups/${id}`,
      headers: seller.headers,
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect(cancelled.json().state).toBe('CANCELLED');
    const [gone] = await app.database.query<{ cancelled: boolean }>(
      'SELECT cancelled_at IS NOT NULL AS cancelled FROM sandbox_carrier_pickups WHERE confirmation_number = $1',
      [confirmationNumber],
    );
    expect(gone).toEqual({ cancelled: true });
  });
});
