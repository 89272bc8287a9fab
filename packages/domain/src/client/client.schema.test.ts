import { describe, expect, it } from 'vitest';
import { isBusinessClient, phoneSchema } from './client.schema.ts';

describe('client rules', () => {
  it.each([
    ['-', false],
    [' - ', false],
    ['', false],
    [null, false],
    ['B12345678', true],
  ])('a client with tax id %j is business: %s', (taxId, expected) => {
    expect(isBusinessClient({ taxId })).toBe(expected);
  });

  it.each([
    ['+34 612 345 678', '+34612345678'],
    ['+442071838750', '+442071838750'],
    ['612345678', undefined],
    ['+34 abc', undefined],
    ['+0 123456', undefined],
  ])('phone %j becomes %j', (input, expected) => {
    const result = phoneSchema.safeParse(input);
    expect(result.success ? result.data : undefined).toBe(expected);
  });
});
