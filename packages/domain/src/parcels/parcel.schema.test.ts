import { describe, expect, it } from 'vitest';
import {
  canAddSavedParcel,
  isCustomParcelId,
  MAX_SAVED_PARCELS,
  parcelRequestSchema,
} from './parcel.schema.ts';

const valid = { name: 'Shoe box', weight: '1,5', length: 30, width: 20, height: 12 };

describe('saved parcels', () => {
  it('reads the weight with a comma or an apostrophe', () => {
    expect(parcelRequestSchema.parse(valid).weight).toBe(1.5);
    expect(parcelRequestSchema.parse({ ...valid, weight: "2'125" }).weight).toBe(2.125);
    expect(parcelRequestSchema.parse({ ...valid, isDefault: true }).isDefault).toBe(true);
  });

  it.each([
    ['name', '', 'form.error.required'],
    ['name', 'x'.repeat(151), 'form.error.max-length'],
    ['weight', '0', 'form.error.positive'],
    ['weight', '1.2345', 'form.error.max-decimals'],
    ['length', 10.5, 'form.error.whole-number'],
    ['width', -1, 'form.error.positive'],
    ['height', undefined, 'form.error.required'],
  ])('refuses %s = %j with %s', (field, value, message) => {
    const result = parcelRequestSchema.safeParse({ ...valid, [field]: value });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toContainEqual([
      field,
      message,
    ]);
  });

  it.each([
    [0, true],
    [15, true],
    [16, false],
  ])('with %i saved parcels, adding another is %s (the add button hides at 16)', (count, allowed) => {
    expect(MAX_SAVED_PARCELS).toBe(16);
    expect(canAddSavedParcel(count)).toBe(allowed);
  });

  it('knows the placeholder custom parcel is not a stored one', () => {
    expect(isCustomParcelId('custom')).toBe(true);
    expect(isCustomParcelId('6c1f4f7e-0000-4000-8000-000000000000')).toBe(false);
  });
});
