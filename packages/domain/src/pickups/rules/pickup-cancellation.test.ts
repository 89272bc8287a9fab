import { describe, expect, it } from 'vitest';
import { SHIPMENT_STATES } from '../../shipments/shipment-states.ts';
import { isPickupDayOver, pickupCancelEligibility } from './pickup-cancellation.ts';

const LEFT = ['IN_TRANSIT', 'OUT_FOR_DELIVERY', 'DELIVERED', 'INCIDENT', 'RETURNED_TO_SENDER'];
const waiting = { state: 'READY_TO_PRINT', collectedAt: null };
const today = '2026-11-26';

describe('whether a booked collection can be cancelled', () => {
  it.each(SHIPMENT_STATES.map((state) => ({ state, isAllowed: !LEFT.includes(state) })))(
    'a shipment $state, not recorded as collected, on a collection later today: allowed $isAllowed',
    ({ state, isAllowed }) => {
      const answer = pickupCancelEligibility({
        shipments: [waiting, { state, collectedAt: null }],
        pickupDate: today,
        today,
        isCollectionConfirmed: false,
      });
      expect(answer).toEqual(isAllowed ? { isAllowed: true } : { isAllowed: false, reason: 'parcels-left' });
    },
  );

  it.each([
    {
      why: 'tracking recorded the collection of one parcel',
      shipments: [waiting, { state: 'READY_FOR_COLLECTION', collectedAt: '2026-11-26T10:12:00Z' }],
      pickupDate: today,
      isCollectionConfirmed: false,
      expected: { isAllowed: false, reason: 'parcels-left' },
    },
    {
      why: 'the day passed and the carrier confirmed it came',
      shipments: [waiting],
      pickupDate: '2026-11-25',
      isCollectionConfirmed: true,
      expected: { isAllowed: false, reason: 'collected' },
    },
    {
      why: 'the day passed and the carrier did not come',
      shipments: [waiting],
      pickupDate: '2026-11-25',
      isCollectionConfirmed: false,
      expected: { isAllowed: true },
    },
    {
      why: 'the carrier reports a collection on a day still to come',
      shipments: [waiting],
      pickupDate: '2026-11-27',
      isCollectionConfirmed: true,
      expected: { isAllowed: true },
    },
    {
      why: 'the collection is today, before the driver came',
      shipments: [waiting, waiting],
      pickupDate: today,
      isCollectionConfirmed: false,
      expected: { isAllowed: true },
    },
    {
      why: 'a parcel left even though the carrier has not confirmed the day',
      shipments: [{ state: 'IN_TRANSIT', collectedAt: null }],
      pickupDate: '2026-11-20',
      isCollectionConfirmed: false,
      expected: { isAllowed: false, reason: 'parcels-left' },
    },
  ])('$why: $expected', ({ shipments, pickupDate, isCollectionConfirmed, expected }) => {
    expect(pickupCancelEligibility({ shipments, pickupDate, today, isCollectionConfirmed })).toEqual(
      expected,
    );
  });

  it.each([
    { pickupDate: '2026-11-25', isOver: true },
    { pickupDate: today, isOver: false },
    { pickupDate: '2026-11-27', isOver: false },
    { pickupDate: '2025-12-31', isOver: true },
  ])('the day $pickupDate is over on 2026-11-26: $isOver', ({ pickupDate, isOver }) => {
    expect(isPickupDayOver({ pickupDate, today })).toBe(isOver);
  });
});
