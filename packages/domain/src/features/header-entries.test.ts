import { describe, expect, it } from 'vitest';
import type { ClientType } from '../client/client.schema.ts';
import { headerEntries } from './header-entries.ts';

const base = {
  capabilities: { connectToEshop: true, newShipmentWithoutSubscription: true },
  subscriptionsOn: true,
  hasEnabledSubscription: false,
  clientType: 'autonomous' as ClientType,
  helpHiddenFor: [] as ClientType[],
  notificationWidgetId: undefined as string | undefined,
};

describe('the header shows its gated entries as the flags say', () => {
  it.each([
    [
      'no subscription model: always',
      { subscriptionsOn: false, newShipmentWithoutSubscription: false },
      true,
    ],
    ['subscribed: always', { hasEnabledSubscription: true, newShipmentWithoutSubscription: false }, true],
    ['not subscribed, capability on', {}, true],
    ['not subscribed, capability off', { newShipmentWithoutSubscription: false }, false],
  ])('new shipment — %s', (_, change, shown) => {
    const { newShipmentWithoutSubscription, ...rest } = change as {
      newShipmentWithoutSubscription?: boolean;
    };
    const entries = headerEntries({
      ...base,
      ...rest,
      capabilities: {
        ...base.capabilities,
        newShipmentWithoutSubscription: newShipmentWithoutSubscription ?? true,
      },
    });
    expect(entries.newShipment).toBe(shown);
  });

  it.each([
    [true, true],
    [false, false],
  ])('connect shop with the capability %s: shown %s', (capability, shown) => {
    expect(
      headerEntries({ ...base, capabilities: { ...base.capabilities, connectToEshop: capability } })
        .connectShop,
    ).toBe(shown);
  });

  it.each([
    ['business', ['business'], false],
    ['autonomous', ['business'], true],
    ['business', [], true],
  ] as const)(
    'help for a %s client when the tenant hides it for %j: shown %s',
    (clientType, hiddenFor, shown) => {
      expect(headerEntries({ ...base, clientType, helpHiddenFor: hiddenFor }).help).toBe(shown);
    },
  );

  it.each([
    ['shipdeck-news', true],
    [undefined, false],
    ['', false],
  ])('notifications bell with the feed %j: shown %s', (notificationWidgetId, shown) => {
    expect(headerEntries({ ...base, notificationWidgetId }).notifications).toBe(shown);
  });
});
