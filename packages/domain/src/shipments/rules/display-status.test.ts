import { describe, expect, it } from 'vitest';
import { DisplayStatus, SHIPMENT_STATES, type ShipmentState } from '../shipment-states.ts';
import { displayStatusOf } from './display-status.ts';

describe('displayStatusOf: the status a seller sees for each backend state', () => {
  const table: [ShipmentState, DisplayStatus][] = [
    ['AWAITING_COMPLETION', 'DRAFT'],
    ['READY_TO_PURCHASE', 'READY_TO_PURCHASE'],
    ['CARRIER_OK', 'PROCESSING'],
    ['CARRIER_KO', 'PROCESSING'],
    ['LABELS_KO', 'PROCESSING'],
    ['PURCHASE_SUCCESS', 'PROCESSING'],
    ['CARRIER_PENDING', 'PROCESSING'],
    ['RETRY', 'PROCESSING'],
    ['READY_TO_PRINT', 'READY_FOR_SHIPPING'],
    ['READY_FOR_COLLECTION', 'READY_FOR_SHIPPING'],
    ['IN_TRANSIT', 'IN_TRANSIT'],
    ['OUT_FOR_DELIVERY', 'OUT_FOR_DELIVERY'],
    ['DELIVERED', 'DELIVERED'],
    ['INCIDENT', 'INCIDENT'],
    ['RETURNED_TO_SENDER', 'RETURNED_TO_SENDER'],
    ['CANCELED', 'CANCELED'],
    ['CANCEL_REQUESTED', 'CANCELED'],
  ];

  it.each(table)('%s is shown as %s', (state, expected) => {
    expect(displayStatusOf(state)).toBe(expected);
  });

  it('covers every backend state', () => {
    expect(table.map(([state]) => state).sort()).toEqual([...SHIPMENT_STATES].sort());
    for (const state of SHIPMENT_STATES)
      expect(Object.values(DisplayStatus)).toContain(displayStatusOf(state));
  });
});
