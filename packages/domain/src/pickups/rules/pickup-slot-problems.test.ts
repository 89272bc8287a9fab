import { describe, expect, it } from 'vitest';
import { type PickupDay, PickupMessage, type PickupSlot } from '../pickup.schema.ts';
import { commonPickupDays, pickupSlotProblems } from './pickup-slot-problems.ts';

const offeredDays: PickupDay[] = [
  { date: '2026-12-04', from: '09:00', to: '18:00' },
  { date: '2026-12-07', from: '09:00', to: '18:00' },
];
const slot = (overrides: Partial<PickupSlot> = {}): PickupSlot => ({
  date: '2026-12-04',
  windowFrom: '09:00',
  windowTo: '13:00',
  parcelCount: 3,
  ...overrides,
});

describe('a requested collection against the carrier days', () => {
  it.each([
    { why: 'an offered day inside its hours is fine', slot: slot(), expected: [] },
    { why: 'the whole day is fine', slot: slot({ windowTo: '18:00' }), expected: [] },
    {
      why: 'a weekend or holiday the carrier does not offer',
      slot: slot({ date: '2026-12-05' }),
      expected: [{ field: 'date', messageKey: PickupMessage.dateUnavailable }],
    },
    {
      why: 'a day gone by (or today after the cut-off) is not offered',
      slot: slot({ date: '2026-12-03' }),
      expected: [{ field: 'date', messageKey: PickupMessage.dateUnavailable }],
    },
    {
      why: 'a window shorter than two hours',
      slot: slot({ windowFrom: '10:00', windowTo: '11:59' }),
      expected: [{ field: 'window', messageKey: PickupMessage.window }],
    },
    {
      why: 'a window that ends before it starts',
      slot: slot({ windowFrom: '15:00', windowTo: '10:00' }),
      expected: [{ field: 'window', messageKey: PickupMessage.window }],
    },
    {
      why: 'a window starting before the carrier collects',
      slot: slot({ windowFrom: '07:00', windowTo: '12:00' }),
      expected: [{ field: 'window', messageKey: PickupMessage.window }],
    },
    {
      why: 'a window ending after the carrier collects',
      slot: slot({ windowFrom: '16:00', windowTo: '19:00' }),
      expected: [{ field: 'window', messageKey: PickupMessage.window }],
    },
    {
      why: 'no parcels',
      slot: slot({ parcelCount: 0 }),
      expected: [{ field: 'parcelCount', messageKey: PickupMessage.parcels }],
    },
    {
      why: 'more parcels than one collection takes',
      slot: slot({ parcelCount: 100 }),
      expected: [{ field: 'parcelCount', messageKey: PickupMessage.parcels }],
    },
    {
      why: 'every problem at once',
      slot: slot({ date: '2026-12-06', windowFrom: '12:00', windowTo: '13:00', parcelCount: 0 }),
      expected: [
        { field: 'date', messageKey: PickupMessage.dateUnavailable },
        { field: 'window', messageKey: PickupMessage.window },
        { field: 'parcelCount', messageKey: PickupMessage.parcels },
      ],
    },
  ])('$why', ({ slot: requested, expected }) => {
    expect(pickupSlotProblems({ slot: requested, offeredDays })).toEqual(expected);
  });

  it('several shipments share only the days each one is offered, and the hours all share', () => {
    const other: PickupDay[] = [
      { date: '2026-12-07', from: '10:00', to: '17:00' },
      { date: '2026-12-08', from: '09:00', to: '18:00' },
    ];
    expect(commonPickupDays([offeredDays, other])).toEqual([
      { date: '2026-12-07', from: '10:00', to: '17:00' },
    ]);
    expect(commonPickupDays([])).toEqual([]);
  });
});
