import type { TViewGroup } from '@hris/contracts';

/** What each view group opens, in the words of the HR office, for the role editor. */
export const VIEW_DESCRIPTIONS: Record<TViewGroup, string> = {
  PDS: 'Own personal data sheet and records',
  EDATS: 'Own attendance, leave and requests',
  EDATSADMIN: 'Attendance and leave administration',
  EDATSDTRFACULTY: 'Faculty daily time records',
  EDATSDEPTHEAD: "Department head's approvals and OIC",
  EDATSOVPAA: 'Faculty make-up class overtime',
  ADMIN: 'System administration',
  RSP: 'Recruitment',
  JOBPOST: 'Job posts',
  JOBREQUEST: 'Requests to hire',
  HIREREQUEST: 'Hiring requests',
  COMMITTEE: 'Assessment committees',
  RAI: 'Report on appointments issued',
  APPLICANTS: 'Applicants',
  DPC: 'Department personnel committee',
  RSPMEMBER: 'Recruitment staff member',
  DTS: 'Document tracking',
  DTSADMIN: 'Document tracking of every office, and the document types',
  PERSONNELS: 'Personnel records',
  JO: 'Job orders',
  COE: 'Certificates of employment',
  OFFBOARDPERSONNEL: 'Offboarding',
  'PDS-CHECKING': 'Checking of personal data sheets',
  NOSINOSA: 'Salary adjustment and step increment notices',
  LD: 'Learning and development',
  LDDEVPLAN: 'Development plans',
  LDHEAD: 'Review of development plans',
  LDCOMSEC: 'L&D committee secretary',
  LDDPCSEC: 'Department committee secretary',
  LDADMIN: 'L&D administration',
  SETTINGS: 'Settings and the audit trail',
  USERS: 'Staff user accounts',
  ROLES: 'Roles and what they open',
  USERACCOUNTS: 'Applicant accounts',
  GENERALSETTINGS: 'Reference lists, departments, salary grades, approval chains',
  'PPTY-MR': 'Own property accountability',
  PROPERTYACCOUNT: 'Property accountability administration',
  PLANTILLA: 'Plantilla items, coverage and levels',
  PAYROLL: 'Payroll runs and register, remittances, deductions, fund sources and rate tables',
  DEFAULT: "Everyone's pages",
};

export function describeView(view: string): string | undefined {
  return (VIEW_DESCRIPTIONS as Record<string, string>)[view];
}
