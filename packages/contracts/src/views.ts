/**
 * View groups (SPEC.md §6). A role holds a list of these; every route and every
 * client route names the groups that may reach it.
 */
export const VIEW_GROUPS = [
  // Personal data sheet and attendance
  'PDS',
  'EDATS',
  'EDATSADMIN',
  'EDATSDTRFACULTY',
  'EDATSDEPTHEAD',
  'EDATSOVPAA',
  'ADMIN',
  // Recruitment
  'RSP',
  'JOBPOST',
  'JOBREQUEST',
  'HIREREQUEST',
  'COMMITTEE',
  'RAI',
  'APPLICANTS',
  'DPC',
  'RSPMEMBER',
  // Document tracking and personnel
  'DTS',
  /** Document tracking administrators (the records office): every office's views, the document types (issue 19). */
  'DTSADMIN',
  'PERSONNELS',
  'JO',
  'COE',
  'OFFBOARDPERSONNEL',
  'PDS-CHECKING',
  'NOSINOSA',
  // Learning and development
  'LD',
  'LDDEVPLAN',
  'LDHEAD',
  'LDCOMSEC',
  'LDDPCSEC',
  'LDADMIN',
  // Settings
  'SETTINGS',
  'USERS',
  'ROLES',
  'USERACCOUNTS',
  'GENERALSETTINGS',
  // Property, plantilla
  'PPTY-MR',
  'PROPERTYACCOUNT',
  'PLANTILLA',
  /** Payroll (issue 21): runs, the register, remittances, fund sources, the deductions HR keeps. */
  'PAYROLL',
  /** Feedback administrators (issue 24): the module list, every user's feedback and its answer. */
  'FEEDBACK',
  /** Memorandum circulars (issue 24): issuing them and seeing who has read them (the HR office, the administration). */
  'MEMORANDA',
  /** Performance management (issue 24): each employee's IPCR; heads rate theirs through the chain. */
  'SPMS',
  /** SPMIS Admin (issue 24): rating periods, success indicators, the rating scale, every office's DPCR/OPCR. */
  'SPMSADMIN',
  /** COVID vaccination (issue 24): each employee's own doses and card; heads see their office's counts. */
  'COVID',
  /** HR's health officers (issue 24): verify records, every person's status, analytics, reports, the vaccine brands. */
  'COVIDHEALTH',
  /** Department Header, Unit Header (issue 24): the header an office prints on its documents. */
  'DEPTHEADER',
  'DEFAULT',
] as const;

export type TViewGroup = (typeof VIEW_GROUPS)[number];

/** Groups every signed-in user may see whatever their roles (SPEC.md §2). */
export const DEFAULT_VIEWS = ['OTHERS', 'DASHBOARD', 'LOGIN', '404', 'DEFAULT', 'FORGOT_PASSWORD', 'VERIFY_TOKEN'] as const;
export type TDefaultView = (typeof DEFAULT_VIEWS)[number];

/** Route groups: a view group or one of the default groups. */
export type TRouteGroup = TViewGroup | TDefaultView;

/** The view groups grouped by module, for the role editor and the docs. */
export const VIEW_GROUPS_BY_MODULE: Record<string, readonly TViewGroup[]> = {
  'Personal data and attendance': ['PDS', 'EDATS', 'EDATSADMIN', 'EDATSDTRFACULTY', 'EDATSDEPTHEAD', 'EDATSOVPAA', 'ADMIN'],
  Recruitment: ['RSP', 'JOBPOST', 'JOBREQUEST', 'HIREREQUEST', 'COMMITTEE', 'RAI', 'APPLICANTS', 'DPC', 'RSPMEMBER'],
  'Document tracking and personnel': ['DTS', 'PERSONNELS', 'JO', 'COE', 'OFFBOARDPERSONNEL', 'PDS-CHECKING', 'NOSINOSA'],
  'Learning and development': ['LD', 'LDDEVPLAN', 'LDHEAD', 'LDCOMSEC', 'LDDPCSEC', 'LDADMIN'],
  Settings: ['SETTINGS', 'USERS', 'ROLES', 'USERACCOUNTS', 'GENERALSETTINGS'],
  'Property and plantilla': ['PPTY-MR', 'PROPERTYACCOUNT', 'PLANTILLA', 'DEFAULT'],
  Payroll: ['PAYROLL'],
  Feedback: ['FEEDBACK'],
  'Memorandum circulars': ['MEMORANDA'],
  'Performance management': ['SPMS', 'SPMSADMIN'],
  'COVID vaccination': ['COVID', 'COVIDHEALTH'],
  'Department header': ['DEPTHEADER'],
};

/** The role that self-registered job applicants hold. */
export const APPLICANT_ROLE = 'applicant';

/** True when the user's only role is the applicant role (SPEC.md §6). */
export function isApplicantOnly(roleNames: readonly string[]): boolean {
  return roleNames.length === 1 && roleNames[0] === APPLICANT_ROLE;
}

/** True when a route group is reachable with these allowed views (SPEC.md §6 route guard). */
export function canSeeGroup(group: string, allowedViews: readonly string[]): boolean {
  if ((DEFAULT_VIEWS as readonly string[]).includes(group)) return true;
  return allowedViews.includes(group);
}
