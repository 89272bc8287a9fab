import { describe, expect, it } from 'vitest';
import { draftStateOf, firstMissingFieldOf, missingForPurchase } from './readiness.ts';

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
  id: 'gls-es-standard',
  carrierId: 'gls',
  carrierName: 'GLS',
  name: 'Business',
  dropOffOrigin: false,
  dropOffDestination: false,
  customsRequired: false,
};
const ready = {
  from: address,
  to: { ...address, firstName: 'Luis' },
  parcels: [{ height: 10, length: 20, width: 15, weight: 1.5 }],
  service,
  content: { description: 'Books', value: 2500 },
};

describe('missingForPurchase', () => {
  it.each([
    ['a complete draft', ready, []],
    ['no parcels', { ...ready, parcels: [] }, ['parcels']],
    ['no service', { ...ready, service: null }, ['service']],
    [
      'a service that no longer serves the route',
      { ...ready, serviceProblem: 'carrier.error.service-not-offered' },
      ['serviceRoute'],
    ],
    ['no content value', { ...ready, content: { description: 'Books' } }, ['content']],
    ['blank description', { ...ready, content: { description: '  ', value: 100 } }, ['content']],
    ['sender without phone', { ...ready, from: { ...address, phone: '' } }, ['from']],
    ['no recipient', { ...ready, to: undefined }, ['to']],
    [
      'a sender stored with a postcode that cannot exist',
      { ...ready, from: { ...address, alpha2Code: 'FR', zipCode: 'ABCDE' } },
      ['from'],
    ],
    [
      'a recipient stored with letters in the phone',
      { ...ready, to: { ...address, phone: '6000 CALL ME' } },
      ['to'],
    ],
    [
      'pick-up delivery without a point',
      { ...ready, service: { ...service, dropOffDestination: true }, to: { ...address, street1: '' } },
      ['dropoffPointId'],
    ],
    [
      'pick-up delivery with a point needs no recipient street',
      {
        ...ready,
        service: { ...service, dropOffDestination: true },
        to: { ...address, street1: '' },
        dropoffPointId: 'P1',
      },
      [],
    ],
  ])('%s → %j', (_name, draft, expected) => {
    expect(missingForPurchase(draft)).toEqual(expected);
  });

  it('derives the draft state', () => {
    expect(draftStateOf(ready)).toBe('READY_TO_PURCHASE');
    expect(draftStateOf({ ...ready, service: null })).toBe('AWAITING_COMPLETION');
  });
});

describe('firstMissingFieldOf: the field an order names when a draft is not ready', () => {
  const newYork = { ...address, alpha2Code: 'US', zipCode: '10118', city: 'New York', phone: '+12127363100' };
  it.each([
    ['a complete draft', ready, null],
    ['a US recipient without a state', { ...ready, to: newYork }, 'to.state'],
    ['a US recipient with a state', { ...ready, to: { ...newYork, state: 'NY' } }, null],
    ['a sender without a phone', { ...ready, from: { ...address, phone: '' } }, 'from.phone'],
    ['no recipient', { ...ready, to: undefined }, 'to.firstName'],
    ['a recipient without a street', { ...ready, to: { ...address, street1: ' ' } }, 'to.street1'],
    [
      'a recipient stored with letters in the phone',
      { ...ready, to: { ...address, phone: '6000 CALL ME' } },
      'to.phone',
    ],
    ['no parcels', { ...ready, parcels: [] }, 'parcels'],
    ['no service', { ...ready, service: null }, 'service'],
    [
      'pick-up delivery without a point',
      { ...ready, service: { ...service, dropOffDestination: true }, to: { ...address, street1: '' } },
      'dropoffPointId',
    ],
    ['no description', { ...ready, content: { value: 2500 } }, 'content.description'],
    ['a value of 0', { ...ready, content: { description: 'Books', value: 0 } }, 'content.value'],
  ])('%s → %s', (_name, draft, expected) => {
    expect(firstMissingFieldOf(draft)).toBe(expected);
  });
});
