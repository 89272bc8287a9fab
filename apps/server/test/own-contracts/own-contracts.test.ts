import type { FastifyInstance } from 'fastify';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.ts';
import { testConfig } from '../../src/config.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { expectNotFoundForOtherClient, type SignedUp, signUp } from '../helpers/clients.ts';
import { createTestDatabase } from '../helpers/test-database.ts';
import { cardNonceFor, orderPayload, placeOrder, saveBilling, stateOf } from '../orders/order-helpers.ts';
import { chargesOf } from '../payments/payment-helpers.ts';
import { madrid } from '../shipments/shipment-fixtures.ts';
import { readyToSubscribe, subscriptionApi } from '../subscriptions/subscription-helpers.ts';

const SECRET = 'sandbox-contract';
const correos = {
  username: 'ana-shop',
  password: SECRET,
  labelerCode: 'LB01',
  contractNumber: '5463211',
  userCodeOv2: 'OV2-77',
  annexCode: '091',
  clientNumberDoor: '88120',
};
const brt = { userId: '1020304', password: SECRET, departureDepot: '171' };
const barcelona = {
  ...madrid,
  firstName: 'Joan',
  zipCode: '08001',
  city: 'Barcelona',
  street1: 'Carrer Gran 5',
};
const parcels = [{ height: 10, length: 30, width: 20, weight: 2.5 }];
const routeQuery =
  'from[country]=ES&from[zip]=28013&to[country]=ES&to[zip]=08001' +
  '&packages[0][weight]=2.5&packages[0][length]=30&packages[0][width]=20&packages[0][height]=10';

type Service = { id: string; isOwnContract: boolean; price: { basePrice: number; totalPrice: number } };

const contractsApi = (app: FastifyInstance, who: SignedUp) => {
  const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) });
  return {
    call,
    models: async () => (await call('GET', '/own-contracts')).json().models as Array<Record<string, unknown>>,
    register: (contractModelId: string, credentials: object) =>
      call('POST', '/own-contracts', { contractModelId, credentials }),
    link: (contractId: string, contractModelId: string, serviceIds: string[]) =>
      call('PUT', `/own-contracts/${contractId}/services`, { contractModelId, serviceIds }),
    services: async () => (await call('GET', `/services?${routeQuery}`)).json().services as Service[],
  };
};

/** OWN_CONTRACT comes with the Plus plan on the main tenant: a seller with a running subscription. */
const subscribedSeller = async (app: FastifyInstance) => {
  const seller = await signUp(app);
  const methodId = await readyToSubscribe(app, seller);
  const created = await subscriptionApi(app, seller).create(methodId);
  expect(created.statusCode, created.body).toBe(201);
  return seller;
};

describe('own carrier contracts', async () => {
  const app = await buildTestApp();
  const seller = await subscribedSeller(app);
  const contracts = contractsApi(app, seller);

  it('lists the six carriers that take own contracts, none registered, with their services', async () => {
    const models = await contracts.models();
    expect(models.map((model) => model.carrierId).sort()).toEqual(
      ['brt', 'chronopost', 'correos', 'correos-express', 'poste-italiane', 'seur'].sort(),
    );
    const correosModel = models.find((model) => model.carrierId === 'correos')!;
    expect(correosModel).toMatchObject({ isRegistered: false, contractId: null, carrierName: 'Correos' });
    expect(correosModel.services as unknown[]).toHaveLength(5);
  });

  it.each([
    [
      'a missing required field',
      'correos',
      { ...correos, annexCode: '' },
      'credentials.annexCode',
      'form.error.required',
    ],
    [
      'BRT departureDepot that is not a number',
      'brt',
      { ...brt, departureDepot: 'MI-1' },
      'credentials.departureDepot',
      'own-contract.panel.field-number',
    ],
    [
      'a field the carrier does not have',
      'brt',
      { ...brt, apiKey: 'x' },
      'credentials',
      'own-contract.panel.field-error',
    ],
  ])('refuses %s with 422 and the field', async (_name, carrierId, credentials, field, message) => {
    const response = await contracts.register(carrierId, credentials);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().messages[0]).toMatchObject({ field, message });
  });

  it("answers 409 'Contract not valid' when the carrier refuses the credentials, and stores nothing", async () => {
    const response = await contracts.register('brt', { ...brt, password: 'wrong' });
    expect(response.statusCode).toBe(409);
    expect(response.json().messages[0]).toMatchObject({ message: 'own-contract.error.contract-not-valid' });
    const rows = await app.database.query('SELECT id FROM own_contracts WHERE client_id = $1', [
      seller.clientId,
    ]);
    expect(rows).toHaveLength(0);
  });

  it('registers a contract, keeps its credentials sealed at rest and never answers them', async () => {
    const response = await contracts.register('correos', correos);
    expect(response.statusCode, response.body).toBe(201);
    const { contractId } = response.json();

    const rows = await app.database.query<Record<string, unknown>>(
      'SELECT * FROM own_contracts WHERE client_id = $1',
      [seller.clientId],
    );
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows[0]);
    for (const value of [SECRET, correos.username, correos.contractNumber, correos.clientNumberDoor])
      expect(stored).not.toContain(value);
    expect(rows[0]!.credentials_ciphertext).toMatch(/^e1\./);
    expect(rows[0]!.data_key_wrapped).toMatch(/^e1\./);

    const listed = JSON.stringify((await contracts.call('GET', '/own-contracts')).json());
    expect(listed).not.toContain(SECRET);
    expect(listed).not.toContain(correos.username);
    const model = (await contracts.models()).find((m) => m.carrierId === 'correos')!;
    expect(model).toMatchObject({ isRegistered: true, contractId });

    const again = await contracts.register('correos', correos);
    expect(again.statusCode).toBe(409);
    expect(again.json().messages[0].message).toBe('own-contract.error.already-registered');
  });

  it('offers the chosen services at the contract price, bought with the seller credentials', async () => {
    const { contractId } = (await contracts.models()).find((m) => m.carrierId === 'correos') as {
      contractId: string;
    };
    expect((await contracts.link(contractId, 'correos', ['ups-standard'])).statusCode).toBe(422);
    expect((await contracts.link(contractId, 'correos', [])).statusCode).toBe(400);
    const linked = await contracts.link(contractId, 'correos', ['correos-paq-estandar']);
    expect(linked.statusCode, linked.body).toBe(200);
    const model = (await contracts.models()).find((m) => m.carrierId === 'correos')!;
    expect(
      (model.services as Array<{ id: string; isSelected: boolean }>).filter((s) => s.isSelected),
    ).toEqual([expect.objectContaining({ id: 'correos-paq-estandar' })]);

    const services = await contracts.services();
    const list = services.find((s) => s.id === 'correos-paq-estandar')!;
    const onContract = services.find((s) => s.id === 'correos-paq-estandar.own-contract')!;
    expect(onContract.isOwnContract).toBe(true);
    // The sandbox's contract tariff: 80 % of the list price.
    expect(onContract.price.basePrice).toBe(Math.round(list.price.basePrice * 0.8));
    expect(services.filter((s) => s.isOwnContract).map((s) => s.id)).toEqual([onContract.id]);

    await saveBilling(app, seller);
    const created = await contracts.call('POST', '/shipments', {
      from: madrid,
      to: barcelona,
      parcels,
      service: { id: onContract.id },
      content: { description: 'Books', value: 3500 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const reference = created.json().reference as string;
    const stored = (await contracts.call('GET', `/shipments/${reference}`)).json();
    expect(JSON.stringify(stored)).toContain(onContract.id);

    const priced = (await contracts.call('POST', '/shipments/price', { references: [reference] })).json();
    expect(priced.shipmentsPriceDetails[0]).toMatchObject({ isOwnContract: true });
    const total = priced.totalPrice.totalPrice as number;
    const ordered = await placeOrder(
      app,
      seller,
      orderPayload([reference], {
        method: 'creditcard3dsecure',
        nonce: await cardNonceFor(app, seller, [reference]),
      }),
    );
    expect(ordered.statusCode, ordered.body).toBe(201);
    expect(ordered.json().totalAmount).toBe(total);
    expect((await chargesOf(app, seller.clientId)).at(-1)).toMatchObject({
      amount: total,
      status: 'SUCCEEDED',
    });

    await drainJobs(app);
    expect(await stateOf(app, seller, reference)).toBe('READY_TO_PRINT');
    const [booking] = await app.database.query<{ service_id: string; contract_account: string }>(
      'SELECT service_id, contract_account FROM sandbox_carrier_bookings WHERE shipment_reference = $1',
      [reference],
    );
    expect(booking).toEqual({ service_id: onContract.id, contract_account: correos.username });
  });

  it('lets another client neither see, link nor deactivate the contract', async () => {
    const { contractId } = (await contracts.models()).find((m) => m.carrierId === 'correos') as {
      contractId: string;
    };
    await expectNotFoundForOtherClient(app, { method: 'DELETE', url: `/api/v1/own-contracts/${contractId}` });
    const other = await subscribedSeller(app);
    const linked = await contractsApi(app, other).link(contractId, 'correos', ['correos-paq-estandar']);
    expect(linked.statusCode).toBe(404);
    expect((await contractsApi(app, other).models()).every((m) => !m.isRegistered)).toBe(true);
  });

  it('deactivates a contract: answers the payment methods, and its services leave the search', async () => {
    const registered = await contracts.register('brt', brt);
    expect(registered.statusCode, registered.body).toBe(201);
    const { contractId } = (await contracts.models()).find((m) => m.carrierId === 'correos') as {
      contractId: string;
    };
    const response = await contracts.call('DELETE', `/own-contracts/${contractId}`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toMatchObject({
      contractId,
      paymentMethods: [expect.objectContaining({ id: expect.any(String) })],
    });
    expect((await contracts.services()).some((s) => s.isOwnContract)).toBe(false);
    expect((await contracts.call('DELETE', `/own-contracts/${contractId}`)).statusCode).toBe(404);
    const models = await contracts.models();
    expect(models.find((m) => m.carrierId === 'correos')).toMatchObject({ isRegistered: false });
    expect(models.find((m) => m.carrierId === 'brt')).toMatchObject({ isRegistered: true });
  });
});

describe('own contracts and the plan', async () => {
  const app = await buildTestApp();

  it('refuses to register without the Plus plan (403), and hides contract services once the plan ends', async () => {
    const free = await signUp(app);
    const refused = await contractsApi(app, free).register('brt', brt);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().messages[0].message).toBe('own-contract.error.not-available');

    const seller = await subscribedSeller(app);
    const contracts = contractsApi(app, seller);
    const { contractId } = (await contracts.register('correos', correos)).json();
    expect((await contracts.link(contractId, 'correos', ['correos-paq-estandar'])).statusCode).toBe(200);
    expect((await contracts.services()).some((s) => s.isOwnContract)).toBe(true);

    await app.database.query("UPDATE subscriptions SET state = 'expired' WHERE client_id = $1", [
      seller.clientId,
    ]);
    expect((await contracts.services()).some((s) => s.isOwnContract)).toBe(false);
    const created = await contracts.call('POST', '/shipments', {
      from: madrid,
      to: barcelona,
      parcels,
      service: { id: 'correos-paq-estandar.own-contract' },
    });
    expect(created.statusCode).toBe(422);
  });
});

describe('own contract credentials in the logs', () => {
  it('never writes a credential into a log line: not when refused, registered or listed', async () => {
    const lines: string[] = [];
    const database = await createTestDatabase();
    const app = await buildApp({
      config: testConfig({ JOBS_ENABLED: false, LOG_LEVEL: 'trace' }),
      database,
      logStream: { write: (line) => lines.push(line) },
    });
    try {
      await app.ready();
      const seller = await signUp(app);
      // The plan feature granted to this client directly: the plan itself is covered above.
      const granted = await app.inject({
        method: 'PUT',
        url: '/api/v1/client/features/OWN_CONTRACT',
        headers: seller.headers,
        payload: { enabled: true, source: 'client' },
      });
      expect(granted.statusCode, granted.body).toBe(200);
      const contracts = contractsApi(app, seller);
      expect((await contracts.register('brt', { ...brt, password: 'refused-secret-42' })).statusCode).toBe(
        409,
      );
      expect(
        (await contracts.register('brt', { ...brt, departureDepot: 'depot-secret-42' })).statusCode,
      ).toBe(422);
      expect((await contracts.register('brt', brt)).statusCode).toBe(201);
      await contracts.models();

      expect(lines.length).toBeGreaterThan(5);
      for (const secret of ['refused-secret-42', 'depot-secret-42', SECRET, brt.userId])
        expect(lines.filter((line) => line.includes(secret))).toEqual([]);
    } finally {
      await app.close();
      await database.close();
    }
  });
});
