import { getTableName, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { VIEW_GROUPS, APPLICANT_ROLE } from '@hris/contracts';
import type { Database } from '../client';
import { appointmentNatures, appointmentPlantillas, appointmentStatuses, bloodTypes, campuses, civilStatuses, countries, degrees, departments, personnelStatuses, positions, roles, roleViews, schools, univMfos, workCompanies } from '../schema';
import * as lists from './reference-lists';

/** Campuses 1–5 (SPEC.md §9). Campus 1 is the main campus. */
export const CAMPUSES = [
  { id: 1, name: 'Main Campus', acronym: 'MC' },
  { id: 2, name: 'North Campus', acronym: 'NC' },
  { id: 3, name: 'South Campus', acronym: 'SC' },
  { id: 4, name: 'East Campus', acronym: 'EC' },
  { id: 5, name: 'West Campus', acronym: 'WC' },
];

/** The offices every install starts with; the settings issue widens the tree. */
export const CORE_DEPARTMENTS = [
  { fullname: 'Office of the University President', acronym: 'OUP', campusId: 1 },
  { fullname: 'Human Resource Management Office', acronym: 'HRMO', campusId: 1 },
  { fullname: 'Management Information System Unit', acronym: 'MIS', campusId: 1 },
  { fullname: 'College of Arts and Sciences', acronym: 'CAS', campusId: 1 },
  { fullname: 'College of Engineering', acronym: 'COE', campusId: 1 },
  { fullname: 'College of Education', acronym: 'CED', campusId: 1 },
  { fullname: 'Accounting Office', acronym: 'ACCTG', campusId: 1 },
  { fullname: 'Office of the Campus Director, North Campus', acronym: 'OCD-NC', campusId: 2 },
  { fullname: 'Office of the Campus Director, South Campus', acronym: 'OCD-SC', campusId: 3 },
  { fullname: 'Office of the Campus Director, East Campus', acronym: 'OCD-EC', campusId: 4 },
  { fullname: 'Office of the Campus Director, West Campus', acronym: 'OCD-WC', campusId: 5 },
];


/** Default roles and the views they open. */
export const DEFAULT_ROLES: Record<string, readonly string[]> = {
  Administrator: VIEW_GROUPS,
  'HR Office': ['PDS', 'EDATS', 'EDATSADMIN', 'PERSONNELS', 'JO', 'COE', 'OFFBOARDPERSONNEL', 'PDS-CHECKING', 'NOSINOSA', 'RSP', 'JOBPOST', 'JOBREQUEST', 'HIREREQUEST', 'COMMITTEE', 'RAI', 'APPLICANTS', 'SETTINGS', 'USERS', 'ROLES', 'USERACCOUNTS', 'GENERALSETTINGS'],
  'Department Head': ['EDATSDEPTHEAD', 'PDS', 'EDATS'],
  Employee: ['PDS', 'EDATS'],
  [APPLICANT_ROLE]: [],
};

/** Reference data every install needs. Idempotent: safe at every start. */
export async function seedReference(db: Database): Promise<void> {
  await db.insert(campuses).values(CAMPUSES).onConflictDoNothing();
  const haveDepartments = await db.select({ n: sql<number>`count(*)::int` }).from(departments);
  if ((haveDepartments[0]?.n ?? 0) === 0) await db.insert(departments).values(CORE_DEPARTMENTS);
  // Lists are seeded once, when empty: after that they belong to the HR office's settings pages.
  const seedOnce = async <T extends PgTable>(table: T, rows: T['$inferInsert'][]) => {
    const { rows: have } = await db.$client.query(`SELECT count(*)::int AS n FROM ${getTableName(table)}`);
    if (have[0].n === 0 && rows.length) await db.insert(table).values(rows);
  };
  await seedOnce(positions, lists.POSITIONS);
  await seedOnce(countries, lists.COUNTRIES.map((name) => ({ name })));
  await seedOnce(civilStatuses, lists.CIVIL_STATUSES.map((name) => ({ name })));
  await seedOnce(bloodTypes, lists.BLOOD_TYPES.map((name) => ({ name })));
  await seedOnce(appointmentStatuses, lists.APPOINTMENT_STATUSES);
  await seedOnce(appointmentNatures, lists.APPOINTMENT_NATURES.map((name) => ({ name })));
  await seedOnce(appointmentPlantillas, lists.APPOINTMENT_PLANTILLAS.map((name) => ({ name })));
  await seedOnce(personnelStatuses, lists.PERSONNEL_STATUSES.map((name) => ({ name })));
  await seedOnce(univMfos, lists.UNIV_MFOS.map((name) => ({ name })));
  await seedOnce(degrees, lists.DEGREES);
  await seedOnce(schools, lists.SCHOOLS.map((name) => ({ name })));
  await seedOnce(workCompanies, lists.COMPANIES.map((name) => ({ name })));
  for (const [name, views] of Object.entries(DEFAULT_ROLES)) {
    const [role] = await db.insert(roles).values({ name }).onConflictDoNothing().returning();
    // Only a role created now gets its default views: an administrator's later edits stand.
    if (role && views.length) await db.insert(roleViews).values(views.map((view) => ({ roleId: role.id, view }))).onConflictDoNothing();
  }
}
