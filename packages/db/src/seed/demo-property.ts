import type { Database } from '../client';

/** Manila date (YYYY-MM-DD) `days` before `now`. */
const manilaDate = (now: Date, days = 0) => new Date(now.getTime() + 8 * 3_600_000 - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The demo's property register (issue 23): a few items by the COA thresholds of the seed (50,000.00 and 5,000.00), a
 * laptop issued to staff@ on a PAR and acknowledged, a printer and a chair on an ICS waiting for staff@'s
 * acknowledgment, an air conditioner on head@'s PAR, and two items in stock. Issued by admin@. Once: later work stays.
 */
export async function seedDemoProperty(db: Database, now: Date): Promise<void> {
  const client = db.$client;
  const { rows } = await client.query(`SELECT count(*)::int AS n FROM property_items`);
  if (rows[0].n > 0) return;
  const year = Number(manilaDate(now).slice(0, 4));
  const acquired = manilaDate(now, 120);
  const [y, m] = acquired.split('-');
  const items: [string, number, string, string | null, number, string][] = [
    // description, centavos, unit, serial, useful life, classification
    ['Laptop computer, Core i7, 16 GB RAM', 7_250_000, 'unit', 'PF3K2L9', 5, 'ppe'],
    ['Laser printer, monochrome', 1_850_000, 'unit', 'E78123K', 3, 'semi_expendable_high'],
    ['Ergonomic office chair', 450_000, 'pc', null, 3, 'semi_expendable_low'],
    ['Split-type air conditioner, 2.0 HP', 5_500_000, 'unit', 'AC-55012', 5, 'ppe'],
    ['Desktop computer set', 5_800_000, 'set', 'DT-90021', 5, 'ppe'],
    ['Steel filing cabinet, 4 drawers', 1_200_000, 'pc', null, 5, 'semi_expendable_high'],
  ];
  const ids: number[] = [];
  for (const [i, [description, cost, unit, serial, life, classification]] of items.entries()) {
    const { rows: made } = await client.query(
      `INSERT INTO property_items (property_number, description, unit, unit_cost, date_acquired, serial_number, useful_life_years, fund, classification,
         location, created_by_user_id)
       SELECT $1, $2, $3, $4, $5, $6, $7, 'Regular Agency Fund', $8, 'Main Campus', u.id FROM users u WHERE u.email = 'admin@hris.test' RETURNING id`,
      [`${y}-${m}-${String(i + 1).padStart(4, '0')}`, description, unit, cost, acquired, serial, life, classification],
    );
    ids.push(made[0].id as number);
  }
  await client.query(`INSERT INTO property_counters (kind, year, last) VALUES ('ITEM', $1, $2) ON CONFLICT DO NOTHING`, [Number(y), items.length]);
  const issue = async (kind: 'PAR' | 'ICS', sequence: number, email: string, itemIds: number[], daysAgo: number, acknowledged: boolean) => {
    const issuedOn = manilaDate(now, daysAgo);
    const { rows: doc } = await client.query(
      `INSERT INTO property_documents (kind, number, personnel_id, issued_on, issued_by_user_id, fund_cluster, acknowledged_at)
       SELECT $1, $2, p.personnel_id, $3, a.id, '01 Regular Agency Fund', CASE WHEN $4 THEN $3::date + time '10:00' - interval '8 hours' END
         FROM users p, users a WHERE p.email = $5 AND a.email = 'admin@hris.test' RETURNING id, personnel_id`,
      [kind, `${kind}-${year}-${String(sequence).padStart(4, '0')}`, issuedOn, acknowledged, email],
    );
    const { id, personnel_id } = doc[0] as { id: number; personnel_id: number };
    await client.query(
      `INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost) SELECT $1, i.id, 1, i.unit_cost FROM property_items i WHERE i.id = ANY($2::int[])`,
      [id, itemIds],
    );
    await client.query(`UPDATE property_items SET status = 'issued', holder_personnel_id = $2, current_document_id = $1 WHERE id = ANY($3::int[])`, [
      id,
      personnel_id,
      itemIds,
    ]);
  };
  await issue('PAR', 1, 'staff@hris.test', [ids[0]!], 30, true);
  await issue('ICS', 1, 'staff@hris.test', [ids[1]!, ids[2]!], 2, false);
  await issue('PAR', 2, 'head@hris.test', [ids[3]!], 14, true);
  await client.query(`INSERT INTO property_counters (kind, year, last) VALUES ('PAR', $1, 2), ('ICS', $1, 1) ON CONFLICT DO NOTHING`, [year]);
}
