import { describe, expect, it } from 'vitest';
import { aShipment } from '../../shipments/testing/fake-shipments-api.ts';
import { aDraft, anIncompleteDraft, drafts } from '../testing/bulk-fixtures.ts';
import { bulkActionAvailability, bulkSelectionOf } from './bulk-selection.ts';

const dropOffService = {
  id: 'locker',
  carrierId: 'inpost',
  carrierName: 'InPost',
  name: 'Locker',
  dropOffOrigin: true,
  dropOffDestination: false,
  customsRequired: false,
};

describe('bulkSelectionOf: what the bulk panel may do with the selection', () => {
  it.each([
    {
      name: 'complete drafts',
      shipments: [aDraft('A'), aDraft('B')],
      valid: ['A', 'B'],
      collection: ['A', 'B'],
    },
    {
      name: 'a draft without recipient postcode',
      shipments: [aDraft('A'), anIncompleteDraft('B')],
      valid: ['A'],
      collection: ['A'],
    },
    {
      name: 'a draft without parcels',
      shipments: [aDraft('A', { data: { parcels: [] } })],
      valid: [],
      collection: [],
    },
    {
      name: 'a draft without source',
      shipments: [aDraft('A', { data: { source: '' } })],
      valid: [],
      collection: [],
    },
    {
      name: 'a bought shipment',
      shipments: [aShipment({ reference: 'A', state: 'IN_TRANSIT' })],
      valid: [],
      collection: [],
    },
    {
      name: 'a draft without service',
      shipments: [aDraft('A', { data: { service: null } })],
      valid: ['A'],
      collection: [],
    },
    {
      name: 'a drop-off service',
      shipments: [aDraft('A', { data: { service: dropOffService } })],
      valid: ['A'],
      collection: [],
    },
  ])('$name', ({ shipments, valid, collection }) => {
    const selection = bulkSelectionOf(shipments);
    expect(selection.validReferences).toEqual(valid);
    expect(selection.collectionReferences).toEqual(collection);
    expect(selection.hasMissingInformation).toBe(valid.length < shipments.length);
  });

  it.each([
    { count: 1, isOverLimit: false },
    { count: 20, isOverLimit: false },
    { count: 21, isOverLimit: true },
  ])('$count valid shipments: over the limit $isOverLimit', ({ count, isOverLimit }) => {
    const available = bulkActionAvailability(bulkSelectionOf(drafts(count)));
    expect(available.services).toBe(!isOverLimit);
    expect(available['collection-date']).toBe(!isOverLimit);
    expect(available.insurance).toBe(!isOverLimit);
    expect(available.content).toBe(true);
    expect(available.parcels).toBe(true);
  });

  it('21 selected with 20 valid stays under the limit', () => {
    const selection = bulkSelectionOf([...drafts(20), anIncompleteDraft('X')]);
    expect(selection).toMatchObject({
      total: 21,
      valid: 20,
      isOverLimit: false,
      hasMissingInformation: true,
    });
  });

  it.each([
    { state: 'READY_TO_PURCHASE', payment: true, print: false, del: true },
    { state: 'AWAITING_COMPLETION', payment: false, print: false, del: true },
    { state: 'READY_TO_PRINT', payment: false, print: true, del: false },
    { state: 'DELIVERED', payment: false, print: false, del: false },
  ] as const)(
    'a $state shipment: pay $payment, print $print, delete $del',
    ({ state, payment, print, del }) => {
      const available = bulkActionAvailability(bulkSelectionOf([aShipment({ reference: 'A', state })]));
      expect(available).toMatchObject({ payment, print, delete: del });
    },
  );
});
