import { eq, getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { VIEW_GROUPS, APPLICANT_ROLE, PROCESSING_CLASSES, REQUEST_TYPES, DEFAULT_WORK_SCHEDULE, computableHolidays } from '@hris/contracts';
import type { Database } from '../client';
import {
  dtsDocumentTypes,
  feedbackModules,
  workSchedules,
  leaveTypes,
  approvalChains,
  approvalChainSteps,
  plantillaCoverages,
  plantillaLevels,
  appointmentNatures,
  appointmentPlantillas,
  appointmentStatuses,
  bloodTypes,
  campuses,
  civilStatuses,
  countries,
  degrees,
  departments,
  personnelStatuses,
  positions,
  roles,
  roleViews,
  schools,
  univMfos,
  workCompanies,
} from '../schema';
import * as lists from './reference-lists';
import { SALARY_TRANCHES, type SalaryTranche } from './salary-schedule';

/** Campuses 1–5 (SPEC.md §9). Campus 1 is the main campus. */
export const CAMPUSES = [
  { id: 1, name: 'Main Campus', acronym: 'MC' },
  { id: 2, name: 'North Campus', acronym: 'NC' },
  { id: 3, name: 'South Campus', acronym: 'SC' },
  { id: 4, name: 'East Campus', acronym: 'EC' },
  { id: 5, name: 'West Campus', acronym: 'WC' },
];

type DepartmentSeed = { fullname: string; acronym: string; campusId: number; units?: Omit<DepartmentSeed, 'campusId'>[] };

/** A state university's offices and colleges, with their units. */
export const DEPARTMENT_TREE: DepartmentSeed[] = [
  {
    fullname: 'Office of the University President',
    acronym: 'OUP',
    campusId: 1,
    units: [
      { fullname: 'Office of the Board Secretary', acronym: 'OBS' },
      { fullname: 'Internal Audit Services', acronym: 'IAS' },
      { fullname: 'Planning and Development Office', acronym: 'PDO' },
    ],
  },
  {
    fullname: 'Office of the Vice President for Academic Affairs',
    acronym: 'OVPAA',
    campusId: 1,
    units: [
      { fullname: 'Office of the University Registrar', acronym: 'OUR' },
      { fullname: 'University Library', acronym: 'LIB' },
      { fullname: 'Office of Student Affairs and Services', acronym: 'OSAS' },
    ],
  },
  {
    fullname: 'Office of the Vice President for Administration and Finance',
    acronym: 'OVPAF',
    campusId: 1,
    units: [
      { fullname: 'Human Resource Management Office', acronym: 'HRMO' },
      { fullname: 'Accounting Office', acronym: 'ACCTG' },
      { fullname: 'Budget Office', acronym: 'BUDGET' },
      { fullname: 'Cashiering Office', acronym: 'CASH' },
      { fullname: 'Supply and Property Management Office', acronym: 'SPMO' },
      { fullname: 'Records Management Office', acronym: 'RMO' },
      { fullname: 'Management Information System Unit', acronym: 'MIS' },
    ],
  },
  {
    fullname: 'Office of the Vice President for Research, Extension and Innovation',
    acronym: 'OVPREI',
    campusId: 1,
    units: [
      { fullname: 'Research and Development Office', acronym: 'RDO' },
      { fullname: 'Extension Services Office', acronym: 'ESO' },
    ],
  },
  {
    fullname: 'College of Arts and Sciences',
    acronym: 'CAS',
    campusId: 1,
    units: [
      { fullname: 'Department of Languages and Literature', acronym: 'CAS-DLL' },
      { fullname: 'Department of Mathematics and Physical Sciences', acronym: 'CAS-DMPS' },
      { fullname: 'Department of Social Sciences', acronym: 'CAS-DSS' },
    ],
  },
  {
    fullname: 'College of Engineering',
    acronym: 'COE',
    campusId: 1,
    units: [
      { fullname: 'Department of Civil Engineering', acronym: 'COE-CE' },
      { fullname: 'Department of Electrical Engineering', acronym: 'COE-EE' },
    ],
  },
  { fullname: 'College of Education', acronym: 'CED', campusId: 1 },
  { fullname: 'College of Business and Accountancy', acronym: 'CBA', campusId: 1 },
  { fullname: 'College of Computing Studies', acronym: 'CCS', campusId: 1 },
  { fullname: 'College of Nursing', acronym: 'CON', campusId: 1 },
  { fullname: 'Graduate School', acronym: 'GS', campusId: 1 },
  ...[2, 3, 4, 5].flatMap((campusId) => {
    const c = ['North', 'South', 'East', 'West'][campusId - 2]!;
    const a = `${c.charAt(0)}C`;
    return [
      {
        fullname: `Office of the Campus Director, ${c} Campus`,
        acronym: `OCD-${a}`,
        campusId,
        units: [{ fullname: `Administrative Office, ${c} Campus`, acronym: `ADMIN-${a}` }],
      },
      { fullname: `College of Agriculture, ${c} Campus`, acronym: `CA-${a}`, campusId },
      { fullname: `College of Teacher Education, ${c} Campus`, acronym: `CTE-${a}`, campusId },
    ];
  }),
];

/** Default roles and the views they open. */
export const DEFAULT_ROLES: Record<string, readonly string[]> = {
  Administrator: VIEW_GROUPS,
  'HR Office': [
    'PDS',
    'EDATS',
    'DTS',
    'EDATSADMIN',
    'PERSONNELS',
    'JO',
    'COE',
    'OFFBOARDPERSONNEL',
    'PDS-CHECKING',
    'NOSINOSA',
    'RSP',
    'JOBPOST',
    'JOBREQUEST',
    'HIREREQUEST',
    'COMMITTEE',
    'RAI',
    'APPLICANTS',
    'PLANTILLA',
    'PAYROLL',
    'LD',
    'LDADMIN',
    'PPTY-MR',
    'SETTINGS',
    'USERS',
    'ROLES',
    'USERACCOUNTS',
    'GENERALSETTINGS',
    'MEMORANDA',
    'SPMS',
    'SPMSADMIN',
    'COVID',
    'DEPTHEADER',
  ],
  'Department Head': ['EDATSDEPTHEAD', 'PDS', 'EDATS', 'HIREREQUEST', 'DTS', 'LD', 'LDHEAD', 'PPTY-MR', 'SPMS', 'COVID', 'DEPTHEADER'],
  /** The Vice President for Academic Affairs' office: faculty make-up classes and faculty DTRs. */
  'VPAA Office': ['EDATSOVPAA', 'EDATSDTRFACULTY', 'PDS', 'EDATS', 'LD', 'PPTY-MR', 'SPMS', 'COVID'],
  /** Everyone files and receives documents for their office (document tracking). */
  Employee: ['PDS', 'EDATS', 'DTS', 'LD', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The accounting office: certifies a payroll's funds and deductions (the payroll chain's second step) and reads the payroll. */
  'Accounting Office': ['PDS', 'EDATS', 'DTS', 'PAYROLL', 'LD', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The department personnel committee: reviews its department's development plans after the head (issue 22). */
  'Department Personnel Committee': ['PDS', 'EDATS', 'DTS', 'LD', 'LDDPCSEC', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The L&D committees (and their secretariat): approve the development plans of faculty, or of administrative staff. */
  'Faculty L&D Committee': ['PDS', 'EDATS', 'DTS', 'LD', 'LDCOMSEC', 'PPTY-MR', 'SPMS', 'COVID'],
  'Administrative L&D Committee': ['PDS', 'EDATS', 'DTS', 'LD', 'LDCOMSEC', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The scholarship committee: deliberates on scholarship applications (each member votes) and decides them. */
  'Scholarship Committee': ['PDS', 'EDATS', 'DTS', 'LD', 'LDCOMSEC', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The head of agency (the University President's office): decides what the rules reserve to it, e.g. Sec. 23 monetization. */
  'Office of the President': ['PDS', 'EDATS', 'LD', 'PPTY-MR', 'SPMS', 'COVID'],
  /** The supply and property office: keeps the property register and issues PARs and ICSs (issue 23). */
  'Supply and Property Office': ['PDS', 'EDATS', 'DTS', 'LD', 'PPTY-MR', 'PROPERTYACCOUNT', 'SPMS', 'COVID'],
  /** The performance management team (PMT, CSC MC No. 6 s. 2012): calibrates the ratings heads give (the ipcr chain's second step) and keeps SPMS. */
  'Performance Management Team': ['PDS', 'EDATS', 'DTS', 'LD', 'PPTY-MR', 'SPMS', 'SPMSADMIN', 'COVID'],
  /** HR's health officers: the vaccination records of every employee (sensitive personal information, RA 10173). */
  'Health Officer': ['PDS', 'EDATS', 'DTS', 'LD', 'PPTY-MR', 'SPMS', 'COVID', 'COVIDHEALTH'],
  [APPLICANT_ROLE]: [],
};

/** Reference data every install needs. Idempotent: safe at every start. `today` is the Manila date (tests set it). */
export async function seedReference(db: Database, today = manilaToday()): Promise<void> {
  await db.insert(campuses).values(CAMPUSES).onConflictDoNothing();
  const haveDepartments = await db.select({ n: sql<number>`count(*)::int` }).from(departments);
  if ((haveDepartments[0]?.n ?? 0) === 0) {
    for (const office of DEPARTMENT_TREE) {
      const [parent] = await db.insert(departments).values({ fullname: office.fullname, acronym: office.acronym, campusId: office.campusId }).returning();
      if (office.units?.length) {
        await db
          .insert(departments)
          .values(office.units.map((u) => ({ fullname: u.fullname, acronym: u.acronym, campusId: office.campusId, parentId: parent!.id })));
      }
    }
  }
  // Lists are seeded once, when empty: after that they belong to the HR office's settings pages.
  const seedOnce = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
    const { rows: have } = await db.$client.query(`SELECT count(*)::int AS n FROM ${getTableName(table)}`);
    if (have[0].n === 0 && rows.length) await db.insert(table).values(rows);
  };
  await seedOnce(positions, lists.POSITIONS);
  await seedOnce(
    countries,
    lists.COUNTRIES.map((name) => ({ name })),
  );
  await seedOnce(
    civilStatuses,
    lists.CIVIL_STATUSES.map((name) => ({ name })),
  );
  await seedOnce(
    bloodTypes,
    lists.BLOOD_TYPES.map((name) => ({ name })),
  );
  await seedOnce(appointmentStatuses, lists.APPOINTMENT_STATUSES);
  // The common documents of a university, each with its RA 11032 class (document tracking, issue 19).
  await seedOnce(
    dtsDocumentTypes,
    lists.DTS_DOCUMENT_TYPES.map(([name, processingClass]) => ({ name, processingClass, workingDays: PROCESSING_CLASSES[processingClass].working_days })),
  );
  await seedOnce(
    appointmentNatures,
    lists.APPOINTMENT_NATURES.map((name) => ({ name })),
  );
  await seedOnce(
    appointmentPlantillas,
    lists.APPOINTMENT_PLANTILLAS.map((name) => ({ name })),
  );
  await seedOnce(
    personnelStatuses,
    lists.PERSONNEL_STATUSES.map((name) => ({ name })),
  );
  await seedOnce(
    univMfos,
    lists.UNIV_MFOS.map((name) => ({ name })),
  );
  await seedOnce(degrees, lists.DEGREES);
  await seedOnce(
    schools,
    lists.SCHOOLS.map((name) => ({ name })),
  );
  await seedOnce(
    workCompanies,
    lists.COMPANIES.map((name) => ({ name })),
  );
  await seedOnce(
    plantillaLevels,
    lists.PLANTILLA_LEVELS.map((name) => ({ name })),
  );
  await seedOnce(
    plantillaCoverages,
    lists.PLANTILLA_COVERAGES.map((name) => ({ name })),
  );
  await seedOnce(leaveTypes, lists.LEAVE_TYPES);
  // The product's modules users send feedback on (issue 24); the administrators keep the list at /feedback/modules.
  await seedOnce(
    feedbackModules,
    lists.FEEDBACK_MODULES.map((name, i) => ({ name, position: i + 1 })),
  );
  // Everyone without a schedule of their own follows this one (issue 5: 08:00–12:00, 13:00–17:00, Monday to Friday).
  await seedOnce(workSchedules, [
    { name: 'Regular (8:00–12:00, 1:00–5:00, Monday to Friday)', kind: 'fixed', definition: DEFAULT_WORK_SCHEDULE, isDefault: true },
  ]);
  // The law's salary tranches, each on a date that has no schedule yet: a database seeded before a
  // tranche was added here gets it at its next start, and a date the HR office entered stays theirs.
  for (const tranche of SALARY_TRANCHES) await seedSalaryTranche(db, tranche);
  await seedDefaultChains(db);
  await seedSelectionBoards(db);
  await seedFundSources(db);
  for (const [name, views] of Object.entries(DEFAULT_ROLES)) {
    const [role] = await db.insert(roles).values({ name }).onConflictDoNothing().returning();
    // Only a role created now gets its default views: an administrator's later edits stand.
    if (role && views.length)
      await db
        .insert(roleViews)
        .values(views.map((view) => ({ roleId: role.id, view })))
        .onConflictDoNothing();
  }
  // This year's and next year's holidays are there from the first start; the API's yearly job adds the next ones.
  const year = Number(today.slice(0, 4));
  for (const y of [year, year + 1]) await seedComputableHolidays(db, y);
}

/**
 * Adds a salary tranche (pesos, stored in centavos) unless its effective date already has a schedule,
 * in one statement: the whole table lands or none of it. Instances starting together insert it once
 * (the unique grade, step and date makes the later one insert nothing).
 */
async function seedSalaryTranche(db: Database, tranche: SalaryTranche): Promise<void> {
  const cells = tranche.pesos.flatMap((steps, i) => steps.map((pesos, j) => ({ grade: i + 1, step: j + 1, amount: pesos * 100 })));
  await db.$client.query(
    `INSERT INTO salary_schedule (grade, step, amount, effective_date, tranche)
     SELECT c.grade, c.step, c.amount, $1::date, $2
       FROM unnest($3::int[], $4::int[], $5::int[]) AS c(grade, step, amount)
      WHERE NOT EXISTS (SELECT 1 FROM salary_schedule WHERE effective_date = $1::date)
     ON CONFLICT (grade, step, effective_date) DO NOTHING`,
    [tranche.effectiveDate, tranche.tranche, cells.map((c) => c.grade), cells.map((c) => c.step), cells.map((c) => c.amount)],
  );
}

/** Today's calendar date in Manila (UTC+8 all year, no DST). */
const manilaToday = () => new Date(Date.now() + 8 * 3_600_000).toISOString().slice(0, 10);

/** The system_settings row holding the last year whose computable holidays were seeded (a number). */
export const HOLIDAYS_SEEDED_THROUGH = 'holidays_seeded_through';

async function seededThrough(q: Pick<Database['$client'], 'query'>, lock = ''): Promise<number> {
  const { rows } = await q.query(`SELECT value FROM system_settings WHERE key = $1 ${lock}`, [HOLIDAYS_SEEDED_THROUGH]);
  return Number(rows[0]?.value ?? 0);
}

/** The last year whose computable holidays were seeded (0: none yet). */
export const holidaysSeededThrough = (db: Database) => seededThrough(db.$client);

/**
 * Seeds the national, whole-day holidays the law alone determines for `year`, once: a year at or before
 * the record in system_settings is never seeded again, so a holiday HR deleted or moved (a proclamation
 * moving Araw ng Kagitingan, say) stays as HR left it. A date that already has a national holiday, or a
 * holiday HR already entered under the same name that year (on another date), is left alone. Holidays
 * that share a date (Maundy Thursday on 9 April, as in 2020) become one, since a date has one national holiday.
 * Answers whether the year was seeded now. Years are seeded in order, so a year skipped while no instance
 * ran (a past one) is not filled in later.
 */
export async function seedComputableHolidays(db: Database, year: number): Promise<boolean> {
  // Nearly every call (every start, every hourly run) finds the year done: answer that without a transaction.
  if ((await seededThrough(db.$client)) >= year) return false;
  const client = await db.$client.connect();
  try {
    await client.query('BEGIN');
    // The record's row exists before it is locked: instances starting together wait on it, and one seeds.
    await client.query(`INSERT INTO system_settings (key, value) VALUES ($1, 'null'::jsonb) ON CONFLICT (key) DO NOTHING`, [HOLIDAYS_SEEDED_THROUGH]);
    if ((await seededThrough(client, 'FOR UPDATE')) >= year) {
      await client.query('COMMIT');
      return false;
    }
    const { rows: have } = await client.query(
      `SELECT date::text AS date, lower(name) AS name FROM holidays WHERE campus_id IS NULL AND date BETWEEN $1::date AND $2::date`,
      [`${year}-01-01`, `${year}-12-31`],
    );
    const takenDates = new Set(have.map((h: { date: string }) => h.date));
    const takenNames = new Set(have.map((h: { name: string }) => h.name));
    const byDate = new Map<string, string[]>();
    for (const h of computableHolidays(year)) {
      if (takenDates.has(h.date) || takenNames.has(h.name.toLowerCase())) continue;
      byDate.set(h.date, [...(byDate.get(h.date) ?? []), h.name]);
    }
    for (const [date, names] of byDate) {
      await client.query(`INSERT INTO holidays (date, name, campus_id, part) VALUES ($1, $2, NULL, 'whole')`, [date, names.join(' and ')]);
    }
    await client.query(`UPDATE system_settings SET value = $2::jsonb, updated_at = now() WHERE key = $1`, [HOLIDAYS_SEEDED_THROUGH, JSON.stringify(year)]);
    await client.query('COMMIT');
    return true;
  } catch (err) {
    await client.query('ROLLBACK');
    throw err;
  } finally {
    client.release();
  }
}

/**
 * Every request type starts with a university-wide chain: the requester's department head
 * recommends, the HR office approves (make-up classes: the VPAA's office). A type added later gets
 * its chain at the next start; HR edits them in Settings → Approval Requests and edits stand.
 */
async function seedDefaultChains(db: Database) {
  const { rows } = await db.$client.query(`SELECT DISTINCT request_type FROM approval_chains`);
  const have = new Set(rows.map((r: { request_type: string }) => r.request_type));
  const missing = Object.entries(REQUEST_TYPES).filter(([type]) => !have.has(type));
  if (!missing.length) return;
  const roleIdOf = async (name: string) => {
    const [created] = await db.insert(roles).values({ name }).onConflictDoNothing().returning();
    if (created) await db.insert(roleViews).values(DEFAULT_ROLES[name]!.map((view) => ({ roleId: created.id, view })));
    return created?.id ?? (await db.select().from(roles).where(eq(roles.name, name)))[0]!.id;
  };
  for (const [type, label] of missing) {
    const finalRoleId = await roleIdOf(type === 'makeup_class' ? 'VPAA Office' : 'HR Office');
    const [chain] = await db
      .insert(approvalChains)
      .values({ requestType: type, name: `${label} (university-wide)` })
      .returning();
    // Leave (CS Form No. 6): the head recommends, HR certifies the leave credits, the approving official (the head of
    // agency: the Office of the President) decides the days with and without pay. Nobody acts on two steps of one
    // request (issue 36), so no default chain names one role at two steps.
    const steps =
      type === 'development_plan_faculty' || type === 'development_plan_administrative'
        ? [
            // The immediate head reviews, the department personnel committee, then the L&D committee of the person's kind.
            { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Reviewed by the immediate head' },
            {
              chainId: chain!.id,
              position: 2,
              actorKind: 'role',
              roleId: await roleIdOf('Department Personnel Committee'),
              label: 'Recommended by the department personnel committee',
            },
            {
              chainId: chain!.id,
              position: 3,
              actorKind: 'role',
              roleId: await roleIdOf(type === 'development_plan_faculty' ? 'Faculty L&D Committee' : 'Administrative L&D Committee'),
              label: 'Approved by the L&D committee',
            },
          ]
        : type === 'ipcr'
          ? [
              // CSC MC No. 6 s. 2012: the immediate head rates, the performance management team calibrates, the head of
              // agency approves the final rating.
              { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Rated by the immediate head' },
              {
                chainId: chain!.id,
                position: 2,
                actorKind: 'role',
                roleId: await roleIdOf('Performance Management Team'),
                label: 'Calibrated by the performance management team',
              },
              {
                chainId: chain!.id,
                position: 3,
                actorKind: 'role',
                roleId: await roleIdOf('Office of the President'),
                label: 'Approved by the head of agency',
              },
            ]
          : type === 'office_connection'
            ? [
                // Decided by the head of the office asked for (the request names that office as its department).
                { chainId: chain!.id, position: 1, actorKind: 'department_head', label: "Decided by the office's head" },
              ]
            : type === 'scholarship'
              ? [
                  // The immediate head recommends; the scholarship committee decides after its members' votes (issue 22).
                  { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Recommended by the immediate head' },
                  {
                    chainId: chain!.id,
                    position: 2,
                    actorKind: 'role',
                    roleId: await roleIdOf('Scholarship Committee'),
                    label: 'Decided by the scholarship committee',
                  },
                ]
              : type === 'payroll'
                ? [
                    // HR prepared and reviewed the run (filing it is HR's review); accounting certifies the funds and the
                    // deductions, the approving official approves the payment (COA's General Payroll: boxes A–D).
                    {
                      chainId: chain!.id,
                      position: 1,
                      actorKind: 'role',
                      roleId: await roleIdOf('Accounting Office'),
                      label: 'Certified: funds available, deductions supported (accounting)',
                    },
                    { chainId: chain!.id, position: 2, actorKind: 'role', roleId: await roleIdOf('Office of the President'), label: 'Approved for payment' },
                  ]
                : type === 'request_to_hire'
                  ? [
                      // Heads are the ones who ask to hire: HRMO checks the request against the plantilla, the appointing
                      // authority (the president of an SUC, the head of agency) decides; not the office that checked it (issue 36).
                      { chainId: chain!.id, position: 1, actorKind: 'role', roleId: finalRoleId, label: 'Checked against the plantilla (HRMO)' },
                      { chainId: chain!.id, position: 2, actorKind: 'role', roleId: await roleIdOf('Office of the President'), label: 'Approved' },
                    ]
                  : type === 'leave_monetization'
                    ? [
                        // Sec. 23, Omnibus Rules on Leave: monetization of 50% or more is decided by the head of agency.
                        { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Recommending approval' },
                        { chainId: chain!.id, position: 2, actorKind: 'role', roleId: finalRoleId, label: 'Certification of leave credits' },
                        {
                          chainId: chain!.id,
                          position: 3,
                          actorKind: 'role',
                          roleId: await roleIdOf('Office of the President'),
                          label: 'Approved by the head of agency',
                        },
                      ]
                    : type === 'leave'
                      ? [
                          { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Recommending approval' },
                          { chainId: chain!.id, position: 2, actorKind: 'role', roleId: finalRoleId, label: 'Certification of leave credits' },
                          // 7.C/7.D are the authorized official's: the head of agency, not the HR office that certified 7.A (issue 36).
                          {
                            chainId: chain!.id,
                            position: 3,
                            actorKind: 'role',
                            roleId: await roleIdOf('Office of the President'),
                            label: 'Approved for (days with pay / without pay)',
                          },
                        ]
                      : [
                          { chainId: chain!.id, position: 1, actorKind: 'department_head', label: 'Recommending approval' },
                          { chainId: chain!.id, position: 2, actorKind: 'role', roleId: finalRoleId, label: 'Approved' },
                        ];
    await db.insert(approvalChainSteps).values(steps);
  }
}

/**
 * The funds an SUC charges its casuals to (issue 21): the Regular Agency Fund (Fund 101, from the GAA) and the
 * Internally Generated Income (Fund 164). Seeded into an empty table only; HR adds projects with their dates and
 * ceilings on /payroll/casual_fund_source.
 */
async function seedFundSources(db: Database) {
  await db.$client.query(
    `INSERT INTO fund_sources (code, name) SELECT * FROM (VALUES ('101', 'Regular Agency Fund'), ('164', 'Internally Generated Income')) v
      WHERE NOT EXISTS (SELECT 1 FROM fund_sources)`,
  );
}

/**
 * The two selection boards with the criteria and weights an SUC commonly uses (education, training,
 * experience, performance, potential, interview: 100 in all). Seeded once; HR edits them in RSP → Committees.
 */
async function seedSelectionBoards(db: Database) {
  const { rows } = await db.$client.query(`SELECT count(*)::int AS n FROM selection_boards`);
  if (rows[0].n > 0) return;
  const criteria: [string, number][] = [
    ['Education', 20],
    ['Training', 10],
    ['Experience', 20],
    ['Performance', 20],
    ['Potential', 15],
    ['Interview', 15],
  ];
  for (const [kind, name] of [
    ['NAPB', 'Non-Academic Personnel Selection Board'],
    ['APB', 'Academic Personnel Selection Board'],
  ] as const) {
    const { rows: board } = await db.$client.query(`INSERT INTO selection_boards (kind, name) VALUES ($1, $2) RETURNING id`, [kind, name]);
    for (const [i, [criterion, weight]] of criteria.entries()) {
      await db.$client.query(`INSERT INTO board_criteria (board_id, name, weight, max_score, position) VALUES ($1, $2, $3, 100, $4)`, [
        board[0].id,
        criterion,
        weight,
        i + 1,
      ]);
    }
  }
}
