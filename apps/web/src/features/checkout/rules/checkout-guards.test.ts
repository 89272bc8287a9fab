import type { CheckoutStep } from '@shipdeck/domain/routes/route-table';
import type { ShipmentView } from '@shipdeck/domain/shipments/shipment.schema';
import { describe, expect, it } from 'vitest';
import { guardRedirect } from './checkout-guards.ts';

type Draft = Parameters<typeof guardRedirect>[1];

const service = {
  id: 'seur-standard',
  carrierId: 'seur',
  carrierName: 'SEUR',
  name: 'SEUR Standard',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
} satisfies NonNullable<ShipmentView['data']['service']>;

const complete: NonNullable<Draft> = {
  from: { alpha2Code: 'ES', zipCode: '28001' },
  to: { alpha2Code: 'ES', zipCode: '08001' },
  service,
  dropoffPointId: null,
  content: { description: 'Books', value: 2500 },
};

const cases: Array<[string, CheckoutStep, Draft, CheckoutStep | null]> = [
  ['info is always reachable', 'info', undefined, null],
  ['service without a draft goes to info', 'service', undefined, 'info'],
  ['service without a destination country goes to info', 'service', { ...complete, to: {} }, 'info'],
  ['address without an origin country goes to info', 'address', { ...complete, from: {} }, 'info'],
  ['address without a service goes to service', 'address', { ...complete, service: null }, 'service'],
  ['payment without a service goes to service', 'payment', { ...complete, service: null }, 'service'],
  ['customs when customs are not required goes to address', 'customs', complete, 'address'],
  [
    'customs to a country outside the EU stays',
    'customs',
    { ...complete, to: { alpha2Code: 'TR', zipCode: '34664' } },
    null,
  ],
  [
    'customs to the Canaries stays, whatever the chosen service said',
    'customs',
    { ...complete, to: { alpha2Code: 'ES', zipCode: '38001' } },
    null,
  ],
  [
    'customs to the Balearics goes to address',
    'customs',
    {
      ...complete,
      to: { alpha2Code: 'ES', zipCode: '07001' },
      service: { ...service, customsRequired: true },
    },
    'address',
  ],
  [
    'payment without the pick-up point of a pick-up service goes to address',
    'payment',
    { ...complete, service: { ...service, dropOffDestination: true } },
    'address',
  ],
  [
    'payment with the pick-up point stays',
    'payment',
    { ...complete, service: { ...service, dropOffDestination: true }, dropoffPointId: 'P-1' },
    null,
  ],
  [
    'payment without a content description goes to address',
    'payment',
    { ...complete, content: { value: 100 } },
    'address',
  ],
  [
    'payment without a content value goes to address',
    'payment',
    { ...complete, content: { description: 'Books' } },
    'address',
  ],
  ['payment of a complete draft stays', 'payment', complete, null],
  [
    'payment across a customs border without a customs invoice goes to customs',
    'payment',
    { ...complete, to: { alpha2Code: 'US', zipCode: '10118' }, customs: { customsInvoiceId: null } },
    'customs',
  ],
  [
    'payment across a customs border with a customs invoice stays',
    'payment',
    { ...complete, to: { alpha2Code: 'US', zipCode: '10118' }, customs: { customsInvoiceId: 'CI-1' } },
    null,
  ],
  [
    'payment inside the customs union needs no customs invoice',
    'payment',
    { ...complete, customs: { customsInvoiceId: null } },
    null,
  ],
];

describe('checkout guards', () => {
  it.each(cases)('%s', (_name, step, draft, expected) => {
    expect(guardRedirect(step, draft)).toBe(expected);
  });
});
