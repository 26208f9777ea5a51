import { z } from 'zod';
import { DEGREE_LEVELS, ZId } from '@hris/contracts';
import type { LookupDefinition } from './lookup-definition';

// Every reference list of SPEC.md §7, with the answer field the client reads. Search thresholds
// follow SPEC.md §5: a term must be longer than 2 characters (degrees: longer than 1).

const MANAGE = ['SETTINGS', 'GENERALSETTINGS'] as const;
const base = { manageViews: MANAGE, searchMin: 2 } as const;

export const countries: LookupDefinition = { ...base, table: 'countries', nameColumn: 'name', nameField: 'name', label: 'country', field: 'countries' };
export const civilStatuses: LookupDefinition = {
  ...base,
  table: 'civil_statuses',
  nameColumn: 'name',
  nameField: 'name',
  label: 'civil status',
  field: 'civil_status',
};
export const bloodTypes: LookupDefinition = { ...base, table: 'blood_types', nameColumn: 'name', nameField: 'name', label: 'blood type', field: 'blood_types' };
export const degrees: LookupDefinition = {
  ...base,
  searchMin: 1,
  table: 'degrees',
  nameColumn: 'name',
  nameField: 'name',
  label: 'degree',
  field: 'degrees',
  approvable: true,
  extras: [
    { column: 'level', field: 'level', schema: z.enum(DEGREE_LEVELS, { error: 'The level must be one of the CS Form 212 levels.' }), answer: z.string() },
  ],
};
export const degreeMajors: LookupDefinition = {
  ...base,
  table: 'degree_majors',
  nameColumn: 'major',
  nameField: 'major',
  label: 'major',
  field: 'degree_majors',
  extras: [{ column: 'degree_id', field: 'degree_id', schema: ZId, answer: z.number().int(), filterParam: 'degreeId', references: 'degrees' }],
};
export const schools: LookupDefinition = {
  ...base,
  table: 'schools',
  nameColumn: 'name',
  nameField: 'name',
  label: 'school',
  field: 'schools',
  approvable: true,
};
export const workCompanies: LookupDefinition = {
  ...base,
  table: 'work_companies',
  nameColumn: 'name',
  nameField: 'name',
  label: 'company',
  field: 'work_companies',
  approvable: true,
};
export const appointmentStatuses: LookupDefinition = {
  ...base,
  table: 'appointment_statuses',
  nameColumn: 'name',
  nameField: 'name',
  label: 'appointment status',
  field: 'appointment_status',
  extras: [{ column: 'for_reclass', field: 'for_reclass', schema: z.boolean().default(false), answer: z.boolean() }],
};
export const appointmentNatures: LookupDefinition = {
  ...base,
  table: 'appointment_natures',
  nameColumn: 'name',
  nameField: 'name',
  label: 'appointment nature',
  field: 'appointment_nature',
};
export const appointmentPlantillas: LookupDefinition = {
  ...base,
  table: 'appointment_plantillas',
  nameColumn: 'name',
  nameField: 'name',
  label: 'appointment plantilla',
  field: 'appointment_plantilla',
};
export const personnelStatuses: LookupDefinition = {
  ...base,
  table: 'personnel_statuses',
  nameColumn: 'name',
  nameField: 'name',
  label: 'personnel status',
  field: 'personnel_status',
};
export const univMfos: LookupDefinition = { ...base, table: 'univ_mfos', nameColumn: 'fullname', nameField: 'fullname', label: 'MFO', field: 'univ_mfos' };

export const positions: LookupDefinition = {
  ...base,
  table: 'positions',
  nameColumn: 'name',
  nameField: 'name',
  label: 'position',
  field: 'positions',
  extras: [
    {
      column: 'salary_grade',
      field: 'salary_grade',
      schema: z
        .number({ error: 'The salary grade must be a number from 1 to 33.' })
        .int()
        .min(1, 'The salary grade must be from 1 to 33.')
        .max(33, 'The salary grade must be from 1 to 33.')
        .nullable()
        .optional(),
      answer: z.number().int().nullable(),
    },
    {
      column: 'kind',
      field: 'kind',
      schema: z.enum(['faculty', 'staff'], { error: 'The kind must be faculty or staff.' }).default('staff'),
      answer: z.string(),
    },
  ],
};

export const plantillaCoverages: LookupDefinition = {
  ...base,
  manageViews: ['SETTINGS', 'GENERALSETTINGS', 'PLANTILLA'],
  table: 'plantilla_coverages',
  nameColumn: 'name',
  nameField: 'name',
  label: 'coverage',
  field: 'coverages',
};
export const plantillaLevels: LookupDefinition = {
  ...base,
  manageViews: ['SETTINGS', 'GENERALSETTINGS', 'PLANTILLA'],
  table: 'plantilla_levels',
  nameColumn: 'name',
  nameField: 'name',
  label: 'level',
  field: 'levels',
};

const days = (label: string) =>
  z
    .number({ error: `The ${label} must be a whole number.` })
    .int()
    .min(0)
    .max(366)
    .nullable()
    .optional();
export const leaveTypes: LookupDefinition = {
  ...base,
  table: 'leave_types',
  nameColumn: 'name',
  nameField: 'name',
  label: 'leave type',
  field: 'leave_types',
  orderBy: 'id',
  extras: [
    { column: 'code', field: 'code', schema: z.string().trim().min(1, 'The code field is required.').max(20).toUpperCase(), answer: z.string() },
    { column: 'legal_basis', field: 'legal_basis', schema: z.string().trim().max(200).nullable().optional(), answer: z.string().nullable() },
    { column: 'max_days', field: 'max_days', schema: days('maximum'), answer: z.number().int().nullable() },
    { column: 'unit', field: 'unit', schema: z.enum(['days', 'months']).default('days'), answer: z.string() },
    { column: 'with_pay', field: 'with_pay', schema: z.boolean().default(true), answer: z.boolean() },
    { column: 'cumulative', field: 'cumulative', schema: z.boolean().default(false), answer: z.boolean() },
    { column: 'charged_to', field: 'charged_to', schema: z.enum(['VL', 'SL']).nullable().optional(), answer: z.string().nullable() },
    { column: 'file_ahead_days', field: 'file_ahead_days', schema: days('days to file ahead'), answer: z.number().int().nullable() },
  ],
};

/** Where each list lives (SPEC.md §7 spells some paths its own way; both readings are served where it gives two). */
export const LOOKUP_ROUTES: { def: LookupDefinition; paths: string[]; readOnly?: boolean }[] = [
  { def: countries, paths: ['/api/countries'] },
  { def: civilStatuses, paths: ['/api/civil-status'] },
  { def: bloodTypes, paths: ['/api/bloodtype', '/api/blood-types'] },
  { def: degrees, paths: ['/api/degree', '/api/degrees'] },
  { def: degreeMajors, paths: ['/api/degree-majors'] },
  { def: schools, paths: ['/api/schools'] },
  { def: workCompanies, paths: ['/api/workcompany'] },
  { def: appointmentStatuses, paths: ['/api/astatus'] },
  { def: appointmentNatures, paths: ['/api/appointment-natures'] },
  { def: appointmentPlantillas, paths: ['/api/appointment-plantillas'] },
  { def: personnelStatuses, paths: ['/api/personnel-statuses'] },
  { def: univMfos, paths: ['/api/spmis/umfos'] },
  { def: positions, paths: ['/api/positions'] },
  { def: plantillaCoverages, paths: ['/api/plantilla/coverages'] },
  { def: plantillaLevels, paths: ['/api/plantilla/levels'] },
  { def: leaveTypes, paths: ['/api/leave-types'] },
];
