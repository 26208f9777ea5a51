import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import { gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

// A JSON answer computed once and sent many times (the public job board): kept as bytes, gzipped once for the
// browsers that accept it, with an ETag so a browser that already has it gets "304 Not Modified".

export type KeptAnswer = { json: Buffer; gzip: Buffer; etag: string; at: number };

const gzipAsync = promisify(gzip);

export async function keepAnswer(value: unknown): Promise<KeptAnswer> {
  const json = Buffer.from(JSON.stringify(value));
  return { json, gzip: await gzipAsync(json), etag: `"${createHash('sha1').update(json).digest('base64url')}"`, at: Date.now() };
}

/** gzip is acceptable unless the header leaves it out or gives it q=0. */
export function acceptsGzip(header: string | undefined): boolean {
  if (!header) return false;
  for (const part of header.split(',')) {
    const [coding, ...params] = part.trim().split(';');
    if (coding!.trim().toLowerCase() !== 'gzip' && coding!.trim() !== '*') continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    return !q || Number(q.slice(2)) > 0;
  }
  return false;
}

export function sendKept(req: FastifyRequest, reply: FastifyReply, answer: KeptAnswer) {
  // Each encoding is its own representation, so each has its own (strong) ETag.
  const gzipped = acceptsGzip(req.headers['accept-encoding']);
  const etag = gzipped ? `${answer.etag.slice(0, -1)}-gz"` : answer.etag;
  // no-cache: the browser may keep it but asks each time (posts open and close), answered by the ETag.
  reply.header('etag', etag).header('vary', 'accept-encoding').header('cache-control', 'no-cache');
  if (req.headers['if-none-match'] === etag) return reply.code(304).send();
  reply.type('application/json; charset=utf-8');
  if (gzipped) return reply.header('content-encoding', 'gzip').send(answer.gzip);
  return reply.send(answer.json);
}
