import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import fs from 'node:fs';
import path from 'node:path';

/** The encodings the build writes beside each text file (apps/web/scripts/precompress.mjs). */
const COMPRESSED_SUFFIXES = ['.br', '.gz'];
/** Vite names what it emits here with a content hash: the name changes whenever the content does. */
const HASHED_PREFIX = '/assets/';
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The copy of index.html the build wrote for a page opened first (apps/web/route-preloads.ts): it names
 * the route's chunks, so the browser downloads them with the main script. Other paths get index.html.
 */
function routeHtmlPath(pathname: string): string {
  const name = pathname.replace(/^\/+|\/+$/g, '');
  return `/routes/${name === '' ? 'index' : name}.html`;
}

/** Every file of the built client, by URL path, with whether a compressed copy lies beside it. */
function listFiles(root: string): Map<string, { file: string; compressed: boolean }> {
  const files = new Map<string, { file: string; compressed: boolean }>();
  const names = new Set(fs.readdirSync(root, { recursive: true, encoding: 'utf8' }).map((name) => name.split(path.sep).join('/')));
  for (const name of names) {
    if (COMPRESSED_SUFFIXES.some((suffix) => name.endsWith(suffix))) continue;
    if (!fs.statSync(path.join(root, name)).isFile()) continue;
    files.set(`/${name}`, { file: name, compressed: COMPRESSED_SUFFIXES.some((suffix) => names.has(name + suffix)) });
  }
  return files;
}

/**
 * Serves the built web client on the API's port; every other non-/api path falls back to
 * index.html so the client's browser-history routes work on reload.
 *
 * The build writes a brotli and a gzip copy of each text file: @fastify/static sends the one the
 * browser accepts (Content-Encoding), or the file itself. Hashed files are cached for a year;
 * index.html (and its copies per page, with their route's preloads) is revalidated on every load, so a
 * new build is picked up at once.
 */
export default fp(async function webPlugin(app: FastifyInstance, opts: { root: string | undefined }) {
  const root = opts.root;
  if (!root || !fs.existsSync(path.join(root, 'index.html'))) {
    app.log.warn(`web client not found at ${root}; serving the API only`);
    return;
  }
  // serve: false: this plugin only lends reply.sendFile; the one route below decides what is sent.
  await app.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });
  // The build does not change while the server runs: list it once.
  const files = listFiles(root);
  const index = files.get('/index.html')!;

  const send = (reply: FastifyReply, entry: { file: string; compressed: boolean }, cacheControl: string) => {
    reply.header('cache-control', cacheControl);
    if (entry.compressed) reply.header('vary', 'accept-encoding');
    return reply.sendFile(entry.file);
  };

  app.get('/*', async (req, reply) => {
    const url = req.url.split('?')[0]!;
    if (url.startsWith('/api/') || url === '/api' || url.startsWith('/socket.io')) {
      return reply.callNotFound();
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(url);
    } catch {
      return reply.callNotFound();
    }
    const entry = files.get(pathname);
    if (entry) return send(reply, entry, pathname.startsWith(HASHED_PREFIX) ? IMMUTABLE : 'no-cache');
    // A chunk that is not there (an old client asking for a file of the previous build) is a 404,
    // not the page: a script answered with HTML fails with a confusing type error.
    if (pathname.startsWith(HASHED_PREFIX)) return reply.callNotFound();
    return send(reply, files.get(routeHtmlPath(pathname)) ?? index, 'no-cache');
  });
});
