import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATES } from '../../shipments/shipment-states.ts';
import { isCollectableShipment } from './collectable-shipment.ts';

const collected = { dropOffOrigin: false };

describe('which shipments a collection can take', () => {
  it.each(
    SHIPMENT_STATES.map((state) => ({
      state,
      expected: state === 'READY_TO_PRINT' || state === 'READY_FOR_COLLECTION',
    })),
  )('$state on a collected service: $expected', ({ state, expected }) => {
    expect(isCollectableShipment({ state, service: collected })).toBe(expected);
  });

  it.each([
    { why: 'handed in at a drop-off point', service: { dropOffOrigin: true }, expected: false },
    { why: 'without a service', service: null, expected: false },
    { why: 'on a service of unknown hand-over (collected)', service: {}, expected: true },
  ])('a labelled shipment $why: $expected', ({ service, expected }) => {
    expect(isCollectableShipment({ state: 'READY_TO_PRINT', service })).toBe(expected);
  });
});
