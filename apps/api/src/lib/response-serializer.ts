import fastJson from 'fast-json-stringify';
import { z } from 'zod';
import type { FastifySerializerCompiler } from 'fastify/types/schema';

// Every route declares its answer as a zod schema from packages/contracts (`response: { 200: ZTravel }`).
// The answer is written by fast-json-stringify from that schema's JSON Schema: only the declared fields
// leave the server (a column added to a SELECT is never sent by accident), and faster than JSON.stringify.
// Under the tests the answer is also parsed by the zod schema itself, as the page will receive it, so a
// shape that drifted from its contract fails the suite; production trusts it (never a 500 for a field).

type JsonSchema = Record<string, unknown>;

const checkAnswers = process.env.NODE_ENV === 'test';

export const responseSerializerCompiler: FastifySerializerCompiler<z.ZodType> = ({ schema, method, url }) => {
  // Compiled on a route's first answer, not at start: an instance (or a test file's app) compiles only what it serves.
  let compiled: ((doc: unknown) => string) | null = null;
  const stringify = (data: unknown) => {
    compiled ??= fastJson(forSerializing(z.toJSONSchema(schema, { target: 'draft-7', io: 'output', unrepresentable: 'any' })));
    return compiled(data);
  };
  if (!checkAnswers) return stringify;
  return (data: unknown) => {
    const json = stringify(data);
    // What fast-json-stringify wrote, not what the handler returned: the page reads the former.
    const result = schema.safeParse(JSON.parse(json));
    if (!result.success) throw new Error(`The answer of ${method} ${url} does not match its contract: ${result.error.message}`);
    return json;
  };
};

/**
 * zod's JSON Schema, adjusted for a serializer rather than a validator: `required` and `additionalProperties`
 * are dropped (a missing field is left out, not a crash), and "X or null" becomes X with null allowed,
 * which fast-json-stringify writes without trying each branch.
 */
function forSerializing(node: unknown): JsonSchema {
  if (Array.isArray(node)) return node.map(forSerializing) as unknown as JsonSchema;
  if (!node || typeof node !== 'object') return node as JsonSchema;
  const out: JsonSchema = {};
  for (const [key, value] of Object.entries(node as JsonSchema)) {
    if (key === 'required' || key === '$schema' || (key === 'additionalProperties' && typeof value === 'boolean')) continue;
    // A literal is written from the data like any enum: fast-json-stringify writes a `const` as the constant itself.
    if (key === 'const') out.enum = [value];
    else out[key] = forSerializing(value);
  }
  const choiceKey = out.anyOf ? 'anyOf' : out.oneOf ? 'oneOf' : null;
  const anyOf = choiceKey ? (out[choiceKey] as JsonSchema[]) : undefined;
  if (anyOf?.length === 2) {
    const nonNull = anyOf.filter((s) => s.type !== 'null');
    // Only a branch with a type can carry "or null" itself; a union or a reference stays a choice.
    if (nonNull.length === 1 && typeof nonNull[0]!.type === 'string') {
      const { [choiceKey!]: _, ...rest } = out;
      return { ...rest, ...nullable(nonNull[0]!) };
    }
  }
  // A choice of objects (signed in, or the code still asked): with `required` dropped every branch would match
  // and the first one alone be written; one object with every branch's fields writes whichever are there.
  if (anyOf && anyOf.length > 1 && anyOf.every((s) => s.type === 'object' && s.properties)) {
    const { [choiceKey!]: _, ...rest } = out;
    const properties: JsonSchema = {};
    for (const branch of anyOf)
      for (const [key, value] of Object.entries(branch.properties as JsonSchema))
        properties[key] = key in properties ? eitherOf(properties[key] as JsonSchema, value as JsonSchema) : value;
    return { ...rest, type: 'object', properties };
  }
  return out;
}

/** A field two branches both have (a union's discriminator above all): either branch's value is written as it is. */
function eitherOf(a: JsonSchema, b: JsonSchema): JsonSchema {
  if (JSON.stringify(a) === JSON.stringify(b)) return a;
  if (Array.isArray(a.enum) && Array.isArray(b.enum) && a.type === b.type)
    return { ...a, enum: [...new Set<unknown>([...(a.enum as unknown[]), ...(b.enum as unknown[])])] };
  return {}; // any: written by JSON.stringify
}

function nullable(s: JsonSchema): JsonSchema {
  if (typeof s.type === 'string') return { ...s, type: [s.type, 'null'] };
  return { ...s, nullable: true };
}
