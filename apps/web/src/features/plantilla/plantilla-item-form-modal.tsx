import { useState } from 'react';
import { NumberInput, Select, SimpleGrid, TextInput } from '@mantine/core';
import { ZPlantillaItemBody, type TPlantillaItem } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentOption, departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { usePlantillaCoverages, usePlantillaLevels, useSavePlantillaItem } from './plantilla.api';

type Props = { item: TPlantillaItem | null; opened: boolean; onClose: () => void };

const STEPS = Array.from({ length: 8 }, (_, index) => String(index + 1));

/**
 * Adds or edits an item of the plantilla: its number, position, office, grade and step, level and
 * fund. Whether it is vacant or filled, and by whom, only an appointment changes.
 */
export function PlantillaItemFormModal({ item, opened, onClose }: Props) {
  const save = useSavePlantillaItem();
  const levels = usePlantillaLevels();
  const coverages = usePlantillaCoverages();
  const [itemNo, setItemNo] = useState(item?.item_no ?? '');
  const [position, setPosition] = useState<PickerOption | null>(item ? { id: item.position.id, label: item.position.name } : null);
  const [office, setOffice] = useState<PickerOption | null>(item ? departmentOption({ ...item.department, acronym: item.department.acronym ?? '' }) : null);
  const [salaryGrade, setSalaryGrade] = useState<number | string>(item?.salary_grade ?? '');
  const [step, setStep] = useState(String(item?.salary_step ?? 1));
  const [levelId, setLevelId] = useState<string | null>(item?.level ? String(item.level.id) : null);
  const [coverageId, setCoverageId] = useState<string | null>(item?.coverage ? String(item.coverage.id) : null);
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZPlantillaItemBody.safeParse({
      item_no: itemNo,
      position_id: position?.id,
      department_id: office?.id,
      salary_grade: salaryGrade === '' ? undefined : salaryGrade,
      salary_step: step,
      level_id: levelId ? Number(levelId) : null,
      coverage_id: coverageId ? Number(coverageId) : null,
    });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    saveForm(save, { id: item?.id, body: checked.data }, { setErrors, done: onClose });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit item ${item.item_no}` : 'New plantilla item'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
      size="lg"
    >
      <TextInput
        label="Item number"
        name="item_no"
        description="As in the approved plantilla, e.g. agency–office–position code–sequence–year"
        placeholder="e.g. SU-CAS-ADA4-01-2026"
        maxLength={60}
        value={itemNo}
        onChange={(event) => setItemNo(event.currentTarget.value)}
        error={errors.item_no}
        required
        data-autofocus
      />
      <RemoteSearchPicker
        source={positionSource}
        label="Position"
        placeholder="Type a position title"
        value={position}
        onChange={(option, record) => {
          setPosition(option);
          // The position's own grade is the usual one; HR may still change it for this item.
          if (record?.salary_grade) setSalaryGrade(record.salary_grade);
        }}
        error={errors.position_id}
        required
      />
      <RemoteSearchPicker
        source={departmentSource}
        label="Office"
        placeholder="Type an office or college"
        value={office}
        onChange={setOffice}
        error={errors.department_id}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput
          label="Salary grade"
          min={1}
          max={33}
          allowDecimal={false}
          value={salaryGrade}
          onChange={setSalaryGrade}
          error={errors.salary_grade}
          required
        />
        <Select label="Step" data={STEPS} value={step} onChange={(value) => value && setStep(value)} allowDeselect={false} error={errors.salary_step} />
        <Select label="Level" placeholder="Not set" data={levels.data ?? []} value={levelId} onChange={setLevelId} clearable error={errors.level_id} />
        <Select
          label="Fund (coverage)"
          placeholder="Not set"
          data={coverages.data ?? []}
          value={coverageId}
          onChange={setCoverageId}
          clearable
          error={errors.coverage_id}
        />
      </SimpleGrid>
    </FormModal>
  );
}
