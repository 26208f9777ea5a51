import { REFERENCE_LIST_ADDRESSES, REFERENCE_LIST_SHAPES, type ReferenceListShape, type TReferenceListAddress, type TViewGroup } from '@hris/contracts';
import type { LookupDefinition } from './lookup-definition';

// Every reference list of SPEC.md §7: its fields and their schemas are the contracts' (REFERENCE_LIST_SHAPES, which the
// route table and the settings pages read too); here is where each lives. Search thresholds follow SPEC.md §5: a term
// must be longer than 2 characters (degrees: longer than 1).

const MANAGE = ['SETTINGS', 'GENERALSETTINGS'] as const;

type Storage = {
  table: string;
  nameColumn?: string;
  /** An extra field's column when it is not named like the field, or the table its id refers to. */
  columns?: Record<string, { column?: string; references?: string }>;
  manageViews?: readonly TViewGroup[];
  searchMin?: number;
  orderBy?: string;
};

function definitionOf(list: ReferenceListShape, storage: Storage): LookupDefinition {
  return {
    ...list,
    table: storage.table,
    nameColumn: storage.nameColumn ?? list.nameField,
    manageViews: storage.manageViews ?? MANAGE,
    searchMin: storage.searchMin ?? 2,
    ...(storage.orderBy ? { orderBy: storage.orderBy } : {}),
    extras: (list.extras ?? []).map((extra) => ({
      ...extra,
      column: storage.columns?.[extra.field]?.column ?? extra.field,
      references: storage.columns?.[extra.field]?.references,
    })),
  };
}

const PLANTILLA = ['SETTINGS', 'GENERALSETTINGS', 'PLANTILLA'] as const;
const L = REFERENCE_LIST_SHAPES;
export const countries = definitionOf(L.countries, { table: 'countries' });
export const civilStatuses = definitionOf(L.civilStatuses, { table: 'civil_statuses' });
export const bloodTypes = definitionOf(L.bloodTypes, { table: 'blood_types' });
export const degrees = definitionOf(L.degrees, { table: 'degrees', searchMin: 1 });
export const degreeMajors = definitionOf(L.degreeMajors, { table: 'degree_majors', columns: { degree_id: { references: 'degrees' } } });
export const schools = definitionOf(L.schools, { table: 'schools' });
export const workCompanies = definitionOf(L.workCompanies, { table: 'work_companies' });
export const appointmentStatuses = definitionOf(L.appointmentStatuses, { table: 'appointment_statuses' });
export const appointmentNatures = definitionOf(L.appointmentNatures, { table: 'appointment_natures' });
export const appointmentPlantillas = definitionOf(L.appointmentPlantillas, { table: 'appointment_plantillas' });
export const personnelStatuses = definitionOf(L.personnelStatuses, { table: 'personnel_statuses' });
export const univMfos = definitionOf(L.univMfos, { table: 'univ_mfos' });
export const positions = definitionOf(L.positions, { table: 'positions' });
export const plantillaCoverages = definitionOf(L.plantillaCoverages, { table: 'plantilla_coverages', manageViews: PLANTILLA });
export const plantillaLevels = definitionOf(L.plantillaLevels, { table: 'plantilla_levels', manageViews: PLANTILLA });
export const leaveTypes = definitionOf(L.leaveTypes, { table: 'leave_types', orderBy: 'id' });

const BY_KEY: Record<keyof typeof REFERENCE_LIST_SHAPES, LookupDefinition> = {
  countries,
  civilStatuses,
  bloodTypes,
  degrees,
  degreeMajors,
  schools,
  workCompanies,
  appointmentStatuses,
  appointmentNatures,
  appointmentPlantillas,
  personnelStatuses,
  univMfos,
  positions,
  plantillaCoverages,
  plantillaLevels,
  leaveTypes,
};

/** Each address of the route table's reference lists with the list it serves. */
export const LOOKUP_ROUTES: { def: LookupDefinition; address: TReferenceListAddress }[] = Object.entries(REFERENCE_LIST_ADDRESSES).map(([address, key]) => ({
  def: BY_KEY[key],
  address: address as TReferenceListAddress,
}));
