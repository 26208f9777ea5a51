import type { z } from 'zod';

// The route table: every call the web makes is one entry here, and the API registers its route from the same entry
// (apps/api/src/lib/serve.ts), so the path, the inputs and the answer cannot drift apart. A response schema changed
// here changes the type at every use in the web (apps/web/src/lib/api.ts `callApi`), which `npm run typecheck` then
// checks; the API's answers are serialized and, under the tests, checked through the same schema.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export type ApiRoute = {
  readonly method: HttpMethod;
  /** Fastify's form: `/api/official-business/:id` (each `:name` a field of `params`). */
  readonly path: `/api/${string}`;
  /** What the route does, in the users' words: the OpenAPI document's summary. */
  readonly summary: string;
  readonly params?: z.ZodType;
  readonly query?: z.ZodType;
  /** The JSON body's schema, or 'multipart' for an upload (the web sends FormData; plugins/uploads reads its file). */
  readonly body?: z.ZodType | 'multipart';
  /** The JSON answer's schema, or 'file' for a download (a PDF, a spreadsheet) that the web saves or opens. */
  readonly response: z.ZodType | 'file';
  /** The success status when it is not 200 (a filing answered 201, long work started as a job 202). */
  readonly status?: 201 | 202;
};

/** One entry of the table; `const` keeps the method and path literal and each schema's own type. */
export function route<const R extends ApiRoute>(definition: R): R {
  return definition;
}

/** A module's routes, by the names its web hooks and API handlers use. */
export type ApiRouteTable = Readonly<Record<string, ApiRoute>>;

type Output<S> = S extends z.ZodType ? z.output<S> : never;

/**
 * Params and query as the web sends them: which keys may be left out from the schema's input (a default or optional),
 * each value's type from its output (`page: number`, where a coerced input would be `unknown`).
 */
export type SentFields<S extends z.ZodType> = { [K in keyof z.input<S>]: K extends keyof z.output<S> ? z.output<S>[K] : never };

/** What a caller passes for a route: its params, query and body, each only when the route has one. */
export type RouteInput<R extends ApiRoute> = (R['params'] extends z.ZodType ? { params: SentFields<R['params']> } : { params?: never }) &
  (R['query'] extends z.ZodType
    ? Record<string, never> extends SentFields<R['query']>
      ? { query?: SentFields<R['query']> }
      : { query: SentFields<R['query']> }
    : { query?: never }) &
  (R['body'] extends 'multipart' ? { body: FormData } : R['body'] extends z.ZodType ? { body: z.input<R['body']> } : { body?: never });

/** The answer of a JSON route, as the web receives it. */
export type RouteAnswer<R extends ApiRoute> = Output<R['response']>;

/** The routes whose answer is JSON, and those whose answer is a file. */
export type JsonRoute = ApiRoute & { readonly response: z.ZodType };
export type FileRoute = ApiRoute & { readonly response: 'file' };

/** The path of a route with its params in place (`/api/official-business/12`). */
export function pathOf(route: ApiRoute, params?: Readonly<Record<string, unknown>>): string {
  return route.path.replace(/:([A-Za-z_]\w*)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null || value === '') throw new Error(`${route.method} ${route.path}: the param ${name} is missing`);
    return encodeURIComponent(String(value as string | number));
  });
}
