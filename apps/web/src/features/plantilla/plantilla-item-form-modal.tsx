import { ZPlantillaItemBody, type TPlantillaItem } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { useSavePlantillaItem } from './plantilla.api';
import { itemBodyInput, itemFieldValues, PlantillaItemFields } from './plantilla-item-fields';

type Props = { item: TPlantillaItem | null; opened: boolean; onClose: () => void };

/**
 * Adds or edits an item of the plantilla: its number, position, office, grade and step, level and
 * fund. Whether it is vacant or filled, and by whom, only an appointment changes.
 */
export function PlantillaItemFormModal({ item, opened, onClose }: Props) {
  const save = useSavePlantillaItem();
  const form = useContractForm(ZPlantillaItemBody, { initialValues: itemFieldValues(item), toInput: itemBodyInput, warnOnLeave: opened });

  const submit = () => {
    const body = form.validate();
    form.saveChecked(save, body && { id: item?.id, body }, onClose);
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit item ${item.item_no}` : 'New plantilla item'}
      onSubmit={submit}
      submitting={save.isPending}
      errors={form.errors}
      size="lg"
    >
      <PlantillaItemFields values={form.values} onChange={(patch) => form.setValues(patch)} errors={form.errors} autoFocus />
    </FormModal>
  );
}
