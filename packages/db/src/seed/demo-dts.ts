import type { Database } from '../client';

// The demo's document tracking (issue 19): a few documents moving between the demo offices, so a newcomer's lists
// are not empty. One has sat at the HR office past its 3 working days: the overdue pass tells Jose Reyes (its
// holder) at start, and the overdue page has something to show. Dates are relative to the server's clock, moved off
// weekends (offices do not move paper on Saturdays); deadlines count weekdays only (the demo leaves holidays aside).

type Move = { action: string; office: string; to?: string; by: string; remarks?: string; daysAgo: number };
type DemoDocument = {
  title: string;
  type: string;
  office: string;
  by: string;
  daysAgo: number;
  moves: Move[];
  /** Where it stands after its moves. */
  state: 'incoming' | 'received' | 'released';
  holder?: string;
};

const DOCUMENTS: DemoDocument[] = [
  {
    title: 'Letter from GSIS on the updated premium contribution schedule',
    type: 'Letter',
    office: 'HRMO',
    by: 'hr@hris.test',
    daysAgo: 10,
    moves: [],
    state: 'received',
    holder: 'hr@hris.test',
  },
  {
    title: 'Request for the service record of a faculty member',
    type: 'Letter',
    office: 'CAS',
    by: 'head@hris.test',
    daysAgo: 1,
    moves: [{ action: 'forwarded', office: 'CAS', to: 'HRMO', by: 'head@hris.test', remarks: 'For GSIS retirement papers', daysAgo: 1 }],
    state: 'incoming',
  },
  {
    title: 'Disbursement voucher: salary differential of promoted faculty',
    type: 'Disbursement voucher',
    office: 'HRMO',
    by: 'admin@hris.test',
    daysAgo: 2,
    moves: [{ action: 'forwarded', office: 'HRMO', to: 'ACCTG', by: 'admin@hris.test', remarks: 'Computation attached', daysAgo: 2 }],
    state: 'incoming',
  },
  {
    title: 'Travel order: regional research congress in Baguio',
    type: 'Travel order',
    office: 'CAS',
    by: 'head@hris.test',
    daysAgo: 20,
    moves: [
      { action: 'forwarded', office: 'CAS', to: 'HRMO', by: 'head@hris.test', daysAgo: 20 },
      { action: 'received', office: 'HRMO', by: 'hr@hris.test', daysAgo: 19 },
      { action: 'forwarded', office: 'HRMO', to: 'CAS', by: 'hr@hris.test', remarks: 'Approved travel order attached', daysAgo: 18 },
      { action: 'received', office: 'CAS', by: 'staff@hris.test', daysAgo: 17 },
      { action: 'released', office: 'CAS', by: 'staff@hris.test', remarks: 'Given to the traveller', daysAgo: 17 },
    ],
    state: 'released',
  },
];

/** Seeds the demo documents once (when no document exists yet). */
export async function seedDemoDocuments(db: Database, now: Date): Promise<void> {
  const client = db.$client;
  const { rows: existing } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM dts_documents');
  if (existing[0]!.n > 0) return;
  const DAY = 86_400_000;
  const weekday = (at: Date) => new Date(at.getTime() + 8 * 3_600_000).getUTCDay();
  /** `days` before now, moved back to the Friday when it falls on a weekend; `step` × 20 minutes keep a day's moves in order. */
  const ago = (days: number, step = 0) => {
    let at = new Date(now.getTime() - days * DAY + step * 20 * 60_000);
    while (weekday(at) === 0 || weekday(at) === 6) at = new Date(at.getTime() - DAY);
    return at;
  };
  const addWorkingDays = (from: Date, n: number) => {
    let at = from;
    for (let left = n; left > 0;) {
      at = new Date(at.getTime() + DAY);
      if (weekday(at) !== 0 && weekday(at) !== 6) left--;
    }
    return at;
  };
  const year = new Date(now.getTime() + 8 * 3_600_000).getUTCFullYear();
  const ids = async (table: 'departments' | 'users' | 'dts_document_types', column: string, values: string[]) => {
    const { rows } = await client.query<{ key: string; id: number }>(`SELECT ${column} AS key, id FROM ${table} WHERE ${column} = ANY($1::text[])`, [values]);
    return new Map(rows.map((r) => [r.key, r.id]));
  };
  const offices = await ids('departments', 'acronym', [
    ...new Set(DOCUMENTS.flatMap((d) => [d.office, ...d.moves.flatMap((m) => [m.office, m.to ?? m.office])])),
  ]);
  const users = await ids('users', 'email', [...new Set(DOCUMENTS.flatMap((d) => [d.by, d.holder ?? d.by, ...d.moves.map((m) => m.by)]))]);
  const types = await ids(
    'dts_document_types',
    'name',
    DOCUMENTS.map((d) => d.type),
  );
  const { rows: typeDays } = await client.query<{ name: string; working_days: number }>('SELECT name, working_days FROM dts_document_types');
  const workingDays = new Map(typeDays.map((r) => [r.name, r.working_days]));
  // A demo edited by hand (an office or account renamed): its documents are left out rather than half made.
  const usable = DOCUMENTS.filter(
    (d) =>
      types.has(d.type) &&
      users.has(d.by) &&
      offices.has(d.office) &&
      d.moves.every((m) => offices.has(m.office) && offices.has(m.to ?? m.office) && users.has(m.by)) &&
      (!d.holder || users.has(d.holder)),
  );
  for (const d of usable) {
    const officeId = offices.get(d.office)!;
    const { rows: counter } = await client.query<{ last: number }>(
      `INSERT INTO dts_counters (year, office_id, last) VALUES ($1, $2, 1)
       ON CONFLICT (year, office_id) DO UPDATE SET last = dts_counters.last + 1 RETURNING last`,
      [year, officeId],
    );
    const last = d.moves.at(-1);
    const current = last ? offices.get(last.to ?? last.office)! : officeId;
    const from = d.moves.filter((m) => m.to).at(-1);
    const log: Move[] = [{ action: 'filed', office: d.office, by: d.by, daysAgo: d.daysAgo }, ...d.moves];
    const when = log.map((m, i) => ago(m.daysAgo, i));
    const since = when.at(-1)!;
    const { rows: doc } = await client.query<{ id: number }>(
      `INSERT INTO dts_documents (tracking_number, title, document_type_id, origin_office_id, filed_by_user_id, filed_at, confidential,
                                  state, current_office_id, from_office_id, holder_user_id, since, due_at)
       VALUES ($1, $2, $3, $4, $5, $6, false, $7, $8, $9, $10, $11, $12) RETURNING id`,
      [
        `${year}-${d.office}-${String(counter[0]!.last).padStart(6, '0')}`,
        d.title,
        types.get(d.type),
        officeId,
        users.get(d.by),
        when[0],
        d.state,
        current,
        from ? offices.get(from.office) : null,
        d.state === 'incoming' ? null : users.get(d.holder ?? d.moves.at(-1)?.by ?? d.by),
        since,
        d.state === 'released' ? null : addWorkingDays(since, workingDays.get(d.type) ?? 3),
      ],
    );
    for (const [i, m] of log.entries()) {
      await client.query(
        `INSERT INTO dts_document_log (document_id, action, office_id, to_office_id, actor_user_id, remarks, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [doc[0]!.id, m.action, offices.get(m.office), m.to ? offices.get(m.to) : null, users.get(m.by), m.remarks ?? null, when[i]],
      );
    }
  }
}
