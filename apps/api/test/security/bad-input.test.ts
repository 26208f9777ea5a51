import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { pdfBytes } from '../support/files';
import { addDays, manilaToday, weekdayFrom } from '../support/dates';
import { as, binary, personnelIdOf } from '../support/records';

// Input PostgreSQL cannot take (a NUL character, an id past int4) is refused with a 4xx before any query,
// and a stored file's name in any script is sent in a header every browser reads (RFC 6266 filename*).

let t: TestApp;
let hr: string;
let staff: string;
beforeAll(async () => {
  t = await createTestApp();
  [hr, staff] = await Promise.all([signIn(t, 'hr@hris.test'), signIn(t, 'staff@hris.test')]);
});
afterAll(async () => t.close());

const expectRefused = (res: { status: number; body: Record<string, unknown> }) => {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
};

describe('a NUL character', () => {
  it('in a path parameter of an anonymous route is refused with 4xx', async () => {
    const res = await t.http.get('/api/jobs/%00');
    expectRefused(res);
    expect(res.body).toEqual({ message: expect.any(String), error: res.body.message, errors: expect.any(Object) });
  });

  it('in a query string is refused with 422 in the error shape', async () => {
    for (const url of ['/api/jobs?term=a%00b', '/api/personnels?term=%00', '/api/plantilla/items?term=x%00']) {
      const res = await t.http.get(url).set(as(hr));
      expect(res.status, url).toBe(422);
      expect(res.body.message).toBe('The term must not contain a NUL character.');
      expect(res.body.errors.term).toEqual(['The term must not contain a NUL character.']);
    }
  });

  it('anywhere in a JSON body (nested too) is refused with 422 naming the field, before it reaches the database', async () => {
    const info = await t.http.post('/api/users/me/update_info').set(as(staff)).send({ name: 'Juan\u0000 Bautista', contact_number: '09171234567' });
    expect(info.status).toBe(422);
    expect(info.body.errors.name).toEqual(['The name must not contain a NUL character.']);

    const login = await t.http.post('/api/authenticate/login').send({ email: 'staff@hris.test\u0000', password: 'x' });
    expectRefused(login);

    const nested = await t.http
      .post('/api/leave/applications/preview')
      .set(as(staff))
      .send({ leave_type_id: 1, date_from: '2030-01-07', date_to: '2030-01-07', details: { location: 'abroad', location_detail: 'Hong\u0000Kong' } });
    expect(nested.status).toBe(422);
    expect(Object.keys(nested.body.errors)).toContain('details.location_detail');
  });

  it('in an uploaded file’s name is refused with 422', async () => {
    const res = await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(2500), { filename: 'a\u0000b.pdf', contentType: 'application/pdf' });
    expect(res.status).toBe(422);
    expect(res.body.errors.file).toEqual(['The file name must not contain a NUL character.']);
  });

  it('in a JSON object key is refused too', async () => {
    const res = await t.http
      .post('/api/users/me/update_info')
      .set(as(staff))
      .set('content-type', 'application/json')
      .send('{"name":"Juan Bautista","a\\u0000":1}');
    expect(res.status).toBe(422);
  });
});

describe('an id past PostgreSQL’s integer', () => {
  it('is refused with 422 in a query string, a path and a body', async () => {
    const query = await t.http.get('/api/plantilla/items?department_id=2147483648').set(as(hr));
    expect(query.status).toBe(422);
    expect(query.body.errors.department_id).toBeDefined();
    const service = await t.http.get('/api/leave/service-credits?personnel_id=2147483648').set(as(hr));
    expect(service.status).toBe(422);
    const path = await t.http.get('/api/leave/applications/2147483648').set(as(hr));
    expect(path.status).toBe(422);
    const body = await t.http.post('/api/plantilla/items').set(as(hr)).send({ item_number: 'X-1', position_id: 2147483648, department_id: 2147483648 });
    expect(body.status).toBe(422);
  });
});

describe('a stored file named in another script', () => {
  it('downloads with 200 and an RFC 6266 Content-Disposition (ASCII fallback and UTF-8 filename*)', async () => {
    const upload = await t.http.post('/api/upload').set(as(hr)).attach('file', pdfBytes(2500), { filename: '診断書.pdf', contentType: 'application/pdf' });
    expect(upload.status).toBe(200);
    const from = weekdayFrom(addDays(manilaToday(), 40));
    const to = weekdayFrom(from, 5);
    const staffId = await personnelIdOf(t, 'staff@hris.test');
    const types = (await t.http.get('/api/leave/types').set(as(hr))).body.leave_types as { id: number; code: string }[];
    const sl = types.find((x) => x.code === 'SL')!.id;
    const filed = await t.http
      .post('/api/leave/applications')
      .set(as(hr))
      .send({
        personnel_id: staffId,
        leave_type_id: sl,
        date_from: from,
        date_to: to,
        details: { illness: 'hospital', illness_detail: 'Dengue' },
        attachment_path: upload.body.path,
      });
    expect(filed.status, JSON.stringify(filed.body)).toBe(200);
    expect(filed.body.leave_application.attachment.name).toBe('診断書.pdf');
    const res = await binary(t.http.get(`/api/leave/applications/${filed.body.leave_application.id}/attachment`).set(as(hr)));
    expect(res.status).toBe(200);
    expect((res.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    expect(res.headers['content-disposition']).toBe(`attachment; filename="___.pdf"; filename*=UTF-8''${encodeURIComponent('診断書.pdf')}`);
  });
});

// The OpenAPI document lists every route's parameters and bodies from their zod schemas: a sweep over it
// finds an id schema that forgot its bound, wherever it is.
type JsonSchema = {
  type?: string | string[];
  maximum?: number;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
};
type Operation = { parameters?: { in: string; name: string; schema: JsonSchema }[]; requestBody?: { content?: Record<string, { schema: JsonSchema }> } };
const isNumber = (s: JsonSchema) => [s.type].flat().some((x) => x === 'integer' || x === 'number');
const idLike = (name: string) => /(^|_)ids?$|Id$/.test(name);

function unboundedIds(schema: JsonSchema | undefined, where: string, out: string[]) {
  if (!schema) return;
  for (const alt of [...(schema.anyOf ?? []), ...(schema.oneOf ?? []), ...(schema.allOf ?? [])]) unboundedIds(alt, where, out);
  for (const [name, prop] of Object.entries(schema.properties ?? {})) {
    const scalar = prop.items ?? prop;
    const variants = [scalar, ...(scalar.anyOf ?? []), ...(scalar.oneOf ?? [])];
    if (idLike(name) && variants.some((v) => isNumber(v) && !(v.maximum !== undefined && v.maximum <= 2_147_483_647))) out.push(`${where}.${name}`);
    unboundedIds(prop, `${where}.${name}`, out);
    if (prop.items) unboundedIds(prop.items, `${where}.${name}[]`, out);
  }
}

describe('every id the API accepts', () => {
  it('is bounded to PostgreSQL’s integer in every route’s path, query and body schema', () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const unbounded: string[] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        for (const p of op.parameters ?? []) {
          const variants = [p.schema, ...(p.schema.anyOf ?? [])];
          if (idLike(p.name) && variants.some((v) => isNumber(v) && !(v.maximum !== undefined && v.maximum <= 2_147_483_647)))
            unbounded.push(`${method.toUpperCase()} ${url} ${p.in}.${p.name}`);
        }
        for (const content of Object.values(op.requestBody?.content ?? {})) unboundedIds(content.schema, `${method.toUpperCase()} ${url} body`, unbounded);
      }
    }
    expect(unbounded).toEqual([]);
  });

  it('answers 4xx, never 500, to 2147483648 in any path parameter of a GET route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'GET' && r.url.includes(':'))) {
      const url = route.url.replace(/:([a-zA-Z]+)/g, '2147483648');
      const res = await t.http.get(url).set(as(hr));
      if (res.status >= 500) failures.push(`${url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });
});

describe('every text the API accepts', () => {
  it('answers 4xx, never 500, to a NUL in any path parameter of a GET route', async () => {
    const failures: string[] = [];
    for (const route of t.app.routeAccess.filter((r) => r.method === 'GET' && r.url.includes(':'))) {
      const url = route.url.replace(/:([a-zA-Z]+)/g, 'a%00');
      const res = await t.http.get(url).set(as(hr));
      if (res.status >= 500) failures.push(`${url} → ${res.status}`);
    }
    expect(failures).toEqual([]);
  });

  it('answers 4xx, never 500, to a NUL in any text query parameter of a GET route', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, Operation>> };
    const failures: string[] = [];
    for (const [url, methods] of Object.entries(doc.paths)) {
      if (url.includes('{') || !methods.get) continue;
      for (const p of methods.get.parameters ?? []) {
        if (p.in !== 'query' || ![p.schema, ...(p.schema.anyOf ?? [])].some((v) => [v.type].flat().includes('string'))) continue;
        const res = await t.http.get(`${url}?${p.name}=a%00`).set(as(hr));
        if (res.status >= 500 || res.status < 400) failures.push(`${url}?${p.name} → ${res.status}`);
      }
    }
    expect(failures).toEqual([]);
  });
});

// Found by `npm run test:security`'s fuzz run: each answered 500 before.
describe('what the fuzz run found', () => {
  it('refuses a lone surrogate (half of an emoji) in a text field with 422, as it refuses NUL', async () => {
    const res = await t.http
      .post('/api/users/me/update_info')
      .set(as(staff))
      .set('content-type', 'application/json')
      .send('{"name":"Juan \\ud800 Bautista","contact_number":"09171234567"}');
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body.errors.name).toEqual(['The name holds a broken character; type it again.']);
    // A whole emoji (a surrogate pair) is fine.
    const ok = await t.http.post('/api/users/me/update_info').set(as(staff)).send({ name: 'Juan Bautista 🌴', contact_number: '09171234567' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
  });

  it('answers 400 to a multipart body cut short or without its boundary', async () => {
    const noBoundary = await t.http
      .post('/api/upload')
      .set(as(hr))
      .set('content-type', 'multipart/form-data')
      .send('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\n\r\n%PDF-');
    expectRefused(noBoundary);
    const cut = await t.http
      .post('/api/upload')
      .set(as(hr))
      .set('content-type', 'multipart/form-data; boundary=x')
      .send('--x\r\nContent-Disposition: form-data; name="file"; filename="a.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4 cut');
    expectRefused(cut);
    expect(cut.body.message).toBeTruthy();
  });

  it('answers 422 naming the field when a job post names a department or position that does not exist', async () => {
    const res = await t.http.post('/api/job-posts').set(as(hr)).send({
      position_id: 2_000_000_000,
      department_id: 2_000_000_000,
      campus_id: 1,
      salary_grade: 11,
      monthly_salary: 3_000_000,
      board: 'NAPB',
      education: 'Bachelor’s degree',
      training: 'None',
      experience: 'None',
      eligibility: 'CS Professional',
    });
    expectRefused(res);
    expect(res.body.errors).toBeDefined();
  });
});
