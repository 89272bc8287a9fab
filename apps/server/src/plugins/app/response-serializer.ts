import { isDeepStrictEqual } from 'node:util';
import fastJson from 'fast-json-stringify';
import { serializerCompiler as validatingSerializerCompiler } from 'fastify-type-provider-zod';
import { type ZodType, z } from 'zod';

type JsonSchema = Record<string, unknown>;
type SerializerCompiler = typeof validatingSerializerCompiler;
type RouteSchema = Parameters<SerializerCompiler>[0];

/** A route's response schema: a zod type, or one wrapped as `{ properties }` (as the zod provider accepts). */
const zodSchemaOf = (schema: RouteSchema['schema']) => {
  const inner = 'properties' in schema ? schema.properties : schema;
  return inner instanceof z.ZodType ? inner : undefined;
};

const isObject = (value: unknown): value is JsonSchema =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * `X | null` as zod writes it (`anyOf: [X, { type: 'null' }]`) becomes `X` with `nullable: true`, which
 * fast-json-stringify writes directly; an `anyOf` would make it test each value against every branch.
 */
const simplifyNullable = (node: unknown): unknown => {
  if (Array.isArray(node)) return node.map(simplifyNullable);
  if (!isObject(node)) return node;
  const simplified = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, simplifyNullable(value)]),
  );
  const branches = simplified.anyOf;
  if (!Array.isArray(branches) || branches.length !== 2) return simplified;
  const nonNull = branches.filter((branch) => !(isObject(branch) && branch.type === 'null'));
  const [only] = nonNull;
  if (nonNull.length !== 1 || !isObject(only) || typeof only.type !== 'string') return simplified;
  const { anyOf: _anyOf, ...rest } = simplified;
  return { ...rest, ...only, nullable: true };
};

/** The zod schema as the JSON Schema fast-json-stringify compiles, or undefined when zod cannot write one. */
const jsonSchemaOf = (schema: ZodType | undefined): JsonSchema | undefined => {
  if (!schema) return undefined;
  try {
    return simplifyNullable(z.toJSONSchema(schema, { target: 'draft-7', io: 'output' })) as JsonSchema;
  } catch {
    // Dates, transforms and other shapes JSON Schema cannot state: those routes keep zod's encoder.
    return undefined;
  }
};

const checkedAgainst =
  (validating: (data: unknown) => string, stringify: (data: unknown) => string, route: RouteSchema) =>
  (data: unknown) => {
    const expected = validating(data);
    const written = stringify(data);
    if (!isDeepStrictEqual(JSON.parse(written), JSON.parse(expected))) {
      throw new Error(
        `The fast serializer of ${route.method} ${route.url} wrote ${written}, zod wrote ${expected}`,
      );
    }
    return written;
  };

/**
 * Serialises a response from its schema without validating it again: the handler's types already hold
 * it to the schema, and a second full validation of every list cost as much CPU as reading the rows.
 * Fields the schema does not name are still left out (a stored row never leaks whole). Routes whose
 * schema has no JSON Schema form keep the validating serializer.
 *
 * With `isChecked` (the test configuration), every response is also encoded by zod and the two must
 * agree, so the integration tests prove the fast path writes what the validating one would, and a
 * handler that breaks its schema still fails its test.
 */
export const responseSerializerCompiler =
  ({ isChecked }: { isChecked: boolean }): SerializerCompiler =>
  (route) => {
    const validating = validatingSerializerCompiler(route);
    let serialize: ((data: unknown) => string) | undefined;
    // Compiled on a route's first response, not at start-up: most of ~150 routes are rarely called.
    const compile = () => {
      const jsonSchema = jsonSchemaOf(zodSchemaOf(route.schema));
      if (!jsonSchema) return validating;
      const stringify = fastJson(jsonSchema);
      return isChecked ? checkedAgainst(validating, stringify, route) : stringify;
    };
    return (data: unknown) => {
      serialize ??= compile();
      return serialize(data);
    };
  };
