import { describe, expect, it } from 'vitest';
import type { ClientType } from '../client.schema.ts';
import { clientTypeOf } from './client-type.ts';

describe('client type', () => {
  it.each<[ClientType, string | null, ClientType]>([
    ['business', 'B12345678', 'business'],
    ['business', '-', 'autonomous'],
    ['business', ' - ', 'autonomous'],
    ['business', '', 'autonomous'],
    ['business', null, 'autonomous'],
    ['autonomous', '-', 'autonomous'],
    ['autonomous', '12345678Z', 'autonomous'],
  ])('a %s client with tax id %j is %s', (type, taxId, expected) => {
    expect(clientTypeOf({ type, taxId })).toBe(expected);
  });
});
