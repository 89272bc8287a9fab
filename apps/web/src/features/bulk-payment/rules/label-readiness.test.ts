import { describe, expect, it } from 'vitest';
import { labelReadinessOf } from './label-readiness.ts';

const line = (shipmentReference: string, status: string, errorCode: string | null = null) => ({
  shipmentReference,
  status,
  amount: status === 'PAYMENT_FAILED' ? 0 : 1210,
  error_code: errorCode,
});

const order = {
  shipments: [
    line('A', 'READY_TO_PRINT'),
    line('B', 'PURCHASE_SUCCESS'),
    line('C', 'CARRIER_PENDING'),
    line('D', 'PAYMENT_FAILED', 'InvalidPayload'),
  ],
};

describe('label readiness of a bulk order', () => {
  it.each([
    ['starts from the shipments already ready to print', new Map(), ['A'], false],
    [
      'adds a shipment an event reported ready to print',
      new Map([['B', 'READY_TO_PRINT']]),
      ['A', 'B'],
      false,
    ],
    [
      'is complete once every paid shipment is ready',
      new Map([
        ['B', 'READY_TO_PRINT'],
        ['C', 'READY_TO_PRINT'],
      ]),
      ['A', 'B', 'C'],
      true,
    ],
    [
      'counts a shipment that moved on past ready to print',
      new Map([['B', 'IN_TRANSIT']]),
      ['A', 'B'],
      false,
    ],
    ['ignores an event that is not ready yet', new Map([['B', 'CARRIER_OK']]), ['A'], false],
    ['never counts a failed shipment, even with an event', new Map([['D', 'READY_TO_PRINT']]), ['A'], false],
  ])('%s', (_name, states, ready, isComplete) => {
    const readiness = labelReadinessOf(order, states);
    expect(readiness.ready).toEqual(ready);
    expect(readiness.paid).toEqual(['A', 'B', 'C']);
    expect(readiness.isComplete).toBe(isComplete);
  });

  it.each([
    ['the order answer', new Map(), { ready: ['A'], labelFailed: [], isSettled: false }],
    [
      'an event',
      new Map([
        ['B', 'LABELS_KO'],
        ['C', 'READY_TO_PRINT'],
      ]),
      { ready: ['A', 'C'], labelFailed: ['B'], isSettled: true, isComplete: false },
    ],
    [
      'a refused carrier',
      new Map([
        ['B', 'CARRIER_KO'],
        ['C', 'CARRIER_PENDING'],
      ]),
      { ready: ['A'], labelFailed: ['B'], isSettled: false },
    ],
  ])('tells a refused label from one still being made, from %s', (_name, states, expected) => {
    expect(labelReadinessOf(order, states)).toMatchObject(expected);
  });

  it('reads a refused label from the order summary too', () => {
    const settled = labelReadinessOf(
      { shipments: [line('A', 'READY_TO_PRINT'), line('B', 'LABELS_KO')] },
      new Map(),
    );
    expect(settled).toMatchObject({ labelFailed: ['B'], isSettled: true, isComplete: false });
  });

  it('lists the failed shipments with their error code', () => {
    expect(labelReadinessOf(order, new Map()).failed).toEqual([
      { reference: 'D', errorCode: 'InvalidPayload' },
    ]);
  });

  it('an order with nothing paid is never complete', () => {
    expect(labelReadinessOf({ shipments: [line('D', 'PAYMENT_FAILED')] }, new Map()).isComplete).toBe(false);
  });
});
