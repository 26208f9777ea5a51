import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Serves the built web client on the API's port; every non-/api path falls back to
 * index.html so the client's browser-history routes work on reload.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { root: string | undefined }) {
  const root = opts.root;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web client not found at ${root}; serving the API only`);
    return;
  }
  await app.register(fastifyStatic, { root, wildcard: false, index: false, cacheControl: false });
  const indexHtml = fs.readFileSync(path.join(root, 'index.html'));
  app.get('/*', { config: {} }, async (req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    const file = path.join(root, path.normalize(url).replace(/^(\.\.[/\\])+/, ''));
    if (file.startsWith(root) && url !== '/' && fs.existsSync(file) && fs.statSync(file).isFile()) {
      // Hashed assets never change; index.html must always be fresh.
      const immutable = url.startsWith('/assets/');
      return reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache').sendFile(path.relative(root, file));
    }
    return reply.header('cache-control', 'no-cache').type('text/html').send(indexHtml);
  });
});
