import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import type { TPlantillaItem } from '@hris/contracts';
import { departmentOption, departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import type { FieldErrors } from '../../lib/field-errors';
import { usePlantillaCoverages, usePlantillaLevels } from './plantilla.api';

/**
 * What the item's fields hold while they are edited (pickers keep their labels; selects keep string ids). Each is named
 * as the body's field it becomes, so a refused field's message (`position_id`) goes as that field is corrected.
 */
export type TItemFieldValues = {
  item_no: string;
  position_id: PickerOption | null;
  department_id: PickerOption | null;
  salary_grade: number | string;
  salary_step: string;
  level_id: string | null;
  coverage_id: string | null;
};

export const SALARY_STEPS = Array.from({ length: 8 }, (_, index) => String(index + 1));

/** The fields of an item being edited, or of a new one. */
export function itemFieldValues(item: TPlantillaItem | null): TItemFieldValues {
  return {
    item_no: item?.item_no ?? '',
    position_id: item ? { id: item.position.id, label: item.position.name } : null,
    department_id: item ? departmentOption({ ...item.department, acronym: item.department.acronym ?? '' }) : null,
    salary_grade: item?.salary_grade ?? '',
    salary_step: String(item?.salary_step ?? 1),
    level_id: item?.level ? String(item.level.id) : null,
    coverage_id: item?.coverage ? String(item.coverage.id) : null,
  };
}

/** What ZPlantillaItemBody (and the bodies that extend it) check, from the fields. */
export function itemBodyInput(values: TItemFieldValues) {
  return {
    item_no: values.item_no,
    position_id: values.position_id?.id,
    department_id: values.department_id?.id,
    salary_grade: values.salary_grade === '' ? undefined : values.salary_grade,
    salary_step: values.salary_step,
    level_id: values.level_id ? Number(values.level_id) : null,
    coverage_id: values.coverage_id ? Number(values.coverage_id) : null,
  };
}

type Props = {
  values: TItemFieldValues;
  onChange: (patch: Partial<TItemFieldValues>) => void;
  errors: FieldErrors;
  /** Focus the item number when the form opens (a modal's first field). */
  autoFocus?: boolean;
};

/**
 * The fields of a plantilla item: its number, position, office, grade and step, level and fund. The item modal of
 * /plantilla/items and the page /plantilla/new/personnel-item both show them.
 */
export function PlantillaItemFields({ values, onChange, errors, autoFocus = false }: Props) {
  const levels = usePlantillaLevels();
  const coverages = usePlantillaCoverages();
  return (
    <>
      <TextInput
        label="Item number"
        name="item_no"
        description="As in the approved plantilla, e.g. agency–office–position code–sequence–year"
        placeholder="e.g. SU-CAS-ADA4-01-2026"
        maxLength={60}
        value={values.item_no}
        onChange={(event) => onChange({ item_no: event.currentTarget.value })}
        error={errors.item_no}
        required
        data-autofocus={autoFocus || undefined}
      />
      <RemoteSearchPicker
        source={positionSource}
        label="Position"
        placeholder="Type a position title"
        value={values.position_id}
        onChange={(option, record) =>
          // The position's own grade is the usual one; HR may still change it for this item.
          onChange(record?.salary_grade ? { position_id: option, salary_grade: record.salary_grade } : { position_id: option })
        }
        error={errors.position_id}
        required
      />
      <RemoteSearchPicker
        source={departmentSource}
        label="Office"
        placeholder="Type an office or college"
        value={values.department_id}
        onChange={(office) => onChange({ department_id: office })}
        error={errors.department_id}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Salary grade"
          min={1}
          max={33}
          allowDecimal={false}
          value={values.salary_grade}
          onChange={(salary_grade) => onChange({ salary_grade })}
          error={errors.salary_grade}
          required
        />
        <Select
          label="Step"
          data={SALARY_STEPS}
          value={values.salary_step}
          onChange={(value) => value && onChange({ salary_step: value })}
          allowDeselect={false}
          error={errors.salary_step}
        />
        <Select
          label="Level"
          placeholder="Not set"
          data={levels.data ?? []}
          value={values.level_id}
          onChange={(level_id) => onChange({ level_id })}
          clearable
          error={errors.level_id}
        />
        <Select
          label="Fund (coverage)"
          placeholder="Not set"
          data={coverages.data ?? []}
          value={values.coverage_id}
          onChange={(coverage_id) => onChange({ coverage_id })}
          clearable
          error={errors.coverage_id}
        />
      </SimpleGrid>
    </>
  );
}
