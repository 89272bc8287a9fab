import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializerCompiler } from './response-serializer.ts';

const schema = z.object({
  reference: z.string().max(8),
  price: z.object({ total: z.number().int(), currency: z.string() }).nullable(),
  tags: z.array(z.string()),
  counts: z.record(z.string(), z.number()),
});
const route = { schema, method: 'GET', url: '/things', httpStatus: '200' };
const serializerOf = (isChecked: boolean) => responseSerializerCompiler({ isChecked })(route);

describe('response serializer', () => {
  it('writes the fields the schema names, nulls and nested values included, and leaves out the others', () => {
    const serialize = serializerOf(false);
    const row = { reference: 'SD1', price: null, tags: ['a'], counts: { DRAFT: 2 }, clientId: 'secret' };
    expect(JSON.parse(serialize(row))).toEqual({
      reference: 'SD1',
      price: null,
      tags: ['a'],
      counts: { DRAFT: 2 },
    });
    const priced = { ...row, price: { total: 1250, currency: 'EUR', cost: 900 } };
    expect(JSON.parse(serialize(priced)).price).toEqual({ total: 1250, currency: 'EUR' });
  });

  it('does not validate the response again outside tests', () => {
    const tooLong = { reference: 'SD-123456789', price: null, tags: [], counts: {} };
    expect(JSON.parse(serializerOf(false)(tooLong)).reference).toBe('SD-123456789');
  });

  it('in tests, refuses a response that breaks its schema, as the validating serializer does', () => {
    const tooLong = { reference: 'SD-123456789', price: null, tags: [], counts: {} };
    expect(() => serializerOf(true)(tooLong)).toThrow();
  });

  it('in tests, writes what zod writes', () => {
    const row = {
      reference: 'SD1',
      price: { total: 5, currency: 'EUR' },
      tags: ['x', 'y'],
      counts: { A: 1.5 },
    };
    expect(serializerOf(true)(row)).toBe(JSON.stringify(row));
  });
});
