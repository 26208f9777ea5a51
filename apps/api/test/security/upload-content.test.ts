import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, signIn, type TestApp } from '../support/test-app';
import { as, binary, departmentId, TRAINING } from '../support/records';
import { onePagePdf, pdfBytes, pdfWithObjectStream, phonePhoto, picture, pictureFacts, pngDeclaring, withPngText } from '../support/files';

// Issue 37 item 4: uploads were judged by their first bytes alone. Through every route that takes a picture
// (the vaccination card, the office logo, the feedback screenshot, the avatar) and every one that takes a PDF
// (POST /api/upload, which the PDS, job applications, leave, DTS, memoranda, L&D and appeals attach from, and
// the vaccination card), a file is now refused by its content: a picture that does not decode or is too
// large, a PDF that does not parse or that carries scripts or automatic actions. What is kept of a picture is
// a re-encoded copy, read back here: no EXIF (GPS), no comment, nothing after the image, logos scaled.

let t: TestApp;
let staff: string;
let head: string;
let cas: number;

const UNREADABLE = 'The picture could not be read; take it again or save it as a JPEG or PNG.';
const SCRIPTS = 'The PDF contains scripts or automatic actions; save it again without them (Print → Save as PDF).';
const PDF_UNREADABLE = 'The PDF could not be read; save it again as a PDF (Print → Save as PDF) and upload that.';
const tooLarge = (w: number, h: number) =>
  `The picture is too large (${w} by ${h} pixels); the most is 40 megapixels and 10,000 pixels a side. Take it again at a lower resolution.`;

type Sent = { status: number; body: { errors?: Record<string, string[]> } & Record<string, unknown> };
/** A route that takes a picture: how to send one, the field its refusals name, and how to read the kept copy back. */
type PictureRoute = { name: string; field: string; send: (bytes: Buffer, name: string) => Promise<Sent>; keptOf: (res: Sent) => Promise<Buffer> };

const signedFile = async (link: string) => {
  const res = await binary(t.http.get(link));
  expect(res.status).toBe(200);
  return res.body as Buffer;
};

const pictureRoutes: PictureRoute[] = [
  {
    name: 'the vaccination card',
    field: 'file',
    send: (bytes, name) => t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', bytes, name),
    keptOf: async () => {
      const res = await binary(t.http.get('/api/covid/vaccination/card').set(as(staff)));
      expect(res.status).toBe(200);
      return res.body as Buffer;
    },
  },
  {
    name: 'the office logo',
    field: 'logo',
    send: (bytes, name) =>
      t.http.post('/api/departments/Head/add-office-logo').set(as(head)).field('department_id', String(cas)).attach('logo', bytes, { filename: name }),
    keptOf: (res) => signedFile(res.body.logo_path as string),
  },
  {
    name: 'the feedback screenshot',
    field: 'file',
    send: (bytes, name) => t.http.post('/api/feedback/screenshot').set(as(staff)).attach('file', bytes, name),
    keptOf: async (res) => (await t.app.deps.storage.get(res.body.path as string))!,
  },
  {
    name: 'the avatar',
    field: 'avatar',
    send: (bytes, name) => t.http.post('/api/users/me/upload_avatar').set(as(staff)).attach('avatar', bytes, { filename: name }),
    keptOf: (res) => signedFile(res.body.avatar_path as string),
  },
];

/** The routes that take a PDF: POST /api/upload (every module's documents) and the vaccination card. */
const pdfRoutes = [
  { name: 'POST /api/upload', send: (bytes: Buffer) => t.http.post('/api/upload').set(as(staff)).attach('file', bytes, 'document.pdf') },
  { name: 'the vaccination card', send: (bytes: Buffer) => t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', bytes, 'card.pdf') },
];

const refusal = (res: Sent, field: string) => ({ status: res.status, errors: res.body.errors?.[field] });

let bigPng: Buffer;
beforeAll(async () => {
  t = await createTestApp();
  cas = await departmentId(t, 'CAS');
  [staff, head] = await Promise.all([signIn(t, 'staff@hris.test'), signIn(t, 'head@hris.test')]);
  // Every accepted file below counts against the account's uploads a minute; this file sends many in a row.
  await t.db.$client.query(
    `INSERT INTO system_settings (key, value, updated_at) VALUES ('upload_rate_per_minute', '1000'::jsonb, now())
     ON CONFLICT (key) DO UPDATE SET value = EXCLUDED.value`,
  );
  // A real 8000×8000 PNG of one colour: a few hundred KB on disk, 256 MB once decoded.
  bigPng = await picture('png', 8000, 8000);
}, 60_000);
afterAll(async () => t.close());

describe.each(pictureRoutes)('$name: a picture is refused by its content', (route) => {
  it('refuses the PNG signature followed by HTML, a truncated JPEG and a PNG declaring 20000×20000', async () => {
    const htmlPng = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      Buffer.from('<html><script>alert(document.cookie)</script></html>'),
    ]);
    expect(refusal(await route.send(htmlPng, 'card.png'), route.field)).toEqual({ status: 422, errors: [UNREADABLE] });
    const jpeg = await picture('jpeg', 600, 400);
    expect(refusal(await route.send(jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'cut.jpg'), route.field)).toEqual({ status: 422, errors: [UNREADABLE] });
    expect(refusal(await route.send(pngDeclaring(20000, 20000), 'bomb.png'), route.field)).toEqual({ status: 422, errors: [tooLarge(20000, 20000)] });
  });

  it('refuses a real 8000×8000 PNG and one wider than 10,000 pixels', async () => {
    expect(bigPng.length).toBeLessThan(2 * 1024 * 1024);
    expect(refusal(await route.send(bigPng, 'huge.png'), route.field)).toEqual({ status: 422, errors: [tooLarge(8000, 8000)] });
    expect(refusal(await route.send(await picture('png', 12000, 10), 'strip.png'), route.field)).toEqual({ status: 422, errors: [tooLarge(12000, 10)] });
  });

  it('keeps a re-encoded copy: a JPEG/HTML polyglot loses its HTML, its EXIF (GPS) and its comment, and is turned upright', async () => {
    const photo = Buffer.concat([await phonePhoto(40, 20, 'secret comment <b>'), Buffer.from('<html><script>alert(document.cookie)</script></html>')]);
    expect((await pictureFacts(photo)).exif).not.toBeNull();
    const res = await route.send(photo, 'photo.jpg');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const kept = await route.keptOf(res);
    expect(kept.includes('<script')).toBe(false);
    expect(kept.includes('secret comment')).toBe(false);
    expect(kept.includes('PhoneMaker')).toBe(false);
    const facts = await pictureFacts(kept);
    expect({ format: facts.format, width: facts.width, height: facts.height, exif: facts.exif }).toEqual({ format: 'jpeg', width: 20, height: 40, exif: null });
  });

  it('keeps a PNG a PNG, without its text chunk', async () => {
    const png = withPngText(await picture('png', 30, 30), 'Comment', 'a comment put in by hand');
    expect((await pictureFacts(png)).comments).toEqual([{ keyword: 'Comment', text: 'a comment put in by hand' }]);
    const res = await route.send(png, 'shot.png');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const facts = await pictureFacts(await route.keptOf(res));
    expect({ format: facts.format, width: facts.width, comments: facts.comments }).toEqual({ format: 'png', width: 30, comments: [] });
  });
});

describe('each use keeps a picture at the size it needs', () => {
  it('scales a logo and an avatar into 512×512; keeps a card or a screenshot at its own size', async () => {
    const wide = await picture('png', 1200, 600);
    const sizes: Record<string, [number | undefined, number | undefined]> = {};
    for (const route of pictureRoutes) {
      const res = await route.send(wide, 'wide.png');
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      const facts = await pictureFacts(await route.keptOf(res));
      sizes[route.name] = [facts.width, facts.height];
    }
    expect(sizes).toEqual({
      'the vaccination card': [1200, 600],
      'the office logo': [512, 256],
      'the feedback screenshot': [1200, 600],
      'the avatar': [512, 256],
    });
  });
});

describe.each(pdfRoutes)('$name: a PDF is refused by its content', (route) => {
  const page = '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] >>';
  it.each([
    ['a JavaScript OpenAction', onePagePdf('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ')],
    ['an OpenAction going to a page', onePagePdf('/OpenAction [3 0 R /Fit] ')],
    ['a script in the document names', onePagePdf('/Names << /JavaScript 4 0 R >> ', ['<< /Names [(a) << /S /JavaScript /JS (app.alert(1)) >>] >>'])],
    ['a page’s automatic action (/AA)', onePagePdf('', [page.replace('>>', '/AA << /O << /S /URI /URI (http://example.com) >> >> >>')])],
    ['a Launch action behind a link', onePagePdf('', [`<< /Type /Annot /Subtype /Link /Rect [0 0 100 100] /A << /S /Launch /F (cmd.exe) >> >>`])],
    ['a script hidden in a compressed object stream', pdfWithObjectStream('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ')],
    ['a script whose names are written with #-escapes', pdfWithObjectStream('/OpenAction << /S /Java#53cript /J#53 (app.alert(1)) >> ')],
    [
      'an automatic action in an object stream without its /Type',
      pdfWithObjectStream('/AA << /WC << /S /URI /URI (http://example.com) >> >> ', { untyped: true }),
    ],
  ])('refuses %s', async (_what, pdf) => {
    expect(refusal(await route.send(pdf), 'file')).toEqual({ status: 422, errors: [SCRIPTS] });
  });

  it('refuses an object stream it cannot read for actions (one behind a predictor)', async () => {
    const hidden = pdfWithObjectStream('/OpenAction << /S /JavaScript /JS (app.alert(1)) >> ', { predictor: true });
    expect(refusal(await route.send(hidden), 'file')).toEqual({ status: 422, errors: [PDF_UNREADABLE] });
  });

  it('refuses a file that starts like a PDF but does not parse', async () => {
    expect(refusal(await route.send(Buffer.from('%PDF-1.4\n<html><script>alert(1)</script></html>\n')), 'file')).toEqual({
      status: 422,
      errors: [PDF_UNREADABLE],
    });
  });

  it('accepts a plain PDF, one with object streams, and one holding binary image data', async () => {
    for (const pdf of [pdfBytes(), pdfWithObjectStream(''), pdfBytes(200_000, { random: true })]) {
      const res = await route.send(pdf);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  });
});

describe('a kept file is served so that it cannot act in the app', () => {
  it('a PDF (PDS document link, vaccination card) is saved, not opened, with nosniff and a sandbox policy', async () => {
    const me = (await t.http.get('/api/users/me').set(as(staff))).body.user.personnel.id as number;
    const training = await t.http.post(`/api/personnels/${me}/training`).set(as(staff)).send(TRAINING);
    expect(training.status, JSON.stringify(training.body)).toBe(200);
    const up = await t.http.post('/api/upload').set(as(staff)).attach('file', pdfBytes(), 'certificate.pdf');
    const added = await t.http
      .post('/api/personnel/training/files')
      .set(as(staff))
      .send({ training_id: training.body.entry.id, attachment_path: up.body.path });
    expect(added.status, JSON.stringify(added.body)).toBe(200);
    const list = await t.http.get('/api/personnel/training/files').query({ training_id: training.body.entry.id }).set(as(staff));
    const link = await binary(t.http.get(list.body.files[0].attachment_absolute_path));
    expect(await t.http.post('/api/covid/vaccination/card').set(as(staff)).attach('file', pdfBytes(), 'card.pdf')).toHaveProperty('status', 200);
    const card = await binary(t.http.get('/api/covid/vaccination/card').set(as(staff)));
    for (const res of [link, card]) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toMatch(/^attachment; filename="/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });

  it('a picture (avatar link, feedback screenshot) is shown, under the same policy', async () => {
    const avatar = await t.http
      .post('/api/users/me/upload_avatar')
      .set(as(staff))
      .attach('avatar', await picture('png', 64, 64), 'me.png');
    const modules = (await t.http.get('/api/feedback/modules').set(as(staff))).body.modules as { id: number }[];
    const shot = await t.http
      .post('/api/feedback/screenshot')
      .set(as(staff))
      .attach('file', await picture('jpeg', 64, 64), 'shot.jpg');
    const sent = await t.http
      .post('/api/feedback')
      .set(as(staff))
      .send({ module_id: modules[0]!.id, rating: 4, text: 'Fine.', screenshot_path: shot.body.path });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const served = [
      await binary(t.http.get(avatar.body.avatar_path)),
      await binary(t.http.get(`/api/feedback/${sent.body.feedback.id}/screenshot`).set(as(staff))),
    ];
    for (const res of served) {
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(png|jpeg)$/);
      expect(res.headers['content-disposition'] ?? 'inline').toMatch(/^inline/);
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
    }
  });
});
