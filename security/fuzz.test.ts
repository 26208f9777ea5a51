import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../apps/api/test/support/test-app';
import { makeEmployee } from '../apps/api/test/support/records';
import { pdfBytes } from '../apps/api/test/support/files';
import { leakIn } from './support/leaks';
import { Findings, shorten } from './support/report';
import { fillPath, isPublic, operationsOf, queryString, sample, scalarKind, variants, type JsonSchema, type Operation } from './support/operations';

// The fuzz run (SECURITY.md): every operation of the app, with each path parameter, query field and JSON body
// field in turn replaced by a value it should refuse, and the body itself broken, sent as the administrator
// (the widest access) and without a session. In-process (app.inject): nothing leaves the machine.
// It fails on a 5xx, on an answer carrying a stack trace, a source path or SQL, and on a forged token let in.
// SECURITY_FUZZ_DEBUG=1 also prints every request slower than 300 ms.

/** At most this many requests per operation and identity. */
const PER_OPERATION = Number(process.env.SECURITY_FUZZ_PER_OP ?? 400);
/** Without a session the guard answers before validation: fewer requests tell as much. */
const PER_OPERATION_ANONYMOUS = Number(process.env.SECURITY_FUZZ_PER_OP_ANONYMOUS ?? 80);
/** The whole run stops here (it prints how far it got). */
const TIME_LIMIT_MS = Number(process.env.SECURITY_FUZZ_SECONDS ?? 360) * 1000;

type Req = { method: string; url: string; headers: Record<string, string>; payload?: string | Buffer };
type Probe = { kind: string; req: Req; expect401?: boolean };
type Identity = 'admin' | 'anonymous';

const ENC = encodeURIComponent;

/** Values for a path parameter or a query field, already as they appear in a URL; the likeliest to break first. */
const URL_VALUES: [string, string][] = [
  ['NUL', '%00'],
  ['2147483648', '2147483648'],
  ['wrong type', 'abc'],
  ['10,000 characters', 'a'.repeat(10_000)],
  ['traversal', ENC('../../etc/passwd')],
  ['NUL inside', 'a%00b'],
  ['-1', '-1'],
  ['0', '0'],
  ['1e309', '1e309'],
  ['NaN', 'NaN'],
  ['fraction', '1.5'],
  ['boolean', 'true'],
  ['empty', ''],
  ['emoji', ENC('😀👍🏽')],
  ['RTL override', ENC('\u202Egnp.exe\u202C')],
  ['combining marks', ENC('e\u0301\u0308\u20DD')],
  ['invalid UTF-8', '%C3%28%FF'],
  ['bad percent-encoding', '%E0%A4%A'],
  ['__proto__', '__proto__'],
  ['constructor', 'constructor'],
  ['quote', ENC("' OR '1'='1")],
  ['markup', ENC('<script>alert(1)</script>')],
  ['format string', ENC('%s%n%x')],
  ['raw traversal', '../../etc/passwd'],
];

/** Values for a JSON body field, as JSON text. */
const JSON_VALUES: [string, string][] = [
  ['NUL', '"\\u0000"'],
  ['2147483648', '2147483648'],
  ['wrong type (string)', '"abc"'],
  ['10,000 characters', JSON.stringify('a'.repeat(10_000))],
  ['number (an id nobody has)', '123456'],
  ['NUL inside', '"a\\u0000b"'],
  ['__proto__ object', '{"__proto__":{"polluted":true}}'],
  ['-1', '-1'],
  ['0', '0'],
  ['1e309', '1e309'],
  ['-1e309', '-1e309'],
  ['"NaN"', '"NaN"'],
  ['fraction', '1.5'],
  ['boolean', 'true'],
  ['null', 'null'],
  ['empty array', '[]'],
  ['empty object', '{}'],
  ['constructor object', '{"constructor":{"prototype":{"polluted":true}}}'],
  ['array of 10,000', `[${Array.from({ length: 10_000 }, () => '1').join(',')}]`],
  ['emoji', JSON.stringify('😀👍🏽')],
  ['RTL override', JSON.stringify('\u202Egnp.exe\u202C')],
  ['combining marks', JSON.stringify('e\u0301\u0308\u20DD')],
  ['lone surrogate', '"\\ud800"'],
  ['traversal', JSON.stringify('../../etc/passwd')],
  ['quote', JSON.stringify("' OR '1'='1")],
  ['markup', JSON.stringify('<script>alert(1)</script>')],
];

/** Sessions nobody was given: each must be answered 401 on every route that is not public. */
const FORGED_TOKENS: [string, string][] = (() => {
  const b64 = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const claims = { sub: '1', sid: '00000000-0000-4000-8000-000000000000', typ: 'session', exp: 4_102_444_800 };
  return [
    ['token "alg: none"', `Bearer ${b64({ alg: 'none', typ: 'JWT' })}.${b64(claims)}.`],
    ['token of another key', `Bearer ${b64({ alg: 'HS256', typ: 'JWT' })}.${b64(claims)}.${Buffer.alloc(32, 7).toString('base64url')}`],
    ['garbage token', 'Bearer abc'],
    ['5,000-character token', `Bearer ${'a'.repeat(5000)}`],
    ['Basic credentials', `Basic ${Buffer.from('admin@hris.test:Demo#2026').toString('base64')}`],
    ['empty bearer', 'Bearer '],
  ];
})();

let t: TestApp;
let adminToken: string;
let ids: Record<string, number>;
const devices = new Map<string, { serial: string; key: string }>();
const findings = new Findings();
const notes: string[] = [];
let sent = 0;
/** Answers by status, per identity (the device endpoints apart). */
const statusCounts = new Map<string, Map<number, number>>();
let harnessErrors = 0;

// With HRIS_DEBUG_ERRORS the error handler hands a 500's cause to console.error: kept for the report, not shown.
process.env.HRIS_DEBUG_ERRORS = '1';
const serverErrors: string[] = [];
const consoleError = console.error;
console.error = (...args: unknown[]) => {
  const first = args[0];
  if (!(first instanceof Error)) return serverErrors.push(String(first));
  const cause = first.cause instanceof Error ? ` (cause: ${first.cause.message})` : '';
  // Drizzle puts the whole statement in its message: its first line and the driver's cause say enough.
  serverErrors.push(`${first.name}: ${first.message.split('\n')[0]!.slice(0, 120)}${cause}`);
};

beforeAll(async () => {
  t = await createTestApp();
  adminToken = await signIn(t, 'admin@hris.test');
  // Id fields of valid bodies point at a person made for the run, never at the accounts in use.
  const target = await makeEmployee(t, { first: 'Fuzz', last: 'Target', department: 'LIB', email: 'fuzz.target@hris.test' });
  ids = { personnel_id: target.personnelId, user_id: target.userId!, incumbent_personnel_id: target.personnelId, head_personnel_id: target.personnelId };
  // A biometric device per device endpoint, so mutated pushes get past the key check to the parser, each
  // under its own serial number's rate limit.
  for (const op of operationsOf(t.app).filter((o) => !o.documented)) {
    const n = devices.size + 1;
    const device = { serial: `FUZZ${String(n).padStart(4, '0')}`, key: `fuzz-device-key-${n}` };
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/attendance/devices',
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { name: `Fuzz gate ${n}`, serial_number: device.serial, campus_id: 1, secret: device.key },
    });
    if (made.statusCode !== 200) throw new Error(`device ${device.serial}: ${made.statusCode} ${made.body}`);
    devices.set(`${op.method} ${op.route}`, device);
  }
});
afterAll(async () => {
  console.error = consoleError;
  delete process.env.HRIS_DEBUG_ERRORS;
  await t?.close();
});

function basePathValue(op: Operation, name: string): string {
  const param = op.pathParams.find((p) => p.name === name);
  if (!param) return '999999';
  if (!op.documented) return devices.get(`${op.method} ${op.route}`)?.key ?? 'x';
  const kind = scalarKind(param.schema);
  if (kind === 'integer' || kind === 'number') return '999999';
  if (kind === 'enum') return ENC(String(variants(param.schema)[0]!.enum![0]));
  return 'x';
}

function baseQuery(op: Operation): [string, string][] {
  if (!op.documented) {
    const device = devices.get(`${op.method} ${op.route}`);
    return device ? [['SN', device.serial], ...(op.pathParams.length ? [] : [['key', device.key] as [string, string]])] : [];
  }
  return op.queryParams.filter((p) => p.required).map((p) => [p.name, ENC(String(sample(p.schema, p.name, ids)))]);
}

/** Every field of a body schema (nested objects and the first item of lists, two levels down) as a path. */
function fieldPaths(schema: JsonSchema | null | undefined, prefix: (string | number)[] = [], depth = 0): (string | number)[][] {
  if (!schema) return [];
  const s = variants(schema)[0]!;
  const out: (string | number)[][] = [];
  const props = Object.entries(s.properties ?? {});
  // Free-form sections (the PDS) accept any field: try a name the sections use.
  if (!props.length && s.additionalProperties && prefix.length === 0) out.push(['name']);
  for (const [key, prop] of props) {
    out.push([...prefix, key]);
    if (depth >= 2) continue;
    const inner = variants(prop)[0]!;
    if (inner.properties) out.push(...fieldPaths(inner, [...prefix, key], depth + 1));
    if (inner.items && variants(inner.items)[0]!.properties) out.push(...fieldPaths(inner.items, [...prefix, key, 0], depth + 1));
  }
  return out;
}

const MARK = '\u0001FUZZ\u0001';
/** The base body with one field replaced by raw JSON text (1e309 and the like cannot be built as values). */
function bodyWith(base: unknown, path: (string | number)[], rawJson: string): string {
  const copy = structuredClone(base ?? {}) as Record<string | number, unknown>;
  let node: Record<string | number, unknown> = copy;
  path.forEach((key, i) => {
    if (i === path.length - 1) {
      node[key] = MARK;
      return;
    }
    if (node[key] === null || typeof node[key] !== 'object') node[key] = typeof path[i + 1] === 'number' ? [{}] : {};
    node = node[key] as Record<string | number, unknown>;
  });
  return JSON.stringify(copy).replace(JSON.stringify(MARK), () => rawJson);
}

/** A multipart body with one file part and text fields. */
function multipart(field: string, filename: string, bytes: Buffer, extra: Record<string, string> = {}, boundary = 'fuzzboundary'): Buffer {
  const parts: Buffer[] = [];
  for (const [k, v] of Object.entries(extra)) parts.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`));
  parts.push(
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: application/pdf\r\n\r\n`),
    bytes,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  );
  return Buffer.concat(parts);
}

/** The groups of mutated requests for one operation: one group per field, each worst-first. */
function probesOf(op: Operation, identity: Identity): Probe[][] {
  const auth: Record<string, string> = identity === 'admin' ? { authorization: `Bearer ${adminToken}` } : {};
  const pathValues = Object.fromEntries(op.pathParams.map((p) => [p.name, basePathValue(op, p.name)]));
  const query = baseQuery(op);
  const base = op.bodyKind === 'json' ? sample(op.body ?? undefined, '', ids) : undefined;
  const json = { 'content-type': 'application/json' };
  const baseBody = op.bodyKind === 'json' ? JSON.stringify(base) : undefined;
  const req = (url: string, extra: Partial<Req> = {}): Req => ({
    method: op.method,
    url,
    headers: { ...auth, ...(baseBody !== undefined ? json : {}), ...extra.headers },
    payload: extra.payload ?? baseBody,
  });
  const url = (paths = pathValues, q = query) => fillPath(op.route, paths) + queryString(q);
  const groups: Probe[][] = [];

  for (const p of op.pathParams) {
    groups.push(URL_VALUES.map(([kind, value]) => ({ kind: `path ${p.name}: ${kind}`, req: req(url({ ...pathValues, [p.name]: value })) })));
  }
  for (const q of op.queryParams) {
    const others = query.filter(([k]) => k !== q.name);
    groups.push([
      ...URL_VALUES.map(([kind, value]) => ({ kind: `query ${q.name}: ${kind}`, req: req(url(pathValues, [...others, [q.name, value]])) })),
      { kind: `query ${q.name}: repeated`, req: req(url(pathValues, [...others, [q.name, '1'], [q.name, '2']])) },
      { kind: `query ${q.name}: bracket list`, req: req(url(pathValues, [...others, [`${q.name}[]`, '1']])) },
      { kind: `query ${q.name}: bracket object`, req: req(url(pathValues, [...others, [`${q.name}[__proto__]`, '1']])) },
    ]);
  }
  groups.push([
    {
      kind: 'query: __proto__ and constructor keys',
      req: req(url(pathValues, [...query, ['__proto__', '1'], ['constructor', '1'], ['__proto__[polluted]', '1']])),
    },
    { kind: 'query: 1,000 fields', req: req(url(pathValues, [...query, ...Array.from({ length: 1000 }, (_, i): [string, string] => [`f${i}`, '1'])])) },
    { kind: 'query: NUL key', req: req(url(pathValues, [...query, ['a%00', '1']])) },
  ]);

  if (op.bodyKind === 'json') {
    for (const path of fieldPaths(op.body)) {
      const name = path.join('.');
      groups.push(JSON_VALUES.map(([kind, raw]) => ({ kind: `body ${name}: ${kind}`, req: req(url(), { payload: bodyWith(base, path, raw) }) })));
    }
  }
  if (op.method !== 'GET') {
    const withKeys = (keys: string) => (baseBody && baseBody.startsWith('{') && baseBody !== '{}' ? `{${keys},${baseBody.slice(1)}` : `{${keys}}`);
    const whole: [string, string | Buffer, string][] = [
      ['invalid JSON', '{"a":', 'application/json'],
      ['__proto__ key', withKeys('"__proto__":{"isAdmin":true,"views":["ADMIN"],"roles":[1]}'), 'application/json'],
      ['constructor key', withKeys('"constructor":{"prototype":{"isAdmin":true}}'), 'application/json'],
      ['NUL in a key', withKeys('"a\\u0000":1'), 'application/json'],
      ['empty JSON body', '', 'application/json'],
      ['null body', 'null', 'application/json'],
      ['array body', '[]', 'application/json'],
      ['string body', '"x"', 'application/json'],
      ['number body', '1e309', 'application/json'],
      ['5,000 levels deep', `${'['.repeat(5000)}${']'.repeat(5000)}`, 'application/json'],
      ['byte-order mark', `\uFEFF${baseBody ?? '{}'}`, 'application/json'],
      ['invalid UTF-8 bytes', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x28, 0x22, 0x7d]), 'application/json'],
      ['single quotes', "{'a':1}", 'application/json'],
      ['JSON as text/plain', baseBody ?? '{}', 'text/plain'],
      ['form-encoded', 'a=1&__proto__[x]=1', 'application/x-www-form-urlencoded'],
      ['XML', '<?xml version="1.0"?><!DOCTYPE a [<!ENTITY x SYSTEM "file:///etc/passwd">]><a>&x;</a>', 'application/xml'],
      ['multipart without boundary', baseBody ?? '{}', 'multipart/form-data'],
      ['JSON in UTF-16', baseBody ?? '{}', 'application/json; charset=utf-16'],
      ['unknown content type', 'x', 'application/x-fuzz'],
    ];
    groups.push(whole.map(([kind, payload, type]) => ({ kind: `body: ${kind}`, req: req(url(), { payload, headers: { 'content-type': type } }) })));
  }
  if (op.bodyKind === 'multipart') {
    const field = /avatar/.test(op.route) ? 'avatar' : /logo/.test(op.route) ? 'logo' : 'file';
    const type = { 'content-type': 'multipart/form-data; boundary=fuzzboundary' };
    const pdf = pdfBytes(1200);
    const files: [string, string | Buffer][] = [
      ['file named ../../etc/passwd', multipart(field, '../../etc/passwd', pdf)],
      ['file name with NUL', multipart(field, 'a\u0000.pdf', pdf)],
      ['file name of 10,000 characters', multipart(field, `${'a'.repeat(10_000)}.pdf`, pdf)],
      ['file name in emoji and RTL', multipart(field, '😀\u202Efdp.exe', pdf)],
      ['empty file', multipart(field, 'empty.pdf', Buffer.alloc(0))],
      ['text field with NUL', multipart(field, 'a.pdf', pdf, { department_id: 'a\u0000', device_id: '2147483648', dry_run: '__proto__' })],
      [
        'text field __proto__',
        multipart(
          field,
          'a.pdf',
          pdf,
          Object.fromEntries([
            ['__proto__', 'x'],
            ['constructor', 'y'],
          ]),
        ),
      ],
      ['wrong field name', multipart('other', 'a.pdf', pdf)],
      ['truncated multipart', `--fuzzboundary\r\nContent-Disposition: form-data; name="${field}"; filename="a.pdf"\r\n\r\n%PDF-`],
      ['11 files', Buffer.concat(Array.from({ length: 11 }, () => multipart(field, 'a.pdf', pdf).subarray(0, -4)).concat(Buffer.from('--\r\n')))],
    ];
    groups.push(files.map(([kind, payload]) => ({ kind: `multipart: ${kind}`, req: req(url(), { payload, headers: type }) })));
  }
  if (op.bodyKind === 'raw') {
    const text = { 'content-type': 'text/plain' };
    const bodies: [string, string | Buffer][] = [
      ['NUL in a line', '1\t2030-01-07 08:00:00\u0000\t0\t1'],
      ['10,000-character line', `1\t${'9'.repeat(10_000)}\t0\t1`],
      ['invalid UTF-8', Buffer.from([0x31, 0x09, 0xff, 0xfe, 0x0a])],
      ['2147483648 as PIN', '2147483648\t2030-01-07 08:00:00\t0\t1'],
      ['date out of range', '1\t99999-99-99 99:99:99\t0\t1'],
      ['20,000 lines', Array.from({ length: 20_000 }, (_, i) => `${i}\t2030-01-07 08:00:00\t0\t1`).join('\n')],
    ];
    // First: a device is answered 300 times a minute, and the parser is what these reach.
    groups.unshift(
      bodies.map(([kind, payload]) => ({
        kind: `device body: ${kind}`,
        req: req(url(pathValues, [...query, ['table', 'ATTLOG']]), { payload, headers: text }),
      })),
    );
  }
  if (identity === 'anonymous' && !isPublic(op)) {
    groups.unshift(
      FORGED_TOKENS.map(([kind, header]) => ({ kind: `forged session: ${kind}`, req: req(url(), { headers: { authorization: header } }), expect401: true })),
    );
  }
  return groups;
}

/** Worst-first across fields: the first value of every group, then the second…, up to the cap. */
function interleave(groups: Probe[][], cap: number): Probe[] {
  const out: Probe[] = [];
  for (let i = 0; out.length < cap; i++) {
    let any = false;
    for (const g of groups) {
      if (i < g.length) {
        any = true;
        out.push(g[i]!);
        if (out.length >= cap) break;
      }
    }
    if (!any) break;
  }
  return out;
}

/**
 * Each request comes from an address and for an e-mail address of its own, as from many clients: the sign-in
 * slow-down (up to 30 s per address and per e-mail) would otherwise hold the run, and is not what it tests.
 */
function asNewClient(req: Req): Req & { remoteAddress: string } {
  const n = sent + harnessErrors + 1;
  const payload = typeof req.payload === 'string' ? req.payload.replaceAll('fuzz.sample@example.test', `fuzz.sample+${n}@example.test`) : req.payload;
  return { ...req, payload, remoteAddress: `10.${(n >> 16) & 255}.${(n >> 8) & 255}.${n & 255}` };
}

async function send(probe: Probe, op: Operation, identity: Identity) {
  let res;
  const at = Date.now();
  try {
    const req = asNewClient(probe.req);
    res = await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload, remoteAddress: req.remoteAddress });
  } catch (err) {
    harnessErrors += 1;
    notes.push(`could not send ${op.method} ${shorten(probe.req.url, 80)} (${probe.kind}): ${(err as Error).message}`);
    return;
  }
  sent += 1;
  const tally = `${identity === 'anonymous' && !op.documented ? 'device' : identity}`;
  statusCounts.set(tally, statusCounts.get(tally) ?? new Map());
  statusCounts.get(tally)!.set(res.statusCode, (statusCounts.get(tally)!.get(res.statusCode) ?? 0) + 1);
  if (process.env.SECURITY_FUZZ_DEBUG && Date.now() - at > 300)
    consoleError(`slow ${Date.now() - at} ms: ${op.method} ${shorten(probe.req.url, 100)} ${probe.kind} → ${res.statusCode}`);
  const status = res.statusCode;
  const route = `${op.method} ${op.route} as ${identity}`;
  const example = `${op.method} ${probe.req.url}`;
  if (status >= 500) findings.add(route, probe.kind, status, example, `${status} answer`);
  const leak = leakIn(status, res.headers['content-type'] as string | undefined, res.body);
  if (leak) findings.add(route, probe.kind, status, example, `answer leaks: ${leak}: ${shorten(res.body, 200)}`);
  if (probe.expect401 && status !== 401) findings.add(route, probe.kind, status, example, 'forged session not refused with 401');
  if (identity === 'anonymous' && !isPublic(op) && status < 300 && !probe.req.url.includes('../'))
    findings.add(route, probe.kind, status, example, 'answered without a session');
}

/** Replays one request alone to read the server's error behind a 5xx. */
async function causeOf(probe: Probe): Promise<string> {
  serverErrors.length = 0;
  const req = asNewClient(probe.req);
  await t.app.inject({ method: req.method as 'GET', url: req.url, headers: req.headers, payload: req.payload, remoteAddress: req.remoteAddress });
  return serverErrors[0] ? shorten(serverErrors[0].replace(/\s+/g, ' '), 220) : '';
}

/** A request may legitimately end the administrator's session or switch maintenance on: put both back. */
async function restore(op: Operation) {
  const me = await t.app.inject({ method: 'GET', url: '/api/users/me', headers: { authorization: `Bearer ${adminToken}` } });
  if (me.statusCode === 401) {
    notes.push(`${op.method} ${op.route} ended the administrator's session (signed in again)`);
    adminToken = await signIn(t, 'admin@hris.test');
  }
  const maintenance = await t.app.inject({ method: 'GET', url: '/api/users/maintainance' });
  if (maintenance.statusCode === 503) {
    notes.push(`${op.method} ${op.route} switched maintenance mode on (switched off again)`);
    await t.app.inject({ method: 'PUT', url: '/api/system/maintenance', headers: { authorization: `Bearer ${adminToken}` }, payload: { enabled: false } });
  }
}

describe('the fuzz run over every operation of the OpenAPI document', () => {
  it('answers every mutated request without a 5xx, a stack trace, a source path or SQL, and refuses forged sessions', async () => {
    const operations = operationsOf(t.app);
    const started = Date.now();
    const causes = new Map<string, string>();
    let covered = 0;
    let stoppedAt: string | null = null;
    for (const op of operations) {
      if (Date.now() - started > TIME_LIMIT_MS) {
        stoppedAt = `${op.method} ${op.route}`;
        break;
      }
      for (const identity of ['admin', 'anonymous'] as const) {
        // Signing out as the administrator would end the session the run uses; logout is fuzzed without one.
        if (identity === 'admin' && op.route === '/api/logout') continue;
        // A device endpoint knows no sessions: once, as the device.
        if (identity === 'admin' && !op.documented) continue;
        const probes = interleave(probesOf(op, identity), identity === 'admin' ? PER_OPERATION : PER_OPERATION_ANONYMOUS);
        const before = findings.size;
        // One at a time: a run must be repeatable, and two creations racing for one name is another check's.
        for (const probe of probes) await send(probe, op, identity);
        if (findings.size > before) {
          // Read the cause of each new 5xx by replaying its first example alone.
          for (const f of findings.all()) {
            if (f.status < 500 || causes.has(`${f.route}|${f.kind}`) || !f.route.startsWith(`${op.method} ${op.route} `)) continue;
            const probe = probes.find((p) => p.kind === f.kind);
            if (probe) {
              const cause = await causeOf(probe);
              causes.set(`${f.route}|${f.kind}`, cause);
              if (cause) f.detail = `${f.detail}: ${cause}`;
            }
          }
        }
        if (identity === 'admin') await restore(op);
      }
      covered += 1;
    }
    const seconds = (Date.now() - started) / 1000;
    const summary = [
      `fuzz: ${covered} of ${operations.length} operations as admin and anonymous (the ${devices.size} device endpoints hidden from the document: as a registered device)`,
      `fuzz: ${sent} requests in ${seconds.toFixed(1)} s (${(sent / seconds).toFixed(0)} requests/s); at most ${PER_OPERATION} per operation as admin, ${PER_OPERATION_ANONYMOUS} anonymous`,
      ...[...statusCounts].map(
        ([who, byStatus]) =>
          `  ${who.padEnd(10)} ${[...byStatus]
            .sort(([a], [b]) => a - b)
            .map(([status, n]) => `${status}: ${n}`)
            .join(', ')}`,
      ),
      ...(stoppedAt
        ? [`fuzz: TIME LIMIT (${TIME_LIMIT_MS / 1000} s) reached before ${stoppedAt}: raise SECURITY_FUZZ_SECONDS or lower SECURITY_FUZZ_PER_OP`]
        : []),
      ...(harnessErrors ? [`fuzz: ${harnessErrors} request(s) could not be sent`] : []),
      ...notes.map((n) => `note: ${n}`),
      findings.print('fuzz'),
    ].join('\n');
    console.log(summary);
    expect(findings.all().map((f) => `${f.route} · ${f.kind} → ${f.status} ${shorten(f.detail, 160)}`)).toEqual([]);
  });
});
