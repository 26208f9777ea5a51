#!/usr/bin/env node
// Writes a brotli (.br) and a gzip (.gz) copy beside every text file of the built client, once at
// build time and at the highest levels, so that the server sends them as they are
// (apps/api/src/plugins/web.ts; @fastify/static's preCompressed) instead of compressing per request.
// `node scripts/precompress.mjs [dir]`: the directory defaults to this app's dist/.
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;
const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

const dir = path.resolve(process.argv[2] ?? fileURLToPath(new URL('../dist', import.meta.url)));
const names = (await fs.readdir(dir, { recursive: true })).filter((name) => COMPRESSIBLE.test(name));

let raw = 0;
let brotliTotal = 0;
let gzipTotal = 0;
for (const name of names) {
  const file = path.join(dir, name);
  const content = await fs.readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not written: the server then sends the file itself.
  if (br.length < content.length) await fs.writeFile(`${file}.br`, br);
  if (gz.length < content.length) await fs.writeFile(`${file}.gz`, gz);
  raw += content.length;
  brotliTotal += Math.min(br.length, content.length);
  gzipTotal += Math.min(gz.length, content.length);
}

const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
console.log(
  `precompressed ${names.length} files in ${path.relative(process.cwd(), dir) || '.'}: ${kib(raw)} → brotli ${kib(brotliTotal)}, gzip ${kib(gzipTotal)}`,
);
