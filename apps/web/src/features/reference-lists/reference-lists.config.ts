import type { TReferenceListAddress, TRouteGroup } from '@hris/contracts';

/** Shown in the form only, not as a column of the table (long or secondary details). */
type FormOnly = { formOnly?: boolean };

/** A column beyond the name that a list carries, and how its form asks for it. */
export type ExtraField = FormOnly &
  (
    | { kind: 'number'; field: string; label: string; min: number; max: number; description?: string }
    | { kind: 'choice'; field: string; label: string; options: readonly { value: string; label: string }[]; initial: string | null; placeholder?: string }
    | { kind: 'degree-level'; field: string; label: string }
    | { kind: 'boolean'; field: string; label: string; description?: string; initial?: boolean }
    | { kind: 'text'; field: string; label: string; maxLength: number; required?: boolean; description?: string }
  );

/** One reference list of SPEC.md §7, as the settings pages show it. */
export type ReferenceList = {
  /** Route of its page. */
  path: string;
  group: Extract<TRouteGroup, 'GENERALSETTINGS' | 'PLANTILLA'>;
  /** Heading of the page and of the list in the navigator, e.g. "Positions". */
  title: string;
  /** One entry, in a sentence: "Add a position". */
  singular: string;
  description: string;
  /** Where the list sits in the navigator. */
  section: string;
  /** Where the list lives; its answer's field, name field and whether it waits for approval are its contract's (REFERENCE_LIST_SHAPES). */
  api: TReferenceListAddress;
  nameLabel: string;
  extras?: readonly ExtraField[];
  /** Degrees carry their majors. */
  withMajors?: boolean;
  /** SPEC.md §5: a term longer than this is searched (degrees: 1). */
  searchMinLength?: number;
};

export const REFERENCE_LISTS: readonly ReferenceList[] = [
  {
    path: '/settings/positions',
    group: 'GENERALSETTINGS',
    title: 'Positions',
    singular: 'position',
    description: 'Position titles with their salary grade, for plantilla items, appointments and the personal data sheet.',
    section: 'Positions and status',
    api: '/api/positions',
    nameLabel: 'Position title',
    extras: [
      { kind: 'number', field: 'salary_grade', label: 'Salary grade', min: 1, max: 33, description: '1 to 33' },
      {
        kind: 'choice',
        field: 'kind',
        label: 'Kind',
        initial: 'staff',
        options: [
          { value: 'staff', label: 'Staff' },
          { value: 'faculty', label: 'Faculty' },
        ],
      },
    ],
  },
  {
    path: '/settings/personnel_status',
    group: 'GENERALSETTINGS',
    title: 'Personnel statuses',
    singular: 'personnel status',
    description: 'Employment statuses of personnel: permanent, temporary, contractual and the like.',
    section: 'Positions and status',
    api: '/api/personnel-statuses',
    nameLabel: 'Status',
  },
  {
    path: '/settings/lists/countries',
    group: 'GENERALSETTINGS',
    title: 'Countries',
    singular: 'country',
    description: 'Countries offered for citizenship and addresses in the personal data sheet.',
    section: 'Personal data',
    api: '/api/countries',
    nameLabel: 'Country',
  },
  {
    path: '/settings/lists/civil-status',
    group: 'GENERALSETTINGS',
    title: 'Civil statuses',
    singular: 'civil status',
    description: 'Civil statuses offered in the personal data sheet.',
    section: 'Personal data',
    api: '/api/civil-status',
    nameLabel: 'Civil status',
  },
  {
    path: '/settings/lists/blood-types',
    group: 'GENERALSETTINGS',
    title: 'Blood types',
    singular: 'blood type',
    description: 'Blood types offered in the personal data sheet.',
    section: 'Personal data',
    api: '/api/bloodtype',
    nameLabel: 'Blood type',
  },
  {
    path: '/settings/lists/degrees',
    group: 'GENERALSETTINGS',
    title: 'Degrees',
    singular: 'degree',
    description: 'Degrees and courses of the educational background, with their majors. Employees may propose new ones for approval.',
    section: 'Education and work',
    api: '/api/degree',
    nameLabel: 'Degree',
    extras: [{ kind: 'degree-level', field: 'level', label: 'Level' }],
    withMajors: true,
    searchMinLength: 1,
  },
  {
    path: '/settings/lists/schools',
    group: 'GENERALSETTINGS',
    title: 'Schools',
    singular: 'school',
    description: 'Schools of the educational background. Employees may propose new ones for approval.',
    section: 'Education and work',
    api: '/api/schools',
    nameLabel: 'School',
  },
  {
    path: '/settings/lists/companies',
    group: 'GENERALSETTINGS',
    title: 'Companies',
    singular: 'company',
    description: 'Employers of the work experience. Employees may propose new ones for approval.',
    section: 'Education and work',
    api: '/api/workcompany',
    nameLabel: 'Company',
  },
  {
    path: '/settings/lists/appointment-statuses',
    group: 'GENERALSETTINGS',
    title: 'Appointment statuses',
    singular: 'appointment status',
    description: 'Statuses of appointment; those marked for reclassification are offered when reclassifying or reappointing.',
    section: 'Appointments',
    api: '/api/astatus',
    nameLabel: 'Appointment status',
    extras: [{ kind: 'boolean', field: 'for_reclass', label: 'For reclassification', description: 'Offered when reclassifying or reappointing' }],
  },
  {
    path: '/settings/lists/appointment-natures',
    group: 'GENERALSETTINGS',
    title: 'Appointment natures',
    singular: 'appointment nature',
    description: 'Natures of appointment: original, promotion, transfer and the like.',
    section: 'Appointments',
    api: '/api/appointment-natures',
    nameLabel: 'Nature of appointment',
  },
  {
    path: '/settings/lists/appointment-plantilla',
    group: 'GENERALSETTINGS',
    title: 'Appointment plantilla',
    singular: 'appointment plantilla',
    description: 'Plantilla kinds an appointment is issued under.',
    section: 'Appointments',
    api: '/api/appointment-plantillas',
    nameLabel: 'Plantilla',
  },
  {
    path: '/settings/lists/mfos',
    group: 'GENERALSETTINGS',
    title: 'University MFOs',
    singular: 'MFO',
    description: 'Major final outputs of the university, for strategic performance management.',
    section: 'Performance',
    api: '/api/spmis/umfos',
    nameLabel: 'Major final output',
  },
  {
    path: '/settings/lists/leave-types',
    group: 'GENERALSETTINGS',
    title: 'Leave types',
    singular: 'leave type',
    description: 'The leave types of CS Form No. 6 with their limits; the leave module reads its rules from here.',
    section: 'Leave',
    api: '/api/leave-types',
    nameLabel: 'Leave type',
    extras: [
      { kind: 'text', field: 'code', label: 'Code', maxLength: 20, required: true, description: 'Short code, e.g. VL, SL, SPL' },
      { kind: 'text', field: 'legal_basis', label: 'Legal basis', maxLength: 200, formOnly: true },
      {
        kind: 'number',
        field: 'max_days',
        label: 'Limit',
        min: 0,
        max: 366,
        description: 'The most that may be taken, in the unit below; empty when there is no limit',
      },
      {
        kind: 'choice',
        field: 'unit',
        label: 'Counted in',
        formOnly: true,
        initial: 'days',
        options: [
          { value: 'days', label: 'Days' },
          { value: 'months', label: 'Months' },
        ],
      },
      {
        kind: 'choice',
        field: 'charged_to',
        label: 'Charged to',
        initial: null,
        placeholder: 'Nothing (a leave of its own)',
        options: [
          { value: 'VL', label: 'Vacation leave credits' },
          { value: 'SL', label: 'Sick leave credits' },
        ],
      },
      { kind: 'number', field: 'file_ahead_days', label: 'Days to file ahead', min: 0, max: 366, description: 'Except emergencies', formOnly: true },
      { kind: 'boolean', field: 'with_pay', label: 'With pay', initial: true },
      { kind: 'boolean', field: 'cumulative', label: 'Cumulative', description: 'Unused credits carry over to the next year', formOnly: true },
    ],
  },
  {
    path: '/settings/coverage',
    group: 'PLANTILLA',
    title: 'Coverage',
    singular: 'coverage',
    description: 'Coverages of plantilla items.',
    section: 'Plantilla',
    api: '/api/plantilla/coverages',
    nameLabel: 'Coverage',
  },
  {
    path: '/settings/level',
    group: 'PLANTILLA',
    title: 'Level',
    singular: 'level',
    description: 'Levels of plantilla items.',
    section: 'Plantilla',
    api: '/api/plantilla/levels',
    nameLabel: 'Level',
  },
];

export function referenceListAt(path: string): ReferenceList | undefined {
  return REFERENCE_LISTS.find((list) => list.path === path);
}

/** "a position", "an appointment status". */
export function withArticle(singular: string): string {
  // Acronyms read letter by letter ("an MFO") start with a vowel sound too.
  const vowelSound = /^[aeio]/i.test(singular) || /^un(?!i)/i.test(singular) || /^[AEFHILMNORSX][A-Z]/.test(singular);
  return vowelSound ? `an ${singular}` : `a ${singular}`;
}
