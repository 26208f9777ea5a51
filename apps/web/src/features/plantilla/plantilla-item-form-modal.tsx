import { useState } from 'react';
import { ZPlantillaItemBody, type TPlantillaItem } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { saveForm } from '../../lib/save-form';
import { useSavePlantillaItem } from './plantilla.api';
import { itemBodyInput, itemFieldValues, PlantillaItemFields } from './plantilla-item-fields';

type Props = { item: TPlantillaItem | null; opened: boolean; onClose: () => void };

/**
 * Adds or edits an item of the plantilla: its number, position, office, grade and step, level and
 * fund. Whether it is vacant or filled, and by whom, only an appointment changes.
 */
export function PlantillaItemFormModal({ item, opened, onClose }: Props) {
  const save = useSavePlantillaItem();
  const [values, setValues] = useState(() => itemFieldValues(item));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZPlantillaItemBody.safeParse(itemBodyInput(values));
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
      <PlantillaItemFields values={values} onChange={(patch) => setValues((current) => ({ ...current, ...patch }))} errors={errors} autoFocus />
    </FormModal>
  );
}
