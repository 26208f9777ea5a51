import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import S3rver from 's3rver';

// A local S3-compatible server for the tests: s3rver (the S3 API on the file system) behind a small
// front that checks every request's AWS Signature V4 the way MinIO does, since s3rver itself accepts
// any V4 signature. The check is written here from the AWS documentation, apart from the driver's
// signer (aws4fetch), so a request signed wrongly (key, region, date, headers, body hash) gets the
// 403 SignatureDoesNotMatch a real store would answer.

export type TestS3 = {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** Every request that reached the front: method, path, and whether its signature held. */
  requests: { method: string; path: string; signed: boolean }[];
  close: () => Promise<void>;
};

const ACCESS_KEY = 'S3RVER';
const SECRET_KEY = 'S3RVER';
const REGION = 'us-east-1';

/**
 * ListObjectsV2 page by page, as S3 and MinIO answer it. s3rver makes its continuation tokens with DES, which the
 * OpenSSL 3 of Node 17+ no longer has (a truncated listing is a 500 there), so the front pages s3rver's whole
 * listing itself: `max-keys` per page, the token naming the last key given (opaque to the client, as S3's is).
 */
async function pagedListing(innerPort: number, url: URL): Promise<string> {
  const whole = await (await fetch(`http://127.0.0.1:${innerPort}${url.pathname}?list-type=2&max-keys=1000`)).text();
  const keys = [...whole.matchAll(/<Key>([^<]*)<\/Key>/g)].map((m) => m[1]!).sort();
  const token = url.searchParams.get('continuation-token');
  const after = token ? Buffer.from(token, 'base64url').toString('utf8') : '';
  const rest = keys.filter((k) => k > after);
  const size = Math.min(1000, Math.max(1, Number(url.searchParams.get('max-keys') ?? 1000)));
  const page = rest.slice(0, size);
  const truncated = rest.length > size;
  return [
    '<?xml version="1.0" encoding="UTF-8"?><ListBucketResult xmlns="http://s3.amazonaws.com/doc/2006-03-01/">',
    `<Name>${url.pathname.slice(1)}</Name><KeyCount>${page.length}</KeyCount><MaxKeys>${size}</MaxKeys><IsTruncated>${truncated}</IsTruncated>`,
    truncated ? `<NextContinuationToken>${Buffer.from(page.at(-1)!).toString('base64url')}</NextContinuationToken>` : '',
    ...page.map((k) => `<Contents><Key>${k}</Key></Contents>`),
    '</ListBucketResult>',
  ].join('');
}

export async function startS3Server(bucket = 'hris-test'): Promise<TestS3> {
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'hris-s3-'));
  const s3 = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory, configureBuckets: [{ name: bucket }] });
  const inner = await s3.run();
  const requests: TestS3['requests'] = [];
  /** The write under way (or last queued) per object path: see below. */
  const writing = new Map<string, Promise<void>>();

  const front = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      const problem = signatureProblem(req, body);
      requests.push({ method: req.method ?? '', path: req.url ?? '', signed: !problem });
      if (problem) {
        res.writeHead(403, { 'content-type': 'application/xml' });
        res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>SignatureDoesNotMatch</Code><Message>${problem}</Message></Error>`);
        return;
      }
      const headers: Record<string, string> = {};
      for (const [name, value] of Object.entries(req.headers)) {
        if (typeof value === 'string' && !['host', 'connection', 'content-length', 'authorization'].includes(name)) headers[name] = value;
      }
      const url = new URL(req.url ?? '/', 'http://front');
      if (
        req.method === 'GET' &&
        url.searchParams.get('list-type') === '2' &&
        (url.searchParams.has('continuation-token') || url.searchParams.has('max-keys'))
      ) {
        pagedListing(inner.port, url)
          .then((xml) => {
            res.writeHead(200, { 'content-type': 'application/xml' });
            res.end(xml);
          })
          .catch((err: Error) => {
            res.writeHead(502);
            res.end(err.message);
          });
        return;
      }
      const forward = () =>
        fetch(`http://127.0.0.1:${inner.port}${req.url}`, { method: req.method, headers, body: body.length ? body : undefined })
          .then(async (answer) => {
            const bytes = Buffer.from(await answer.arrayBuffer());
            res.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'application/octet-stream' });
            res.end(bytes);
          })
          .catch((err: Error) => {
            res.writeHead(502);
            res.end(err.message);
          });
      if (req.method === 'GET' || req.method === 'HEAD') {
        void forward();
        return;
      }
      // S3 and MinIO write an object whole (the last write wins); s3rver streams into the object's file itself, so two
      // writes of one key at once could interleave there. Writes of a key go to it one after the other, as S3 keeps them.
      const after = (writing.get(url.pathname) ?? Promise.resolve()).then(forward);
      writing.set(url.pathname, after);
      void after.finally(() => {
        if (writing.get(url.pathname) === after) writing.delete(url.pathname);
      });
    });
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    bucket,
    region: REGION,
    accessKeyId: ACCESS_KEY,
    secretAccessKey: SECRET_KEY,
    requests,
    close: async () => {
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3.close();
      fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}

const sha256 = (data: string | Buffer) => createHash('sha256').update(data).digest('hex');
const hmac = (key: Buffer | string, data: string) => createHmac('sha256', key).update(data).digest();

/** Why the request's SigV4 signature does not hold (null when it does). */
function signatureProblem(req: http.IncomingMessage, body: Buffer): string | null {
  const auth = req.headers.authorization ?? '';
  const m = /^AWS4-HMAC-SHA256 Credential=([^/]+)\/(\d{8})\/([^/]+)\/s3\/aws4_request, ?SignedHeaders=([a-z0-9;-]+), ?Signature=([0-9a-f]{64})$/.exec(auth);
  if (!m) return 'not signed with AWS4-HMAC-SHA256';
  const [, accessKey, day, region, signedHeaders, signature] = m as unknown as [string, string, string, string, string, string];
  if (accessKey !== ACCESS_KEY) return 'unknown access key';
  if (region !== REGION) return `wrong region ${region}`;
  const amzDate = String(req.headers['x-amz-date'] ?? '');
  if (!amzDate.startsWith(day) || !/^\d{8}T\d{6}Z$/.test(amzDate)) return 'x-amz-date does not match the credential scope';
  const sent = Date.UTC(
    +amzDate.slice(0, 4),
    +amzDate.slice(4, 6) - 1,
    +amzDate.slice(6, 8),
    +amzDate.slice(9, 11),
    +amzDate.slice(11, 13),
    +amzDate.slice(13, 15),
  );
  if (Math.abs(Date.now() - sent) > 15 * 60_000) return 'request time too skewed';
  const payloadHash = String(req.headers['x-amz-content-sha256'] ?? '');
  // The driver signs its bodies: an unsigned payload (or a body changed on the way) is refused.
  if (payloadHash !== sha256(body)) return 'x-amz-content-sha256 is not the SHA-256 of the body';
  const names = signedHeaders.split(';');
  for (const required of ['host', 'x-amz-content-sha256', 'x-amz-date']) if (!names.includes(required)) return `${required} is not signed`;
  const url = new URL(req.url ?? '/', 'http://x');
  const query = [...url.searchParams]
    .map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`)
    .sort()
    .join('&');
  const canonicalHeaders = names
    .map(
      (n) =>
        `${n}:${String(req.headers[n] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const canonicalRequest = [req.method, url.pathname, query, canonicalHeaders, signedHeaders, payloadHash].join('\n');
  const scope = `${day}/${region}/s3/aws4_request`;
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${SECRET_KEY}`, day), region), 's3'), 'aws4_request');
  const expected = createHmac('sha256', key).update(stringToSign).digest();
  return timingSafeEqual(expected, Buffer.from(signature, 'hex')) ? null : 'signature does not match';
}
