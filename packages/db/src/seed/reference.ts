import { sql } from 'drizzle-orm';
import { VIEW_GROUPS, APPLICANT_ROLE } from '@hris/contracts';
import type { Database } from '../client';
import { campuses, departments, positions, roles, roleViews } from '../schema';

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

export const CORE_POSITIONS = [
  { name: 'Administrative Officer V', kind: 'staff' },
  { name: 'Administrative Officer IV', kind: 'staff' },
  { name: 'Administrative Assistant II', kind: 'staff' },
  { name: 'Information Technology Officer I', kind: 'staff' },
  { name: 'Instructor I', kind: 'faculty' },
  { name: 'Assistant Professor I', kind: 'faculty' },
  { name: 'Associate Professor I', kind: 'faculty' },
  { name: 'Professor I', kind: 'faculty' },
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
  const havePositions = await db.select({ n: sql<number>`count(*)::int` }).from(positions);
  if ((havePositions[0]?.n ?? 0) === 0) await db.insert(positions).values(CORE_POSITIONS);
  for (const [name, views] of Object.entries(DEFAULT_ROLES)) {
    const [role] = await db.insert(roles).values({ name }).onConflictDoNothing().returning();
    // Only a role created now gets its default views: an administrator's later edits stand.
    if (role && views.length) await db.insert(roleViews).values(views.map((view) => ({ roleId: role.id, view }))).onConflictDoNothing();
  }
}
