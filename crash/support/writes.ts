// The writes that matter (punches from a biometric device, leave filings, approvals of leave filed earlier, PDS
// entries, uploads), sent all at once, each recorded with its answer; and the checks, from the real tables and
// the upload folder, that every write answered 2xx is there and that nothing is half there.
import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type pg from 'pg';
import { signInForBench } from '../../bench/support';
import { pdfBytes } from '../../apps/api/test/support/files';

export type Accounts = { staff: string; head: string; hr: string; admin: string };
export type Session = { base: string; dataDir: string; tokens: Accounts; staffId: number; vl: number; usedDays: Set<string> };

type Answer = { status: number; body: unknown; text: string };
export type Write = {
  kind: 'punch' | 'leave filing' | 'approval' | 'PDS entry' | 'upload';
  send: () => Promise<Response>;
  /** What the check needs to find the write: set when it is made, completed from a 2xx answer. */
  key: Record<string, unknown>;
  answer?: Answer;
};

const json = (token: string) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json', accept: 'application/json' });
const MANILA_MS = 8 * 3600_000;

async function call<T>(base: string, method: string, url: string, token: string | null, body?: unknown): Promise<T> {
  const answer = await fetch(`${base}${url}`, {
    method,
    headers: token ? json(token) : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await answer.text();
  if (!answer.ok) throw new Error(`${method} ${url} answered ${answer.status}: ${text.slice(0, 300)}`);
  return JSON.parse(text) as T;
}

/** Signs the four demo accounts in (through the e-mailed code) and reads what the writes need. */
export async function openSession(base: string, dataDir: string, usedDays = new Set<string>()): Promise<Session> {
  const tokens: Accounts = {
    staff: await signInForBench(base, dataDir, 'staff@hris.test'),
    head: await signInForBench(base, dataDir, 'head@hris.test'),
    hr: await signInForBench(base, dataDir, 'hr@hris.test'),
    admin: await signInForBench(base, dataDir, 'admin@hris.test'),
  };
  const me = await call<{ user: { personnel: { id: number } } }>(base, 'GET', '/api/users/me', tokens.staff);
  const types = await call<{ leave_types: { id: number; code: string }[] }>(base, 'GET', '/api/leave/types', tokens.staff);
  return { base, dataDir, tokens, staffId: me.user.personnel.id, vl: types.leave_types.find((t) => t.code === 'VL')!.id, usedDays };
}

/** Runs `fn` over `items`, `width` at a time. */
async function inParallel<T, R>(items: T[], width: number, fn: (item: T) => Promise<R>): Promise<R[]> {
  const out: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        out[i] = await fn(items[i]!);
      }
    }),
  );
  return out;
}

/** `count` days on which staff may take a one-day leave (a working day on their schedule, no holiday), not used before. */
async function freeLeaveDays(s: Session, count: number): Promise<string[]> {
  const days: string[] = [];
  const d = new Date(Date.now() + MANILA_MS + 40 * 86_400_000);
  while (days.length < count) {
    const candidates: string[] = [];
    while (candidates.length < count - days.length) {
      const day = d.toISOString().slice(0, 10);
      if (d.getUTCDay() !== 0 && d.getUTCDay() !== 6 && !s.usedDays.has(day)) candidates.push(day);
      d.setUTCDate(d.getUTCDate() + 1);
    }
    const ok = await inParallel(candidates, 6, async (day) => {
      const answer = await call<{ preview: { working_days: number } }>(s.base, 'POST', '/api/leave/applications/preview', s.tokens.staff, leaveBody(s, day));
      return answer.preview.working_days === 1;
    });
    candidates.forEach((day, i) => {
      s.usedDays.add(day);
      if (ok[i]) days.push(day);
    });
  }
  return days;
}

const leaveBody = (s: Session, day: string) => ({
  leave_type_id: s.vl,
  date_from: day,
  date_to: day,
  details: { location: 'philippines', location_detail: 'Baguio City' },
});

/** A biometric device (new for each round: a device may send 300 requests a minute) with PIN 1 for staff. */
async function addDevice(s: Session, round: number): Promise<{ serial: string; key: string }> {
  const serial = `CRASH${round}X${Date.now()}`;
  const key = `crash-key-${randomBytes(6).toString('hex')}`;
  const made = await call<{ device: { id: number } }>(s.base, 'POST', '/api/attendance/devices', s.tokens.hr, {
    name: `Crash test gate ${round}`,
    serial_number: serial,
    campus_id: 1,
    secret: key,
  });
  await call(s.base, 'POST', `/api/attendance/devices/${made.device.id}/users`, s.tokens.hr, { device_user_id: '1', personnel_id: s.staffId });
  return { serial, key };
}

/** Leave filed by staff, recommended by the head and certified by HR: waiting for its last approval. */
async function leaveAwaitingApproval(s: Session, days: string[]): Promise<{ leaveId: number; requestId: number; day: string }[]> {
  return inParallel(days, 4, async (day) => {
    const filed = await call<{ leave_application: { id: number; approval_request_id: number } }>(
      s.base,
      'POST',
      '/api/leave/applications',
      s.tokens.staff,
      leaveBody(s, day),
    );
    const requestId = filed.leave_application.approval_request_id;
    await call(s.base, 'POST', `/api/approval-requests/${requestId}/act`, s.tokens.head, { action: 'approve' });
    await call(s.base, 'POST', `/api/approval-requests/${requestId}/act`, s.tokens.hr, { action: 'approve' });
    return { leaveId: filed.leave_application.id, requestId, day };
  });
}

export const MIX = { punch: 150, 'leave filing': 90, approval: 60, 'PDS entry': 120, upload: 80 } as const;

/** The writes of one round, prepared (devices, leave waiting for approval) and shuffled. */
export async function prepareWrites(s: Session, round: number): Promise<Write[]> {
  const device = await addDevice(s, round);
  const days = await freeLeaveDays(s, MIX['leave filing'] + MIX.approval);
  const awaiting = await leaveAwaitingApproval(s, days.slice(MIX['leave filing']));
  const writes: Write[] = [];
  // Punches of a day long past, a few seconds apart (each its own instant: stored once, found by it).
  for (let i = 0; i < MIX.punch; i++) {
    const at = new Date(Date.UTC(2025, 5, 2 + round, 6, 0, 0) + i * 7_000).toISOString().slice(0, 19).replace('T', ' ');
    writes.push({
      kind: 'punch',
      key: { at },
      send: () =>
        fetch(`${s.base}/iclock/cdata?SN=${device.serial}&table=ATTLOG&key=${device.key}`, {
          method: 'POST',
          headers: { 'content-type': 'text/plain' },
          body: `1\t${at}\t0\t1\t0\t0\t0`,
        }),
    });
  }
  for (const day of days.slice(0, MIX['leave filing'])) {
    writes.push({
      kind: 'leave filing',
      key: { day },
      send: () => fetch(`${s.base}/api/leave/applications`, { method: 'POST', headers: json(s.tokens.staff), body: JSON.stringify(leaveBody(s, day)) }),
    });
  }
  for (const leave of awaiting) {
    writes.push({
      kind: 'approval',
      key: { ...leave },
      send: () =>
        // The decision is the Office of the President's (admin@): hr@ certified the credits and may not act twice.
        fetch(`${s.base}/api/approval-requests/${leave.requestId}/act`, {
          method: 'POST',
          headers: json(s.tokens.admin),
          body: JSON.stringify({ action: 'approve' }),
        }),
    });
  }
  for (let i = 0; i < MIX['PDS entry']; i++) {
    const entry = {
      title: `Crash drill ${round}-${i}`,
      date_from: '2025-03-03',
      date_to: '2025-03-05',
      hours: 1 + (i % 40),
      ld_type: 'technical',
      conducted_by: `IT office, campus ${1 + (i % 5)}`,
    };
    writes.push({
      kind: 'PDS entry',
      key: { entry },
      send: () => fetch(`${s.base}/api/personnels/${s.staffId}/training`, { method: 'POST', headers: json(s.tokens.staff), body: JSON.stringify(entry) }),
    });
  }
  // Spread over the four accounts (the test raised the 20 files a minute an account may upload: two rounds in a minute).
  const uploaders = [s.tokens.staff, s.tokens.head, s.tokens.hr, s.tokens.admin];
  for (let i = 0; i < MIX.upload; i++) {
    // A real PDF (the upload check opens every one: issue 37), each its own random filler, so each file is unique.
    const bytes = pdfBytes(2_000 + i * 1_531, { random: true });
    const token = uploaders[i % uploaders.length]!;
    writes.push({
      kind: 'upload',
      key: { sha256: createHash('sha256').update(bytes).digest('hex'), size: bytes.length },
      send: () => {
        const form = new FormData();
        form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/pdf' }), `crash-${round}-${i}.pdf`);
        return fetch(`${s.base}/api/upload`, { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: form });
      },
    });
  }
  // A fixed shuffle: every kind is under way when the kill comes.
  let seed = 1_234 + round;
  const random = () => ((seed = (seed * 16_807) % 2_147_483_647) - 1) / 2_147_483_646;
  for (let i = writes.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [writes[i], writes[j]] = [writes[j]!, writes[i]!];
  }
  return writes;
}

/**
 * Sends every write at once, the leave filings `headStartMs` before the rest (each filing waits for staff's leave card,
 * which each approval of staff's leave marks for a refresh: sent with the rest, they would all answer last), and calls
 * `kill` as soon as `killAfter` of them have been answered and every kind has been acknowledged `eachKind` times.
 * Answers when every write has its answer (status 0: none, the connection dropped).
 */
export async function sendAll(writes: Write[], opts: { killAfter: number; eachKind: number; headStartMs: number }, kill: () => void): Promise<void> {
  let answered = 0;
  let killed = false;
  const acknowledged = new Map<string, number>();
  const kinds = new Set(writes.map((w) => w.kind));
  await Promise.all(
    writes.map(async (w) => {
      if (w.kind !== 'leave filing') await new Promise((resolve) => setTimeout(resolve, opts.headStartMs));
      try {
        const r = await w.send();
        const text = await r.text();
        let body: unknown = null;
        try {
          body = JSON.parse(text);
        } catch {
          body = null;
        }
        w.answer = { status: r.status, body, text };
      } catch (err) {
        w.answer = { status: 0, body: null, text: err instanceof Error ? err.message : String(err) };
      }
      answered++;
      if (ok(w)) acknowledged.set(w.kind, (acknowledged.get(w.kind) ?? 0) + 1);
      if (!killed && answered >= opts.killAfter && [...kinds].every((k) => (acknowledged.get(k) ?? 0) >= opts.eachKind)) {
        killed = true;
        kill();
      }
    }),
  );
}

const ok = (w: Write) => w.answer !== undefined && w.answer.status >= 200 && w.answer.status < 300;

export type Figures = {
  sent: number;
  acknowledged: number;
  checked: number;
  byKind: Record<string, { sent: number; acknowledged: number }>;
  /** The answers not 2xx, by status (0: the connection dropped) and the first words of one of each. */
  refused: Record<string, string>;
};

/**
 * Every write answered 2xx is there, whole; and nothing is half there, whether answered or not: a request approved
 * whose leave is not, an approved leave without its certification, days or leave-card effect, an upload row without
 * its file (same size, and the same bytes as sent when it was acknowledged), a PDS entry missing a field.
 * Answers the problems found (none expected) and the figures.
 */
export async function checkWrites(db: pg.Client, s: Session, writes: Write[]): Promise<{ problems: string[]; figures: Figures }> {
  const problems: string[] = [];
  let checked = 0;
  const q = async <T = Record<string, unknown>>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[];

  for (const w of writes.filter(ok)) {
    const body = w.answer!.body as Record<string, never> | null;
    if (w.kind === 'punch') {
      if (!/^OK: 1/.test(w.answer!.text)) problems.push(`punch ${String(w.key.at)} answered ${w.answer!.text}`);
      const rows = await q(`SELECT 1 FROM attendance_logs WHERE personnel_id = $1 AND logged_at = ($2::timestamp AT TIME ZONE 'Asia/Manila')`, [
        s.staffId,
        w.key.at,
      ]);
      if (rows.length !== 1) problems.push(`punch ${String(w.key.at)} acknowledged but not stored`);
    } else if (w.kind === 'leave filing') {
      const filed = (body as { leave_application?: { id: number; approval_request_id: number } } | null)?.leave_application;
      const rows = filed
        ? await q<{ date_from: string; request: number | null; request_status: string | null }>(
            `SELECT to_char(l.date_from, 'YYYY-MM-DD') AS date_from, r.id AS request, r.status AS request_status
               FROM leave_applications l LEFT JOIN approval_requests r ON r.id = l.approval_request_id WHERE l.id = $1`,
            [filed.id],
          )
        : [];
      if (rows.length !== 1 || rows[0]!.date_from !== w.key.day || rows[0]!.request !== filed!.approval_request_id)
        problems.push(`leave filing for ${String(w.key.day)} acknowledged but not stored whole: ${JSON.stringify(rows)}`);
    } else if (w.kind === 'approval') {
      const rows = await q<{ leave: string; request: string }>(
        `SELECT l.status AS leave, r.status AS request FROM leave_applications l JOIN approval_requests r ON r.id = l.approval_request_id WHERE l.id = $1`,
        [w.key.leaveId],
      );
      if (rows[0]?.leave !== 'approved' || rows[0]?.request !== 'approved')
        problems.push(`approval of leave ${String(w.key.leaveId)} acknowledged but stored as ${JSON.stringify(rows)}`);
    } else if (w.kind === 'PDS entry') {
      const id = (body as { entry?: { id: number } } | null)?.entry?.id;
      const rows = id ? await q<{ data: Record<string, unknown>; personnel_id: number }>(`SELECT data, personnel_id FROM pds_entries WHERE id = $1`, [id]) : [];
      const sent = w.key.entry as Record<string, unknown>;
      const stored = rows[0]?.data ?? {};
      const missing = Object.keys(sent).filter((k) => JSON.stringify(stored[k]) !== JSON.stringify(sent[k]));
      if (rows.length !== 1 || rows[0]!.personnel_id !== s.staffId || missing.length)
        problems.push(`PDS entry ${String(sent.title)} acknowledged but stored as ${JSON.stringify(rows)} (differs in ${missing.join(', ')})`);
    } else {
      const key = (body as { path?: string } | null)?.path;
      const rows = key ? await q<{ size_bytes: number }>(`SELECT size_bytes FROM uploads WHERE storage_key = $1`, [key]) : [];
      const file = key ? path.join(s.dataDir, 'uploads', key) : '';
      const bytes = key && fs.existsSync(file) ? fs.readFileSync(file) : null;
      if (rows.length !== 1 || rows[0]!.size_bytes !== w.key.size) problems.push(`upload ${String(key)} acknowledged but its row is ${JSON.stringify(rows)}`);
      if (!bytes || createHash('sha256').update(bytes).digest('hex') !== w.key.sha256)
        problems.push(`upload ${String(key)} acknowledged but its file is ${bytes ? `${bytes.length} other bytes` : 'missing'}`);
    }
    checked++;
  }

  // Half there, acknowledged or not.
  for (const r of await q(
    `SELECT l.id, l.status, r.status AS request_status FROM leave_applications l
       LEFT JOIN approval_requests r ON r.id = l.approval_request_id
      WHERE r.id IS NULL OR l.status <> r.status`,
  ))
    problems.push(`leave ${String(r.id)} is ${String(r.status)} while its approval request is ${String(r.request_status)}`);
  for (const r of await q(
    `SELECT id FROM leave_applications
      WHERE status = 'approved' AND (certification IS NULL OR abs(days_with_pay + days_without_pay - working_days) > 0.0005)`,
  ))
    problems.push(`leave ${String(r.id)} is approved without its certification or its days with and without pay`);
  for (const r of await q(
    `SELECT id, request_type FROM approval_requests r WHERE request_type = 'leave' AND NOT EXISTS (SELECT 1 FROM leave_applications l WHERE l.approval_request_id = r.id)`,
  ))
    problems.push(`approval request ${String(r.id)} has no leave application`);
  for (const r of await q<{ storage_key: string; size_bytes: number }>(`SELECT storage_key, size_bytes FROM uploads`)) {
    const file = path.join(s.dataDir, 'uploads', r.storage_key);
    const size = fs.existsSync(file) ? fs.statSync(file).size : -1;
    if (size !== r.size_bytes) problems.push(`upload row ${r.storage_key} (${r.size_bytes} bytes) has ${size < 0 ? 'no file' : `a file of ${size} bytes`}`);
  }
  for (const r of await q(
    `SELECT id, data FROM pds_entries WHERE personnel_id = $1 AND section = 'training'
        AND NOT (data ?& array['title', 'date_from', 'date_to', 'hours', 'ld_type', 'conducted_by'])`,
    [s.staffId],
  ))
    problems.push(`PDS entry ${String(r.id)} is missing fields: ${JSON.stringify(r.data)}`);

  // The leave card as the product shows it (read through the API) charges every approved leave of the month.
  const months = await q<{ period: string; days: number }>(
    `SELECT to_char(date_from, 'YYYY-MM') AS period, sum(working_days)::float8 AS days FROM leave_applications
      WHERE personnel_id = $1 AND status = 'approved' GROUP BY 1 ORDER BY 1`,
    [s.staffId],
  );
  for (const year of new Set(months.map((m) => m.period.slice(0, 4)))) {
    const answer = await fetch(`${s.base}/api/leave/${s.staffId}/ledger?year=${year}`, { headers: json(s.tokens.hr) });
    if (!answer.ok) problems.push(`the leave card of ${year} answered ${answer.status}`);
  }
  for (const m of months) {
    const card = await q<{ charged: number }>(
      `SELECT (vl_deducted + lwop_days)::float8 AS charged FROM leave_ledger_months WHERE personnel_id = $1 AND period = $2`,
      [s.staffId, m.period],
    );
    if (card.length !== 1 || Math.abs(card[0]!.charged - m.days) > 0.0005)
      problems.push(`the leave card of ${m.period} charges ${card[0]?.charged ?? 'nothing'} where the approved leave takes ${m.days} days`);
  }

  const byKind: Figures['byKind'] = {};
  for (const w of writes) {
    const k = (byKind[w.kind] ??= { sent: 0, acknowledged: 0 });
    k.sent++;
    if (ok(w)) k.acknowledged++;
  }
  const refused: Figures['refused'] = {};
  for (const w of writes.filter((x) => !ok(x))) {
    const key = `${w.kind} ${w.answer?.status ?? 'unsent'}`;
    const [n, text] = (refused[key] ?? '0|').split('|');
    refused[key] = `${Number(n) + 1}|${text || (w.answer?.text ?? '').slice(0, 120)}`;
  }
  return { problems, figures: { sent: writes.length, acknowledged: writes.filter(ok).length, checked, byKind, refused } };
}
