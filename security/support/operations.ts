import type { FastifyInstance } from 'fastify';
import type { Access } from '../../apps/api/src/plugins/auth';

// The map both checks walk: every route the app registered, with the access it declared (app.routeAccess,
// plugins/auth.ts) and its parameters and body from the OpenAPI document the zod schemas generate.

export type JsonSchema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  default?: unknown;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: boolean | number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  nullable?: boolean;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
export type Parameter = { in: 'path' | 'query' | 'header'; name: string; required?: boolean; schema: JsonSchema };
type OpenApiOperation = { summary?: string; parameters?: Parameter[]; requestBody?: { content?: Record<string, { schema?: JsonSchema }> } };
type OpenApiDocument = { paths: Record<string, Record<string, OpenApiOperation>> };

export type Operation = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Fastify's form: /api/coe/:id */
  route: string;
  access: Access;
  summary: string;
  pathParams: Parameter[];
  queryParams: Parameter[];
  /** json: a JSON body schema; multipart: an upload; raw: text (the devices' push protocol); none. */
  bodyKind: 'json' | 'multipart' | 'raw' | 'none';
  body: JsonSchema | null;
  /** False for routes the document hides (the biometric devices' endpoints), fuzzed all the same. */
  documented: boolean;
};

/** Query fields of the routes hidden from the document: what ZKTeco firmware sends (iclock.routes.ts). */
const HIDDEN_QUERY = ['SN', 'table', 'key', 'pushcommkey', 'Stamp', 'options'];

const toRoute = (openapiPath: string) => openapiPath.replace(/\{(\w+)\}/g, ':$1');

/** Every operation of the app, documented or not, in registration order. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as unknown as OpenApiDocument;
  const documented = new Map<string, { op: OpenApiOperation }>();
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(methods)) documented.set(`${method.toUpperCase()} ${toRoute(path)}`, { op });
  }
  const out: Operation[] = [];
  for (const { method, url, access } of app.routeAccess) {
    const found = documented.get(`${method} ${url}`);
    const m = method as Operation['method'];
    if (found) {
      const params = found.op.parameters ?? [];
      const content = found.op.requestBody?.content ?? {};
      const json = content['application/json']?.schema ?? null;
      const multipart = Object.keys(content).some((c) => c.startsWith('multipart/'));
      out.push({
        method: m,
        route: url,
        access,
        summary: found.op.summary ?? '',
        pathParams: params.filter((p) => p.in === 'path'),
        queryParams: params.filter((p) => p.in === 'query'),
        bodyKind: json ? 'json' : multipart || (m !== 'GET' && m !== 'DELETE' && /upload|import|logo|avatar|bulk/.test(url)) ? 'multipart' : 'none',
        body: json,
        documented: true,
      });
    } else {
      const names = [...url.matchAll(/:(\w+)/g)].map((x) => x[1]!);
      out.push({
        method: m,
        route: url,
        access,
        summary: '(hidden from the document)',
        pathParams: names.map((name) => ({ in: 'path', name, required: true, schema: { type: 'string' } })),
        queryParams: HIDDEN_QUERY.map((name) => ({ in: 'query', name, schema: { type: 'string' } })),
        bodyKind: m === 'POST' ? 'raw' : 'none',
        body: null,
        documented: false,
      });
    }
  }
  return out;
}

export const isPublic = (op: Operation) => op.access === 'public';
export const accessLabel = (access: Access) => (typeof access === 'string' ? access : access.join('|'));
export const isReadOnly = (op: Operation) => op.method === 'GET';

/** Fills a route's :params (values already encoded for a URL). */
export function fillPath(route: string, values: Record<string, string>): string {
  return route.replace(/:(\w+)/g, (_, name: string) => values[name] ?? '999999');
}

export function queryString(entries: [string, string][]): string {
  return entries.length ? `?${entries.map(([k, v]) => `${k}=${v}`).join('&')}` : '';
}

/** The non-null alternatives of a schema (zod's optional and nullable fields come as anyOf). */
export function variants(schema: JsonSchema): JsonSchema[] {
  const alts = [...(schema.anyOf ?? []), ...(schema.oneOf ?? [])].filter((s) => s.type !== 'null');
  return alts.length ? alts : [schema];
}

const typeOf = (schema: JsonSchema): string | undefined => [schema.type].flat().find((t) => t !== 'null');

/** Strings that satisfy the patterns the contracts use, tried in order. */
const STRING_CANDIDATES = [
  'Fuzz Target',
  '2030-01-07',
  '2030-01',
  '08:00',
  '123456',
  'fuzz.sample@example.test',
  '/x',
  'FUZZ-1',
  '2030-01-07T08:00:00+08:00',
  '09171234567',
  'Fuzz1',
];

function sampleString(schema: JsonSchema): string {
  if (schema.format === 'date') return '2030-01-07';
  if (schema.format === 'date-time') return '2030-01-07T08:00:00+08:00';
  if (schema.format === 'email') return 'fuzz.sample@example.test';
  const min = schema.minLength ?? 0;
  const max = schema.maxLength ?? Infinity;
  const fits = (s: string) => s.length >= min && s.length <= max && (!schema.pattern || new RegExp(schema.pattern, 'u').test(s));
  return STRING_CANDIDATES.find(fits) ?? 'x'.repeat(Math.max(1, min));
}

/**
 * A value the schema accepts, as small as it can be: required fields only, the first enum value, the lower
 * bound of a number. `ids` names the rows an id field should point at (a person made for the check).
 */
export function sample(schema: JsonSchema | undefined, name = '', ids: Record<string, number> = {}): unknown {
  if (!schema) return undefined;
  if (schema.default !== undefined) return schema.default;
  if (schema.const !== undefined) return schema.const;
  if (schema.enum?.length) return schema.enum[0];
  if (schema.allOf?.length) return Object.assign({}, ...schema.allOf.map((s) => sample(s, name, ids) as object));
  const s = variants(schema)[0]!;
  if (s !== schema) return sample(s, name, ids);
  switch (typeOf(s)) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = sample(s.properties?.[key], key, ids);
      return out;
    }
    case 'array':
      return Array.from({ length: Math.max(1, s.minItems ?? 0) }, () => sample(s.items, name, ids));
    case 'integer':
    case 'number': {
      if (ids[name] !== undefined) return ids[name];
      const floor = typeof s.exclusiveMinimum === 'number' ? s.exclusiveMinimum + 1 : s.exclusiveMinimum ? (s.minimum ?? 0) + 1 : (s.minimum ?? 1);
      return Math.min(Math.max(1, floor), s.maximum ?? Infinity);
    }
    case 'boolean':
      // false: a switch left off (maintenance, dry runs) changes the least.
      return false;
    case 'string':
      return sampleString(s);
    default:
      return null;
  }
}

/** The kind of scalar a parameter holds, for choosing which wrong value is a wrong type. */
export function scalarKind(schema: JsonSchema): 'integer' | 'number' | 'boolean' | 'string' | 'enum' | 'other' {
  const s = variants(schema)[0]!;
  if (s.enum?.length) return 'enum';
  const t = typeOf(s);
  return t === 'integer' || t === 'number' || t === 'boolean' || t === 'string' ? t : 'other';
}
