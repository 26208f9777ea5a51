import type { ReactNode } from 'react';
import { Autocomplete, SimpleGrid } from '@mantine/core';
import { COMMON_ELIGIBILITIES, EDUCATION_LEVEL_LABELS, EDUCATION_LEVELS, LD_TYPES, PDS_SECTIONS, type TPdsSection } from '@hris/contracts';
import { companySource, degreeSource, schoolSource } from '../../components/picker-sources';
import { PdsChoice, PdsDate, PdsNumber, PdsText, PdsTextarea, PdsYesNo } from './pds-fields';
import type { PdsForm } from './pds-form-state';
import { PdsNamePicker } from './pds-name-picker';
import { formatValue } from './pds-format';

/** The label the form gives a field (PDS_SECTIONS), so the forms, the tables and the diff agree. */
export function fieldLabel(section: TPdsSection, field: string): string {
  return (PDS_SECTIONS[section].fields as Record<string, string>)[field] ?? field;
}

const LEVEL_OPTIONS = EDUCATION_LEVELS.map((level) => ({ value: level, label: EDUCATION_LEVEL_LABELS[level] }));
const LD_OPTIONS = LD_TYPES.map((type) => ({ value: type, label: formatValue(type, 'ld_type') }));

/** What an empty new entry starts with. */
export function emptyEntry(section: TPdsSection): Record<string, unknown> {
  const blank = Object.fromEntries(Object.keys(PDS_SECTIONS[section].fields).map((field) => [field, null]));
  switch (section) {
    case 'workexp':
      return { ...blank, company_id: null, government_service: null };
    case 'educbackground':
      return { ...blank, school_id: null, degree_id: null };
    default:
      return blank;
  }
}

/** Required numbers the schema would read as 0 when left empty. */
export const REQUIRED_NUMBERS: Partial<Record<TPdsSection, Record<string, string>>> = {
  training: { hours: 'The number of hours field is required.' },
};

type FieldsProps = { section: TPdsSection; form: PdsForm };

function layoutOf({ section, form }: FieldsProps): { laidOut: string[]; node: ReactNode } {
  const l = (field: string) => fieldLabel(section, field);
  switch (section) {
    case 'educbackground':
      return {
        laidOut: ['level', 'school_name', 'course', 'period_from', 'period_to', 'highest_level_units', 'year_graduated', 'honors'],
        node: (
          <>
            <PdsChoice form={form} path="level" label={l('level')} data={LEVEL_OPTIONS} required />
            <PdsNamePicker
              form={form}
              idPath="school_id"
              namePath="school_name"
              source={schoolSource}
              label={l('school_name')}
              required
              placeholder="Type 3 letters of the school's name"
            />
            <PdsNamePicker
              form={form}
              idPath="degree_id"
              namePath="course"
              source={degreeSource}
              label={l('course')}
              placeholder="Type 2 letters of the degree"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PdsNumber form={form} path="period_from" label={l('period_from')} description="Year" allowDecimal={false} />
              <PdsNumber form={form} path="period_to" label={l('period_to')} description="Year" allowDecimal={false} />
              <PdsNumber form={form} path="year_graduated" label={l('year_graduated')} description="Year" allowDecimal={false} />
            </SimpleGrid>
            <PdsText form={form} path="highest_level_units" label={l('highest_level_units')} description="If not graduated" />
            <PdsText form={form} path="honors" label={l('honors')} />
          </>
        ),
      };
    case 'eligibility':
      return {
        laidOut: ['name', 'rating', 'exam_date', 'exam_place', 'license_number', 'license_valid_until'],
        node: (
          <>
            <Autocomplete
              label={l('name')}
              name="name"
              required
              data={[...COMMON_ELIGIBILITIES]}
              value={typeof form.values.name === 'string' ? form.values.name : ''}
              onChange={(value) => form.setFieldValue('name', value)}
              error={form.errors.name}
              description="Choose one or type the eligibility as written on your certificate"
              comboboxProps={{ withinPortal: true }}
            />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PdsNumber form={form} path="rating" label={l('rating')} min={0} max={100} decimalScale={2} />
              <PdsDate form={form} path="exam_date" label={l('exam_date')} />
            </SimpleGrid>
            <PdsText form={form} path="exam_place" label={l('exam_place')} />
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PdsText form={form} path="license_number" label={l('license_number')} description="If applicable" />
              <PdsDate form={form} path="license_valid_until" label={l('license_valid_until')} />
            </SimpleGrid>
          </>
        ),
      };
    case 'workexp':
      return {
        laidOut: [
          'date_from',
          'date_to',
          'position_title',
          'company_name',
          'monthly_salary',
          'salary_grade',
          'salary_step',
          'appointment_status',
          'government_service',
          'office_unit',
          'immediate_supervisor',
          'accomplishments',
          'duties',
        ],
        node: (
          <>
            <SimpleGrid cols={{ base: 1, sm: 2 }}>
              <PdsDate form={form} path="date_from" label={l('date_from')} required />
              <PdsDate form={form} path="date_to" label={l('date_to')} description="Leave empty if this is your present job" />
            </SimpleGrid>
            <PdsText form={form} path="position_title" label={l('position_title')} required description="Write in full" />
            <PdsNamePicker
              form={form}
              idPath="company_id"
              namePath="company_name"
              source={companySource}
              label={l('company_name')}
              required
              placeholder="Type 3 letters of the office or company"
            />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PdsNumber form={form} path="monthly_salary" label={l('monthly_salary')} description="In pesos" min={0} decimalScale={2} thousandSeparator="," />
              <PdsNumber form={form} path="salary_grade" label={l('salary_grade')} min={1} max={33} allowDecimal={false} />
              <PdsNumber form={form} path="salary_step" label={l('salary_step')} min={1} max={8} allowDecimal={false} />
            </SimpleGrid>
            <PdsText form={form} path="appointment_status" label={l('appointment_status')} description="Permanent, temporary, casual, contractual…" />
            <PdsYesNo form={form} path="government_service" label={l('government_service')} required />
            {'office_unit' in PDS_SECTIONS.workexp.fields ? (
              <>
                <SimpleGrid cols={{ base: 1, sm: 2 }}>
                  <PdsText form={form} path="office_unit" label={l('office_unit')} />
                  <PdsText form={form} path="immediate_supervisor" label={l('immediate_supervisor')} />
                </SimpleGrid>
                <PdsTextarea form={form} path="accomplishments" label={l('accomplishments')} />
                <PdsTextarea form={form} path="duties" label={l('duties')} />
              </>
            ) : null}
          </>
        ),
      };
    case 'voluntarywork':
      return {
        laidOut: ['organization', 'date_from', 'date_to', 'hours', 'position'],
        node: (
          <>
            <PdsTextarea form={form} path="organization" label={l('organization')} required />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PdsDate form={form} path="date_from" label={l('date_from')} required />
              <PdsDate form={form} path="date_to" label={l('date_to')} />
              <PdsNumber form={form} path="hours" label={l('hours')} min={0} />
            </SimpleGrid>
            <PdsText form={form} path="position" label={l('position')} />
          </>
        ),
      };
    case 'training':
      return {
        laidOut: ['title', 'date_from', 'date_to', 'hours', 'ld_type', 'conducted_by'],
        node: (
          <>
            <PdsTextarea form={form} path="title" label={l('title')} required description="Write in full" />
            <SimpleGrid cols={{ base: 1, sm: 3 }}>
              <PdsDate form={form} path="date_from" label={l('date_from')} required />
              <PdsDate form={form} path="date_to" label={l('date_to')} required />
              <PdsNumber form={form} path="hours" label={l('hours')} required min={0} />
            </SimpleGrid>
            <PdsChoice form={form} path="ld_type" label={l('ld_type')} data={LD_OPTIONS} required />
            <PdsText form={form} path="conducted_by" label={l('conducted_by')} required description="Write in full" />
          </>
        ),
      };
    default:
      return { laidOut: [], node: null };
  }
}

/** The inputs of one entry of a list section; a field the contracts add later still gets a text input. */
export function EntryFields({ section, form }: FieldsProps) {
  const { laidOut, node } = layoutOf({ section, form });
  const rest = Object.keys(PDS_SECTIONS[section].fields).filter((field) => !laidOut.includes(field));
  return (
    <>
      {node}
      {rest.map((field) => (
        <PdsText
          key={field}
          form={form}
          path={field}
          label={fieldLabel(section, field)}
          required={section === 'skills' || section === 'rewardrecog' || section === 'orgassoc'}
          data-autofocus
        />
      ))}
    </>
  );
}
