import type { Database } from '../client';

// The demo's document tracking (issue 19): a few documents moving between the demo offices, so a newcomer's lists
// are not empty. One has sat at the HR office past its 3 working days: the overdue pass tells Jose Reyes (its
// holder) at start, and the overdue page has something to show. Dates are relative to the server's clock.

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
  /** Working days are not counted here: the demo gives each deadline outright (negative: already past). */
  dueInDays: number | null;
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
    dueInDays: -5,
  },
  {
    title: 'Request for the service record of a faculty member',
    type: 'Letter',
    office: 'CAS',
    by: 'head@hris.test',
    daysAgo: 1,
    moves: [{ action: 'forwarded', office: 'CAS', to: 'HRMO', by: 'head@hris.test', remarks: 'For GSIS retirement papers', daysAgo: 1 }],
    state: 'incoming',
    dueInDays: 3,
  },
  {
    title: 'Disbursement voucher: salary differential of promoted faculty',
    type: 'Disbursement voucher',
    office: 'HRMO',
    by: 'admin@hris.test',
    daysAgo: 2,
    moves: [{ action: 'forwarded', office: 'HRMO', to: 'ACCTG', by: 'admin@hris.test', remarks: 'Computation attached', daysAgo: 2 }],
    state: 'incoming',
    dueInDays: 5,
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
    dueInDays: null,
  },
];

/** Seeds the demo documents once (when no document exists yet). */
export async function seedDemoDocuments(db: Database, now: Date): Promise<void> {
  const client = db.$client;
  const { rows: existing } = await client.query<{ n: number }>('SELECT count(*)::int AS n FROM dts_documents');
  if (existing[0]!.n > 0) return;
  const ago = (days: number) => new Date(now.getTime() - days * 86_400_000);
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
        ago(d.daysAgo),
        d.state,
        current,
        from ? offices.get(from.office) : null,
        d.state === 'incoming' ? null : users.get(d.holder ?? d.moves.at(-1)?.by ?? d.by),
        ago(last?.daysAgo ?? d.daysAgo),
        d.dueInDays === null ? null : new Date(now.getTime() + d.dueInDays * 86_400_000),
      ],
    );
    const log: Move[] = [{ action: 'filed', office: d.office, by: d.by, daysAgo: d.daysAgo }, ...d.moves];
    for (const m of log) {
      await client.query(
        `INSERT INTO dts_document_log (document_id, action, office_id, to_office_id, actor_user_id, remarks, at) VALUES ($1, $2, $3, $4, $5, $6, $7)`,
        [doc[0]!.id, m.action, offices.get(m.office), m.to ? offices.get(m.to) : null, users.get(m.by), m.remarks ?? null, ago(m.daysAgo)],
      );
    }
  }
}
