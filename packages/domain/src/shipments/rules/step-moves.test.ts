import { describe, expect, it } from 'vitest';
import { ShipmentStep } from '../shipment-states.ts';
import type { Draft } from './readiness.ts';
import { StepMessage, stepMoveProblem } from './step-moves.ts';

const address = {
  firstName: 'Ana',
  lastName: 'García',
  phone: '+34600000000',
  street1: 'Calle Mayor 1',
  alpha2Code: 'ES',
  zipCode: '28013',
  city: 'Madrid',
};
const service = {
  id: 'gls-business-parcel',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'Business',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};
const parcels = [{ height: 10, length: 20, width: 15, weight: 1.5 }];
const complete: Draft = {
  from: address,
  to: { ...address, firstName: 'Luis', zipCode: '08001', city: 'Barcelona' },
  parcels,
  service,
  content: { description: 'Books', value: 2500 },
};

const empty: Draft = {};
const routeOnly: Draft = {
  from: { alpha2Code: 'ES', zipCode: '28013' },
  to: { alpha2Code: 'ES', zipCode: '08001' },
  parcels,
};
const withService: Draft = { ...routeOnly, service };
const pointWithout: Draft = {
  ...complete,
  service: { ...service, dropOffDestination: true },
  dropoffPointId: null,
};

const { SearchInfo, ServiceSelection, ShippingDetails, Customs, BillingInfo, Payment, Purchased } =
  ShipmentStep;
const ok = null;
const notReached = StepMessage.notReached;
const purchaseOnly = StepMessage.purchaseOnly;

describe('which checkout step a draft may be moved to', () => {
  it.each([
    ['an empty draft', empty, [ok, notReached, notReached, notReached, notReached, notReached, purchaseOnly]],
    [
      'a route without parcels',
      { ...routeOnly, parcels: [] },
      [ok, notReached, notReached, notReached, notReached, notReached, purchaseOnly],
    ],
    [
      'a destination without postcode',
      { ...routeOnly, to: { alpha2Code: 'ES' } },
      [ok, notReached, notReached, notReached, notReached, notReached, purchaseOnly],
    ],
    [
      'a route and parcels',
      routeOnly,
      [ok, ok, notReached, notReached, notReached, notReached, purchaseOnly],
    ],
    ['a chosen service', withService, [ok, ok, ok, notReached, notReached, notReached, purchaseOnly]],
    [
      'addresses without content',
      { ...complete, content: {} },
      [ok, ok, ok, notReached, notReached, notReached, purchaseOnly],
    ],
    [
      'a pick-up delivery without its point',
      pointWithout,
      [ok, ok, ok, notReached, notReached, notReached, purchaseOnly],
    ],
    ['everything a purchase needs', complete, [ok, ok, ok, ok, ok, ok, purchaseOnly]],
    [
      'everything, with a service that no longer serves the route',
      { ...complete, serviceProblem: 'carrier.error.service-not-offered' },
      [ok, ok, ok, ok, ok, ok, purchaseOnly],
    ],
  ])('%s', (_name, draft, expected) => {
    const steps = [SearchInfo, ServiceSelection, ShippingDetails, Customs, BillingInfo, Payment, Purchased];
    expect(steps.map((step) => stepMoveProblem(step, draft))).toEqual(expected);
  });
});
