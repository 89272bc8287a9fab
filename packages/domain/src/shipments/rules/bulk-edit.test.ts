import { describe, expect, it } from 'vitest';
import { bulkEditSummary, isEligibleForCollectionDateEdit, isValidForBulkEdit } from './bulk-edit.ts';

const complete = {
  from: { country: 'ES', zip: '28001' },
  to: { country: 'FR', zip: '75001' },
  parcels: [{ weight: 1 }],
  source: 'PRO',
};

describe('isValidForBulkEdit', () => {
  it.each([
    ['complete', complete, true],
    ['no origin zip', { ...complete, from: { country: 'ES', zip: '' } }, false],
    ['no destination country', { ...complete, to: { zip: '75001' } }, false],
    ['no parcels', { ...complete, parcels: [] }, false],
    ['no source', { ...complete, source: null }, false],
  ])('%s → %s', (_name, shipment, expected) => {
    expect(isValidForBulkEdit(shipment)).toBe(expected);
  });
});

describe('bulkEditSummary', () => {
  it('disables bulk service edits above 20 valid shipments and counts missing information', () => {
    const shipments = [...Array.from({ length: 21 }, () => complete), { ...complete, source: null }];
    expect(bulkEditSummary(shipments)).toEqual({
      total: 22,
      valid: 21,
      hasMissingInformation: true,
      isOverLimit: true,
    });
    expect(bulkEditSummary(shipments.slice(0, 20)).isOverLimit).toBe(false);
  });
});

describe('isEligibleForCollectionDateEdit: only services collected at the sender', () => {
  it.each([
    ['no service', null, false],
    ['a service collected at the sender', { dropOffOrigin: false }, true],
    ['a service without the drop-off flag', {}, true],
    ['a service dropped off at a point of origin', { dropOffOrigin: true }, false],
  ])('%s → %s', (_name, service, expected) => {
    expect(isEligibleForCollectionDateEdit(service)).toBe(expected);
  });
});
