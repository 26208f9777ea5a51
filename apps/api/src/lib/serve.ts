import type { FastifyContextConfig, FastifyInstance, FastifyReply, FastifyRequest, RouteHandlerMethod } from 'fastify';
import type { z } from 'zod';
import type { ApiRoute } from '@hris/contracts';
import type { Access } from '../plugins/auth';

// A module's routes are registered from the route table of packages/contracts (src/api/<module>.ts): the path, the
// params, query, body and answer come from the entry the web calls through, and the route only adds who may call it
// and what it does. plugins/auth refuses at start an /api route that is not an entry of the table.

type Output<S> = S extends z.ZodType ? z.output<S> : undefined;

/** The request as the handler sees it: params, query and body already checked and coerced by the entry's schemas. */
export type RequestOf<R extends ApiRoute> = FastifyRequest<{
  Params: Output<R['params']>;
  Querystring: Output<R['query']>;
  Body: R['body'] extends z.ZodType ? z.output<R['body']> : unknown;
}>;

/** What the handler answers: the JSON the answer's schema serializes, or for a file what `sendPdf`/`sendXlsx` return. */
export type AnswerOf<R extends ApiRoute> = R['response'] extends z.ZodType ? z.input<R['response']> : unknown;

export type ServeOptions = Omit<FastifyContextConfig, 'access' | 'apiRoute'> & {
  access: Access;
  /** The OpenAPI document's group. */
  tags: readonly string[];
  /** A larger body than Fastify's default (a bulk upload of punches). */
  bodyLimit?: number;
};

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route-table entry the route was registered from (lib/serve.ts). */
    apiRoute?: ApiRoute;
  }
}

/** Registers one entry of the route table with its access and handler. */
export function serve<R extends ApiRoute>(
  app: FastifyInstance,
  route: R,
  options: ServeOptions,
  /**
   * Answers the JSON of the entry's answer; or, for bytes already made by that answer's serializer (a cached page
   * sent as kept), sends them itself and returns the reply.
   */
  handler: (req: RequestOf<R>, reply: FastifyReply) => AnswerOf<R> | FastifyReply | Promise<AnswerOf<R> | FastifyReply>,
): void {
  const { tags, bodyLimit, ...config } = options;
  app.route({
    method: route.method,
    url: route.path,
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    config: { ...config, apiRoute: route },
    schema: {
      tags: [...tags],
      summary: route.summary,
      ...(route.params ? { params: route.params } : {}),
      ...(route.query ? { querystring: route.query } : {}),
      ...(route.body && route.body !== 'multipart' ? { body: route.body } : {}),
      ...(route.body === 'multipart' ? { consumes: ['multipart/form-data'] } : {}),
      ...(route.response === 'file' ? {} : { response: { [route.status ?? 200]: route.response } }),
    },
    // The entry's success status (201 filed, 202 long work started) is the answer's unless the handler set another.
    handler: (route.status
      ? async (req: RequestOf<R>, reply: FastifyReply) => {
          const answer = await handler(req, reply);
          if (answer !== reply && reply.statusCode === 200) reply.code(route.status!);
          return answer;
        }
      : handler) as unknown as RouteHandlerMethod,
  });
}
