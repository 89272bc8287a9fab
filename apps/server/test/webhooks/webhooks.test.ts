import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isIP } from 'node:net';
import { verifyWebhookSignature } from '@shipdeck/domain/webhooks/rules/webhook-signature';
import type { WebhookDelivery } from '@shipdeck/domain/webhooks/webhook.schema';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { dispatchWebhookEventsJob } from '../../src/modules/webhooks/dispatch-webhook-events.job.ts';
import { sweepWebhooksJob } from '../../src/modules/webhooks/sweep-webhooks.job.ts';
import { drainJobs } from '../../src/platform/jobs/drain-jobs.ts';
import { buildTestApp } from '../helpers/build-test-app.ts';
import { type SignedUp, signUp } from '../helpers/clients.ts';
import { publishCommitted } from '../platform/support/publish.ts';
import { bearer, generateKey } from '../public-api/public-api-fixtures.ts';

/** A fake clock and made-up DNS answers for the app under test. */
const testNetwork = () => {
  const network = {
    clock: new Date('2026-03-02T10:00:00.000Z'),
    dns: new Map<string, string[]>([['hooks.example.com', ['93.184.215.14']]]),
    dependencies: {
      now: () => network.clock,
      lookup: async (host: string) => {
        const answers = network.dns.get(host);
        if (!answers) throw Object.assign(new Error(`no such host ${host}`), { code: 'ENOTFOUND' });
        return answers.map((address) => ({ address, family: isIP(address) }));
      },
    },
  };
  return network;
};

/** An HTTP receiver on 127.0.0.1 that records each request and answers with the statuses queued. */
const startReceiver = async () => {
  const received: Array<{ headers: IncomingHttpHeaders; body: string; status: number }> = [];
  const receiver = { received, answers: [] as number[], fallback: 200, url: '' };
  const server = createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const status = receiver.answers.shift() ?? receiver.fallback;
      received.push({ headers: request.headers, body: Buffer.concat(chunks).toString('utf8'), status });
      response.writeHead(status).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  receiver.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`;
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return receiver;
};

const api = (app: FastifyInstance, who: SignedUp) => ({
  call: (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1${url}`, headers: who.headers, ...(payload ? { payload } : {}) }),
});

const deliveriesOf = async (app: FastifyInstance, who: SignedUp, endpointId: string) => {
  const response = await api(app, who).call('GET', `/webhooks/${endpointId}/deliveries`);
  expect(response.statusCode).toBe(200);
  return response.json().deliveries as WebhookDelivery[];
};

/** What the retry sweep does each minute, run now: the attempts due by the fake clock go. */
const runSweep = async (app: FastifyInstance) => {
  await app.jobs.enqueue(sweepWebhooksJob, {});
  await drainJobs(app);
};

describe('webhooks to a local receiver (WEBHOOK_ALLOW_PRIVATE_TARGETS on)', async () => {
  const network = testNetwork();
  const app = await buildTestApp({ WEBHOOK_ALLOW_PRIVATE_TARGETS: true }, { webhooks: network.dependencies });
  const receiver = await startReceiver();

  it('signs each delivery, retries one answered 500, and sends it again on replay', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    const created = await call('POST', '/webhooks', { url: receiver.url, events: ['shipment.created'] });
    expect(created.statusCode, created.body).toBe(201);
    const endpoint = created.json();
    expect(endpoint.secret).toMatch(/^whsec_/);

    receiver.answers.push(500);
    const shipment = await call('POST', '/shipments', {});
    expect(shipment.statusCode, shipment.body).toBe(201);
    await app.jobs.enqueue(dispatchWebhookEventsJob, { clientId: seller.clientId });
    await drainJobs(app);

    const [failed] = await deliveriesOf(app, seller, endpoint.id);
    expect(failed).toMatchObject({
      eventType: 'shipment.created',
      status: 'PENDING',
      attempts: 1,
      responseStatus: 500,
    });
    expect(failed!.nextAttemptAt).toBe(new Date(network.clock.getTime() + 60_000).toISOString());

    network.clock = new Date(failed!.nextAttemptAt!);
    await runSweep(app);
    const [delivered] = await deliveriesOf(app, seller, endpoint.id);
    expect(delivered).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 2,
      responseStatus: 200,
      nextAttemptAt: null,
    });

    const replayed = await call('POST', `/webhooks/${endpoint.id}/deliveries/${failed!.id}/replay`);
    expect(replayed.statusCode).toBe(202);
    await drainJobs(app);
    expect((await deliveriesOf(app, seller, endpoint.id))[0]).toMatchObject({
      status: 'SUCCEEDED',
      attempts: 3,
    });

    expect(receiver.received.map((request) => request.status)).toEqual([500, 200, 200]);
    for (const { headers, body } of receiver.received) {
      const header = String(headers['shipdeck-signature']);
      const now = Number(/t=(\d+)/.exec(header)?.[1]);
      expect(verifyWebhookSignature({ secret: endpoint.secret, header, body, now })).toBe(true);
      expect(verifyWebhookSignature({ secret: 'whsec_wrong', header, body, now })).toBe(false);
      expect(headers['shipdeck-delivery-id']).toBe(failed!.id);
      expect(JSON.parse(body)).toMatchObject({
        type: 'shipment.created',
        data: { reference: shipment.json().reference },
      });
    }
  });

  it('retries on the backoff schedule and marks the delivery failed after 24 hours', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    const endpoint = (
      await call('POST', '/webhooks', { url: receiver.url, events: ['label.created'] })
    ).json();
    receiver.fallback = 500;
    const startedAt = network.clock.getTime();
    expect((await call('POST', `/webhooks/${endpoint.id}/test`)).statusCode).toBe(202);
    await drainJobs(app);
    for (let round = 0; round < 20; round++) {
      const [delivery] = await deliveriesOf(app, seller, endpoint.id);
      if (delivery!.status !== 'PENDING') break;
      network.clock = new Date(delivery!.nextAttemptAt!);
      await runSweep(app);
    }
    receiver.fallback = 200;
    const [delivery] = await deliveriesOf(app, seller, endpoint.id);
    expect(delivery).toMatchObject({
      eventType: 'webhook.test',
      status: 'FAILED',
      attempts: 13,
      nextAttemptAt: null,
    });
    const lastAttempt = new Date(delivery!.lastAttemptAt!).getTime();
    expect(lastAttempt - startedAt).toBeGreaterThan(20 * 3600_000);
    expect(lastAttempt - startedAt).toBeLessThanOrEqual(24 * 3600_000);
  });
  it('sends label.created once, when the label is made, and tracking.updated as the carrier moves the parcel', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    const endpoint = (
      await call('POST', '/webhooks', { url: receiver.url, events: ['label.created', 'tracking.updated'] })
    ).json();
    const dispatch = async (...states: string[]) => {
      for (const state of states)
        await publishCommitted(app, seller.clientId, 'shipment.updated', { reference: 'SD-1', state });
      await app.jobs.enqueue(dispatchWebhookEventsJob, { clientId: seller.clientId });
      await drainJobs(app);
    };
    await dispatch('CARRIER_OK', 'READY_TO_PRINT');
    // The label downloaded (a change in the same state), then the carrier collects the parcel.
    await dispatch('READY_TO_PRINT', 'IN_TRANSIT');
    const deliveries = await deliveriesOf(app, seller, endpoint.id);
    expect(deliveries.map((delivery) => [delivery.eventType, delivery.status])).toEqual([
      ['tracking.updated', 'SUCCEEDED'],
      ['label.created', 'SUCCEEDED'],
    ]);
  });
});

describe('webhook endpoints (private targets refused, as in production)', async () => {
  const network = testNetwork();
  const app = await buildTestApp({}, { webhooks: network.dependencies });
  const valid = {
    url: 'https://hooks.example.com/shipdeck',
    events: ['shipment.created', 'tracking.updated'],
  };

  it('saves, lists, shows, changes, rotates and deletes an endpoint, also for a program with the API key', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    const created = await call('POST', '/webhooks', { ...valid, description: 'Warehouse system' });
    expect(created.statusCode, created.body).toBe(201);
    const { secret, ...endpoint } = created.json();

    const key = await generateKey(app, seller);
    const listed = await app.inject({ method: 'GET', url: '/api/v1/webhooks', headers: bearer(key) });
    expect(listed.json()).toEqual({ endpoints: [endpoint] });
    expect((await call('GET', `/webhooks/${endpoint.id}`)).json().secret).toBe(secret);

    const changed = await call('PATCH', `/webhooks/${endpoint.id}`, { events: ['label.created'] });
    expect(changed.json()).toMatchObject({ events: ['label.created'], description: 'Warehouse system' });
    const rotated = (await call('POST', `/webhooks/${endpoint.id}/secret`)).json().secret;
    expect(rotated).not.toBe(secret);
    expect((await call('GET', `/webhooks/${endpoint.id}`)).json().secret).toBe(rotated);

    expect((await call('DELETE', `/webhooks/${endpoint.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/webhooks/${endpoint.id}`)).statusCode).toBe(404);
  });

  it('refuses bad input with message keys, a sixth endpoint, and answers 404 for other clients’ ids', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    const refusal = async (payload: object) => (await call('POST', '/webhooks', payload)).json().messages[0];
    expect(await refusal({ ...valid, url: 'ftp://hooks.example.com/' })).toMatchObject({
      message: 'webhooks.error.https-only',
      field: 'url',
    });
    expect(await refusal({ ...valid, url: 'https://nowhere.example/' })).toMatchObject({
      message: 'webhooks.error.unresolvable',
    });
    expect(await refusal({ ...valid, events: [] })).toMatchObject({
      message: 'form.error.min-size',
      field: 'events',
    });
    expect(await refusal({ ...valid, events: ['order.paid'] })).toMatchObject({ field: 'events.0' });

    const ids: string[] = [];
    for (let i = 0; i < 5; i++) ids.push((await call('POST', '/webhooks', valid)).json().id);
    const sixth = await call('POST', '/webhooks', valid);
    expect(sixth.statusCode).toBe(409);
    expect(sixth.json().messages[0].message).toBe('webhooks.error.limit');

    const other = api(app, await signUp(app));
    const id = ids[0];
    const deliveryId = '00000000-0000-4000-8000-000000000000';
    for (const [method, url] of [
      ['GET', `/webhooks/${id}`],
      ['PATCH', `/webhooks/${id}`],
      ['DELETE', `/webhooks/${id}`],
      ['POST', `/webhooks/${id}/secret`],
      ['POST', `/webhooks/${id}/test`],
      ['GET', `/webhooks/${id}/deliveries`],
      ['POST', `/webhooks/${id}/deliveries/${deliveryId}/replay`],
      ['GET', '/webhooks/not-a-uuid'],
    ] as const) {
      const response = await other.call(method, url, method === 'PATCH' ? { description: 'x' } : undefined);
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
  });

  it('refuses private, loopback and link-local addresses at save, by IP and by DNS answer', async () => {
    const { call } = api(app, await signUp(app));
    network.dns.set('internal.example', ['93.184.215.14', '10.1.2.3']);
    for (const url of [
      'https://127.0.0.1/hook',
      'https://10.0.0.8/hook',
      'https://169.254.169.254/latest/meta-data',
      'https://[::1]/hook',
      'https://[fd00::1]/hook',
      'https://internal.example/hook',
    ]) {
      const response = await call('POST', '/webhooks', { ...valid, url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json().messages[0].message, url).toBe('webhooks.error.private-address');
    }
    expect(
      (await call('POST', '/webhooks', { ...valid, url: 'http://127.0.0.1:9/hook' })).json().messages[0]
        .message,
    ).toBe('webhooks.error.https-only');
  });

  it('refuses at send a host name whose DNS answer became private', async () => {
    const seller = await signUp(app);
    const { call } = api(app, seller);
    network.dns.set('rebind.example', ['93.184.215.14']);
    const endpoint = (
      await call('POST', '/webhooks', { ...valid, url: 'https://rebind.example/hook' })
    ).json();
    network.dns.set('rebind.example', ['127.0.0.1']);
    await call('POST', `/webhooks/${endpoint.id}/test`);
    await drainJobs(app);
    const [delivery] = await deliveriesOf(app, seller, endpoint.id);
    expect(delivery).toMatchObject({
      status: 'FAILED',
      attempts: 1,
      responseStatus: null,
      lastError: 'webhooks.error.private-address',
    });
  });

  it('is in the OpenAPI document', async () => {
    const document = (await app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(document.paths)).toEqual(
      expect.arrayContaining(['/api/v1/webhooks', '/api/v1/webhooks/{id}/deliveries/{deliveryId}/replay']),
    );
  });
});
