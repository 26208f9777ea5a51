import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './support/test-app';

// The API serves the built web client (plugins/web.ts). The unit run has no build of the client, so this
// builds a small one of the same shape (index.html, hashed files under assets/, a logo outside them) and
// precompresses it with the build's own script; the e2e suite checks the real build (e2e/client-speed.spec.ts).

const PRECOMPRESS = path.resolve(import.meta.dirname, '../../web/scripts/precompress.mjs');
const IMMUTABLE = 'public, max-age=31536000, immutable';

const INDEX_HTML = `<!doctype html><html lang="en"><head><title>HRIS</title><script type="module" src="/assets/index-AbC123xy.js"></script></head><body><div id="root"></div>${'<!-- padding -->'.repeat(40)}</body></html>`;
// Enough repeated text that both compressions are much smaller than the file.
const SCRIPT = `export function greet(name) { return 'Hello, ' + name + '!'; }\n`.repeat(200);
const STYLE = `.card { padding: 16px; border: 1px solid #dee2e6; }\n`.repeat(100);
// The copy the build writes for a page opened first (apps/web/route-preloads.ts), naming its route's chunks.
const JOBS_HTML = INDEX_HTML.replace('</head>', '<link rel="modulepreload" crossorigin href="/assets/job-board-page-AbC123xy.js"></head>');
const LOGO = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${'<rect width="10" height="10" fill="#7a1f30"/>'.repeat(20)}</svg>`;

describe('the built web client', () => {
  let t: TestApp;
  let dist: string;

  beforeAll(async () => {
    dist = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-web-dist-'));
    fs.mkdirSync(path.join(dist, 'assets'));
    fs.mkdirSync(path.join(dist, 'logos'));
    fs.writeFileSync(path.join(dist, 'index.html'), INDEX_HTML);
    fs.writeFileSync(path.join(dist, 'assets/index-AbC123xy.js'), SCRIPT);
    fs.writeFileSync(path.join(dist, 'assets/index-Zz9Yy8Xx.css'), STYLE);
    fs.writeFileSync(path.join(dist, 'assets/tiny-Q1w2E3r4.js'), 'export{};');
    fs.writeFileSync(path.join(dist, 'logos/default.svg'), LOGO);
    fs.mkdirSync(path.join(dist, 'routes'));
    fs.writeFileSync(path.join(dist, 'routes/jobs.html'), JOBS_HTML);
    execFileSync(process.execPath, [PRECOMPRESS, dist], { stdio: 'pipe' });
    t = await createTestApp({ webDist: dist });
  });
  afterAll(async () => {
    await t?.close();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  const get = (url: string, acceptEncoding?: string) =>
    t.app.inject({ method: 'GET', url, headers: acceptEncoding === undefined ? {} : { 'accept-encoding': acceptEncoding } });

  it('the build script writes a brotli and a gzip copy of each text file, and none of a file they would not shrink', () => {
    for (const name of ['index.html', 'assets/index-AbC123xy.js', 'assets/index-Zz9Yy8Xx.css', 'logos/default.svg']) {
      const original = fs.readFileSync(path.join(dist, name));
      expect(zlib.brotliDecompressSync(fs.readFileSync(path.join(dist, `${name}.br`))).equals(original)).toBe(true);
      expect(zlib.gunzipSync(fs.readFileSync(path.join(dist, `${name}.gz`))).equals(original)).toBe(true);
    }
    expect(fs.existsSync(path.join(dist, 'assets/tiny-Q1w2E3r4.js.br'))).toBe(false);
  });

  it('sends a hashed script as brotli to a browser that accepts it, cached for a year', async () => {
    const res = await get('/assets/index-AbC123xy.js', 'gzip, deflate, br, zstd');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toMatch(/^text\/javascript|^application\/javascript/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(res.rawPayload.length).toBeLessThan(SCRIPT.length / 10);
    expect(zlib.brotliDecompressSync(res.rawPayload).toString()).toBe(SCRIPT);
  });

  it('sends gzip to a client that accepts gzip only', async () => {
    const res = await get('/assets/index-Zz9Yy8Xx.css', 'gzip, deflate');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers['content-type']).toMatch(/^text\/css/);
    expect(res.headers['cache-control']).toBe(IMMUTABLE);
    expect(res.headers.vary).toMatch(/accept-encoding/i);
    expect(zlib.gunzipSync(res.rawPayload).toString()).toBe(STYLE);
  });

  it('sends the file itself to a client that accepts no encoding, or only identity', async () => {
    for (const acceptEncoding of [undefined, 'identity']) {
      const res = await get('/assets/index-AbC123xy.js', acceptEncoding);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBeUndefined();
      expect(res.headers['cache-control']).toBe(IMMUTABLE);
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      expect(res.payload).toBe(SCRIPT);
    }
  });

  it('sends a file without a compressed copy as it is, even to a browser that accepts brotli', async () => {
    const res = await get('/assets/tiny-Q1w2E3r4.js', 'br, gzip');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.payload).toBe('export{};');
  });

  it('sends index.html, for / and for every client route, compressed and revalidated on each load', async () => {
    for (const url of ['/', '/index.html', '/login', '/dashboard', '/pds/12?tab=family']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(res.headers.vary, url).toMatch(/accept-encoding/i);
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(INDEX_HTML);
    }
    const plain = await get('/dashboard');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-cache');
    expect(plain.payload).toBe(INDEX_HTML);
  });

  it("sends a page's own copy of index.html, with its route's preloads, for that path only", async () => {
    for (const url of ['/jobs', '/jobs/', '/jobs?page=2']) {
      const res = await get(url, 'gzip, deflate, br');
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type'], url).toMatch(/^text\/html/);
      expect(res.headers['cache-control'], url).toBe('no-cache');
      expect(res.headers['content-encoding'], url).toBe('br');
      expect(zlib.brotliDecompressSync(res.rawPayload).toString(), url).toBe(JOBS_HTML);
    }
    for (const url of ['/jobs/preview/ABC', '/jobsx', '/login']) {
      const res = await get(url);
      expect(res.payload, url).toBe(INDEX_HTML);
    }
  });

  it('does not cache for a year a file whose name carries no hash', async () => {
    const res = await get('/logos/default.svg', 'br');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.headers['content-encoding']).toBe('br');
  });

  it('answers 404 for a hashed file that is not in the build, not the page (an old client asking for a replaced chunk)', async () => {
    const res = await get('/assets/index-Old00000.js', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.json()).toMatchObject({ message: expect.any(String), error: expect.any(String) });
  });

  it('never serves the compressed copies or files outside the build by their own names', async () => {
    const direct = await get('/assets/index-AbC123xy.js.br');
    expect(direct.statusCode).toBe(404);
    for (const url of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await get(url);
      expect(res.payload, url).not.toContain('"workspaces"');
    }
  });

  it('leaves unknown API paths to the API: a JSON 404, not the page', async () => {
    const res = await get('/api/no-such-thing', 'br');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
  });
});
