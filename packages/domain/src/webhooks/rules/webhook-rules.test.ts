import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { nextWebhookAttemptAt } from './webhook-backoff.ts';
import { webhookEventOf } from './webhook-event-of.ts';
import { signWebhook, verifyWebhookSignature } from './webhook-signature.ts';
import { checkWebhookUrl, isPublicAddress } from './webhook-url.ts';

describe('webhook signature', () => {
  const secret = 'whsec_test';
  const body = '{"id":"evt_1","type":"shipment.created"}';
  const header = signWebhook({ secret, timestamp: 1_700_000_000, body });

  it('is t=<seconds>,v1=<hex HMAC-SHA256 of "<t>.<body>">', () => {
    const hmac = createHmac('sha256', secret).update(`1700000000.${body}`).digest('hex');
    expect(header).toBe(`t=1700000000,v1=${hmac}`);
  });

  it.each([
    ['the signed body within the tolerance', { now: 1_700_000_100 }, true],
    ['another body', { body: `${body} ` }, false],
    ['another secret', { secret: 'whsec_other' }, false],
    ['a signature older than five minutes', { now: 1_700_000_301 }, false],
    ['a header without a timestamp', { header: header.replace(/^t=\d+,/, '') }, false],
    [
      'a second v1 that matches (rotation)',
      { header: `${header.replace(/v1=\w+/, 'v1=00')},${header.split(',')[1]}` },
      true,
    ],
  ])('accepts %s: %s', (_what, change, expected) => {
    expect(verifyWebhookSignature({ secret, header, body, now: 1_700_000_000, ...change })).toBe(expected);
  });
});

describe('webhook retry schedule', () => {
  const startedAt = new Date('2026-01-01T00:00:00Z');

  it('waits 1 m, doubling to at most 4 h, and gives up past 24 h', () => {
    const waits: number[] = [];
    let now = startedAt;
    for (let attempts = 1; ; attempts++) {
      const next = nextWebhookAttemptAt({ startedAt, attempts, now });
      if (!next) break;
      waits.push((next.getTime() - now.getTime()) / 60_000);
      now = next;
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 240, 240, 240, 240]);
    expect(now.getTime() - startedAt.getTime()).toBeLessThanOrEqual(24 * 3600_000);
  });
});

describe('webhook URL rules', () => {
  it.each([
    ['https://hooks.example.com/shipdeck', true, undefined],
    ['http://hooks.example.com/shipdeck', false, 'webhooks.error.https-only'],
    ['ftp://hooks.example.com/', false, 'webhooks.error.https-only'],
    ['not a url', false, 'webhooks.error.url-invalid'],
    ['https://user:pw@hooks.example.com/', false, 'webhooks.error.url-invalid'],
    ['https://127.0.0.1/', false, 'webhooks.error.private-address'],
    ['https://0x7f.1/', false, 'webhooks.error.private-address'],
    ['https://10.1.2.3/', false, 'webhooks.error.private-address'],
    ['https://169.254.169.254/latest/meta-data', false, 'webhooks.error.private-address'],
    ['https://0.0.0.0/', false, 'webhooks.error.private-address'],
    ['https://[::1]/', false, 'webhooks.error.private-address'],
    ['https://[fd00::1]/', false, 'webhooks.error.private-address'],
    ['https://[::ffff:10.0.0.1]/', false, 'webhooks.error.private-address'],
    ['https://localhost:8443/', false, 'webhooks.error.private-address'],
    ['https://93.184.215.14/', true, undefined],
  ])('%s is allowed: %s', (url, isAllowed, messageKey) => {
    const check = checkWebhookUrl({ url, allowPrivateTargets: false });
    expect(check.isAllowed).toBe(isAllowed);
    if (!check.isAllowed) expect(check.messageKey).toBe(messageKey);
  });

  it('allows http and private hosts only where private targets are allowed (tests, demos)', () => {
    expect(checkWebhookUrl({ url: 'http://127.0.0.1:9/', allowPrivateTargets: true }).isAllowed).toBe(true);
  });

  it.each([
    ['8.8.8.8', true],
    ['2606:4700::1111', true],
    ['192.168.1.1', false],
    ['172.16.0.1', false],
    ['100.64.0.1', false],
    ['fe80::1', false],
    ['::', false],
    ['not-an-address', false],
  ])('%s is public: %s', (address, expected) => {
    expect(isPublicAddress(address)).toBe(expected);
  });
});

describe('webhook event of an internal event', () => {
  it.each([
    [{ type: 'shipment.created' }, 'shipment.created'],
    [{ type: 'shipment.deleted' }, 'shipment.deleted'],
    [{ type: 'invoice.available' }, 'invoice.available'],
    [{ type: 'invoice.issued' }, 'invoice.issued'],
    [{ type: 'shipment.updated', state: 'READY_TO_PRINT', previousState: 'CARRIER_OK' }, 'label.created'],
    [
      { type: 'shipment.updated', state: 'READY_TO_PRINT', previousState: 'READY_TO_PRINT' },
      'shipment.updated',
    ],
    [{ type: 'shipment.updated', state: 'LABELS_KO' }, 'label.failed'],
    [{ type: 'shipment.updated', state: 'IN_TRANSIT', previousState: 'READY_TO_PRINT' }, 'tracking.updated'],
    [{ type: 'shipment.updated', state: 'AWAITING_COMPLETION' }, 'shipment.updated'],
    [{ type: 'payment-method.upsert' }, null],
  ])('%o is %s', (event, expected) => {
    expect(webhookEventOf(event)).toBe(expected);
  });
});
