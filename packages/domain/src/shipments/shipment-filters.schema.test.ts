import { describe, expect, it } from 'vitest';
import { canApplyFilters } from './shipment-filters.schema.ts';

describe('canApplyFilters: a valid form with at least one value', () => {
  it.each([
    [{}, false],
    [{ recipient_name: '   ' }, false],
    [{ recipient_name: 'Ana' }, true],
    [{ recipient_name: 'x'.repeat(60) }, true],
    [{ recipient_name: 'x'.repeat(61) }, false],
    [{ shipment_custom_reference: 'x'.repeat(61) }, false],
    [{ recipient_surname: 'García' }, true],
    [{ created_at_from: '2026-01-10', created_at_to: '2026-01-01' }, false],
    [{ created_at_from: '2026-01-01', created_at_to: '2026-01-10' }, true],
    [{ delivery_date_from: 'not a date' }, false],
    [{ label_downloaded: 'true' }, true],
    [{ carrier_name: 'GLS', source: 'CSV' }, true],
  ] as [Record<string, unknown>, boolean][])('%j → %s', (values, expected) => {
    expect(canApplyFilters(values)).toBe(expected);
  });
});
