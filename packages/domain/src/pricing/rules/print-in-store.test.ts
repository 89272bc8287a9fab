import { describe, expect, it } from 'vitest';
import {
  canChoosePrintInStore,
  canShipmentSelectPrintInStore,
  isPrintInStoreApplied,
} from './print-in-store.ts';

describe('print in store', () => {
  it.each([
    [true, true, true],
    [true, false, false],
    [false, true, false],
    [false, false, false],
  ])(
    'service offers it: %s, user may: %s → can be chosen: %s',
    (hasPrintInStore, canPrintInStore, expected) => {
      expect(canChoosePrintInStore({ hasPrintInStore, canPrintInStore })).toBe(expected);
    },
  );

  it.each([
    ['no choice takes the service default (on)', undefined, true, true, true, true],
    ['no choice takes the service default (off)', undefined, false, true, true, false],
    ['the seller turns the default off', false, true, true, true, false],
    ['the seller turns it on', true, false, true, true, true],
    ['a default the user may not use is not applied', undefined, true, true, false, false],
    ['a choice the user may not use is not applied', true, false, true, false, false],
    ['a service without it never applies it', true, true, false, true, false],
  ] as const)('%s', (_name, chosen, printInStoreDefault, hasPrintInStore, canPrintInStore, expected) => {
    expect(isPrintInStoreApplied({ chosen, printInStoreDefault, hasPrintInStore, canPrintInStore })).toBe(
      expected,
    );
  });

  it.each([
    ['a draft whose service offers it', 'AWAITING_COMPLETION', true, true, true],
    ['a shipment ready to purchase', 'READY_TO_PURCHASE', true, true, true],
    ['a bought shipment', 'READY_TO_PRINT', true, true, false],
    ['a service without it', 'READY_TO_PURCHASE', false, true, false],
    ['a user without the capability', 'READY_TO_PURCHASE', true, false, false],
  ] as const)('row flag: %s', (_name, state, hasPrintInStore, canPrintInStore, expected) => {
    expect(canShipmentSelectPrintInStore({ state, service: { hasPrintInStore }, canPrintInStore })).toBe(
      expected,
    );
  });

  it('a shipment without a service cannot choose it', () => {
    expect(
      canShipmentSelectPrintInStore({ state: 'AWAITING_COMPLETION', service: null, canPrintInStore: true }),
    ).toBe(false);
  });
});
