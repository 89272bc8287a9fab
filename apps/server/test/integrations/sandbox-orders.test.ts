import { describe, expect, it } from 'vitest';
import { orderToDraft } from '../../src/modules/integrations/order-to-draft.ts';
import {
  sandboxOrderOf,
  sandboxOrdersBetween,
} from '../../src/providers/marketplaces/sandbox/sandbox-orders.ts';

describe('sandbox marketplace orders', () => {
  it('gives the same order for the same account and slot, and every one becomes a valid draft', () => {
    expect(sandboxOrderOf('a:1', 123)).toEqual(sandboxOrderOf('a:1', 123));
    const until = new Date('2026-11-26T12:00:00Z');
    const orders = sandboxOrdersBetween(
      'shipengine_oauth_dummy:1',
      new Date(until.getTime() - 30 * 86_400_000),
      until,
    );
    expect(orders).toHaveLength(180);
    for (const order of orders) {
      const draft = orderToDraft('shipengine_oauth_dummy', order);
      expect(draft, JSON.stringify(order.recipient)).not.toBeNull();
      expect(draft!.orderId).toBe(`shipengine_oauth_dummy:${order.id}`);
    }
    expect(orders.some((order) => order.items.length > 1 && order.note)).toBe(true);
  });
});

describe('a shop order with characters nobody sees in its address', () => {
  it('becomes a draft with them left out, instead of being skipped', () => {
    const until = new Date('2026-11-26T12:00:00Z');
    const [order] = sandboxOrdersBetween(
      'shipengine_oauth_dummy:1',
      new Date(until.getTime() - 86_400_000),
      until,
    );
    const recipient = {
      ...order!.recipient,
      firstName: `\u200E${order!.recipient.firstName}`,
      street1: `${order!.recipient.street1}\u200B`,
      city: `\u2067${order!.recipient.city}\u2069`,
    };
    const draft = orderToDraft('shipengine_oauth_dummy', { ...order!, recipient });
    expect(draft).not.toBeNull();
    expect(draft!.shipment.to).toMatchObject({
      firstName: order!.recipient.firstName,
      street1: order!.recipient.street1,
      city: order!.recipient.city,
    });
  });
});
