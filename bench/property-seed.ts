import type { createDatabase } from '@hris/db';

// The property bench's data (bench-server --property): a register of 200,000 items.
// - 5,000 employees in 100 bench offices (50 each). The first office's people hold 100 items each (5,000 items: the
//   count sheet's office); everyone else 29; staff@hris.test holds 30 (the employee summary measured).
// - Every held item is on its holder's PAR (PPE) or ICS (semi-expendable): one of each per holder, 10,000 forms.
// - The rest (about 51,000) are in stock. Descriptions from 20 kinds of articles, with brands, models and serial numbers.
// Set-based (generate_series), so it takes seconds.

export type PropertyBenchData = {
  items: number;
  held: number;
  documents: number;
  employees: number;
  countOffice: { id: number; items: number };
  seedSeconds: number;
};

const EMPLOYEES = 5_000;
const OFFICES = 100;
const ITEMS = 200_000;

export async function seedProperty(db: ReturnType<typeof createDatabase>): Promise<PropertyBenchData> {
  const started = performance.now();
  const q = (sql: string, params: unknown[] = []) => db.$client.query(sql, params);
  const { rows: campuses } = await q(`SELECT id FROM campuses ORDER BY id`);
  const { rows: admin } = await q(`SELECT id FROM users WHERE email = 'admin@hris.test'`);
  const { rows: staff } = await q(`SELECT personnel_id FROM users WHERE email = 'staff@hris.test'`);
  await q(
    `INSERT INTO departments (fullname, acronym, campus_id)
     SELECT 'Property Bench Office ' || n, 'PBO' || n, (ARRAY[${campuses.map((c) => c.id).join(',')}])[1 + n % ${campuses.length}]
       FROM generate_series(1, $1) n`,
    [OFFICES],
  );
  await q(
    `INSERT INTO personnel (first_name, last_name, campus_id, department_id, employment_kind)
     SELECT 'Bench', 'Holder ' || n, d.campus_id, d.id, 'staff'
       FROM generate_series(1, $1) n JOIN departments d ON d.acronym = 'PBO' || (1 + (n - 1) / 50)`,
    [EMPLOYEES],
  );
  // Who holds how many: the first office's 50 people 100 each, staff@ 30, the other 4,950 people 29 each.
  await q(`CREATE TEMP TABLE bench_holders AS
    SELECT p.id, CASE WHEN d.acronym = 'PBO1' THEN 100 ELSE 29 END AS holds FROM personnel p JOIN departments d ON d.id = p.department_id
     WHERE p.last_name LIKE 'Holder %'
    UNION ALL SELECT ${Number(staff[0].personnel_id)}, 30`);
  await q(`CREATE TEMP TABLE bench_slots AS
    SELECT h.id AS holder, row_number() OVER (ORDER BY h.id, k)::int AS slot FROM bench_holders h CROSS JOIN LATERAL generate_series(1, h.holds) k`);
  const kinds = [
    ['Laptop computer', 'Dell', 'Latitude 5440', 6_500_000],
    ['Desktop computer', 'Acer', 'Veriton M4690', 5_200_000],
    ['Office chair, ergonomic', 'Ergodynamics', 'EG-210', 850_000],
    ['Steel filing cabinet, 4 drawers', 'Lion', 'FC-4', 1_250_000],
    ['Air conditioner, split type 1.5 HP', 'Carrier', 'Optima', 5_800_000],
    ['Multimedia projector', 'Epson', 'EB-X51', 3_200_000],
    ['Laser printer', 'Brother', 'HL-L2370', 1_450_000],
    ['Office table, executive', 'Mandaue Foam', 'ET-160', 1_800_000],
    ['Electric fan, stand', 'Asahi', 'SF-888', 250_000],
    ['Uninterruptible power supply', 'APC', 'BX1100', 480_000],
    ['Document scanner', 'Canon', 'DR-C225', 2_100_000],
    ['Monobloc chair', 'Orocan', 'MC-01', 45_000],
    ['Whiteboard, 4 x 8 ft', 'Sterling', 'WB-48', 350_000],
    ['Refrigerator, 7 cu ft', 'Sharp', 'SJ-S70', 2_300_000],
    ['Digital camera', 'Canon', 'EOS 250D', 4_200_000],
    ['Network switch, 24 ports', 'TP-Link', 'TL-SG1024', 950_000],
    ['Server rack computer', 'HPE', 'ProLiant DL380', 38_000_000],
    ['Sound system', 'Yamaha', 'Stagepas 400', 6_100_000],
    ['Steel cabinet with glass door', 'Lion', 'GC-2', 980_000],
    ['Tablet computer', 'Samsung', 'Galaxy Tab S9', 4_500_000],
  ] as const;
  await q(`CREATE TEMP TABLE bench_kinds (k int, description text, brand text, model text, cost bigint)`);
  await q(
    `INSERT INTO bench_kinds SELECT k - 1, d, b, m, c FROM unnest($1::text[], $2::text[], $3::text[], $4::bigint[]) WITH ORDINALITY AS t(d, b, m, c, k)`,
    [kinds.map((k) => k[0]), kinds.map((k) => k[1]), kinds.map((k) => k[2]), kinds.map((k) => k[3])],
  );
  // The register: item n, held by slot n's holder when there is one.
  await q(
    `INSERT INTO property_items (property_number, description, category, brand, model, serial_number, unit, unit_cost, date_acquired,
       useful_life_years, fund, classification, condition, location, status, holder_personnel_id, created_by_user_id)
     SELECT 'B' || (2018 + n % 8) || '-' || lpad(((n % 12) + 1)::text, 2, '0') || '-' || lpad(n::text, 6, '0'),
            k.description, 'Bench', k.brand, k.model, 'SN' || lpad((n * 7919 % 1000003)::text, 7, '0'), 'unit',
            k.cost + (n % 97) * 100, make_date(2018 + n % 8, (n % 12) + 1, 1 + n % 28), 5, '101 Regular Agency Fund',
            CASE WHEN k.cost + (n % 97) * 100 >= 5000000 THEN 'ppe' WHEN k.cost + (n % 97) * 100 >= 500000 THEN 'semi_expendable_high' ELSE 'semi_expendable_low' END,
            CASE WHEN n % 50 = 0 THEN 'for_repair' ELSE 'serviceable' END, 'Building ' || (1 + n % 12),
            CASE WHEN s.holder IS NULL THEN 'in_stock' ELSE 'issued' END, s.holder, $2
       FROM generate_series(1, $1) n
       JOIN bench_kinds k ON k.k = n % 20
       LEFT JOIN bench_slots s ON s.slot = n`,
    [ITEMS, admin[0].id],
  );
  // One PAR and one ICS per holder, every held item on one of them.
  await q(
    `INSERT INTO property_documents (kind, number, personnel_id, issued_on, issued_by_user_id, fund_cluster, acknowledged_at)
     SELECT f.kind, f.kind || '-B-' || lpad(h.id::text, 6, '0'), h.id, make_date(2025, 1, 6) + h.id % 300, $1, '01 Regular Agency Fund', now()
       FROM bench_holders h CROSS JOIN (VALUES ('PAR'), ('ICS')) f(kind)`,
    [admin[0].id],
  );
  await q(`INSERT INTO property_document_items (document_id, item_id, quantity, unit_cost)
    SELECT d.id, i.id, 1, i.unit_cost FROM property_items i
      JOIN property_documents d ON d.personnel_id = i.holder_personnel_id AND d.kind = CASE WHEN i.classification = 'ppe' THEN 'PAR' ELSE 'ICS' END
       AND d.number LIKE '%-B-%'
     WHERE i.holder_personnel_id IS NOT NULL AND i.property_number LIKE 'B%'`);
  await q(`UPDATE property_items i SET current_document_id = d.id FROM property_documents d
    WHERE d.personnel_id = i.holder_personnel_id AND d.kind = CASE WHEN i.classification = 'ppe' THEN 'PAR' ELSE 'ICS' END
      AND d.number LIKE '%-B-%' AND i.property_number LIKE 'B%'`);
  // The state autovacuum keeps a register in (the trigram index's pending entries merged), not the moment after a bulk load.
  await q(`VACUUM ANALYZE property_items`);
  await q(`ANALYZE`);
  const count = async (sql: string) => Number((await q(sql)).rows[0].n);
  const { rows: office } = await q(`SELECT id FROM departments WHERE acronym = 'PBO1'`);
  return {
    items: await count(`SELECT count(*) AS n FROM property_items`),
    held: await count(`SELECT count(*) AS n FROM property_items WHERE holder_personnel_id IS NOT NULL`),
    documents: await count(`SELECT count(*) AS n FROM property_documents`),
    employees: EMPLOYEES,
    countOffice: {
      id: office[0].id,
      items: await count(
        `SELECT count(*) AS n FROM property_items i JOIN personnel p ON p.id = i.holder_personnel_id WHERE p.department_id = ${Number(office[0].id)}`,
      ),
    },
    seedSeconds: (performance.now() - started) / 1000,
  };
}
