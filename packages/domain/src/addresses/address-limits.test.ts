import { describe, expect, it } from 'vitest';
import { canAddRecipient, canAddWarehouse, MAX_RECIPIENTS, MAX_WAREHOUSES } from './address-limits.ts';
import { pageAfterDelete, recipientListQuerySchema } from './recipient-query.schema.ts';

describe('address limits', () => {
  it.each([
    [0, true],
    [7, true],
    [8, false],
    [9, false],
  ])('with %i warehouses, adding another is %s', (count, allowed) => {
    expect(MAX_WAREHOUSES).toBe(8);
    expect(canAddWarehouse(count)).toBe(allowed);
  });

  it.each([
    [499, true],
    [500, false],
  ])('with %i recipients, adding another is %s', (count, allowed) => {
    expect(MAX_RECIPIENTS).toBe(500);
    expect(canAddRecipient(count)).toBe(allowed);
  });
});

describe('recipient address book paging', () => {
  it('defaults to the first page of 9', () => {
    expect(recipientListQuerySchema.parse({})).toEqual({ page: 1, size: 9 });
  });

  it('reads query-string numbers and drops blank filters', () => {
    expect(recipientListQuerySchema.parse({ page: '3', size: '9', alias: ' ', country: 'fr' })).toEqual({
      page: 3,
      size: 9,
      country: 'FR',
    });
  });

  it.each([{ page: '0' }, { page: '1.5' }, { size: '0' }, { size: '101' }, { page: 'x' }])(
    'refuses %j',
    (query) => {
      expect(recipientListQuerySchema.safeParse(query).success).toBe(false);
    },
  );

  it.each([
    [{ page: 3, rowsOnPage: 1 }, 2],
    [{ page: 3, rowsOnPage: 2 }, 3],
    [{ page: 1, rowsOnPage: 1 }, 1],
    [{ page: 2, rowsOnPage: 0 }, 1],
  ])('after deleting from %j the book shows page %i', (input, page) => {
    expect(pageAfterDelete(input)).toBe(page);
  });
});
