import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { referenceBodiesOf } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { nameOf, shapeOf, useDegreeLevels, useSaveReferenceItem, type TReferenceItem } from './reference-lists.api';
import { withArticle, type ExtraField, type ReferenceList } from './reference-lists.config';

type Props = { list: ReferenceList; item: TReferenceItem | null; opened: boolean; onClose: () => void };
type Values = Record<string, string | number | boolean | null>;

function initialValues(list: ReferenceList, item: TReferenceItem | null): Values {
  const values: Values = { [shapeOf(list).nameField]: item ? nameOf(list, item) : '' };
  for (const extra of list.extras ?? []) {
    const current = item?.[extra.field];
    switch (extra.kind) {
      case 'number':
        values[extra.field] = typeof current === 'number' ? current : null;
        break;
      case 'choice':
        values[extra.field] = typeof current === 'string' ? current : extra.initial;
        break;
      case 'degree-level':
        values[extra.field] = typeof current === 'string' ? current : null;
        break;
      case 'boolean':
        values[extra.field] = item ? current === true : (extra.initial ?? false);
        break;
      case 'text':
        values[extra.field] = typeof current === 'string' ? current : '';
        break;
    }
  }
  return values;
}

type InputProps = { value: Values[string]; error?: string; onChange: (value: Values[string]) => void };

/** Loads the levels only where a degree is edited. */
function DegreeLevelSelect({ extra, value, error, onChange }: InputProps & { extra: ExtraField }) {
  const levels = useDegreeLevels();
  return (
    <Select
      label={extra.label}
      name={extra.field}
      data={levels}
      value={typeof value === 'string' ? value : null}
      onChange={onChange}
      placeholder="Choose a level"
      clearable
      error={error}
    />
  );
}

function ExtraInput({ extra, value, error, onChange }: InputProps & { extra: ExtraField }) {
  switch (extra.kind) {
    case 'number':
      return (
        <NumberInput
          label={extra.label}
          name={extra.field}
          description={extra.description}
          min={extra.min}
          max={extra.max}
          allowDecimal={false}
          allowNegative={false}
          value={typeof value === 'number' ? value : ''}
          onChange={(next) => onChange(typeof next === 'number' ? next : null)}
          error={error}
        />
      );
    case 'choice':
      return (
        <Select
          label={extra.label}
          name={extra.field}
          data={extra.options}
          value={typeof value === 'string' ? value : null}
          onChange={onChange}
          // A choice that starts empty may be emptied again.
          allowDeselect={extra.initial === null}
          clearable={extra.initial === null}
          placeholder={extra.placeholder}
          error={error}
        />
      );
    case 'degree-level':
      return <DegreeLevelSelect extra={extra} value={value} error={error} onChange={onChange} />;
    case 'boolean':
      return (
        <Switch
          label={extra.label}
          name={extra.field}
          description={extra.description}
          checked={value === true}
          onChange={(event) => onChange(event.currentTarget.checked)}
          error={error}
        />
      );
    case 'text':
      return (
        <TextInput
          label={extra.label}
          name={extra.field}
          description={extra.description}
          maxLength={extra.maxLength}
          required={extra.required}
          value={typeof value === 'string' ? value : ''}
          onChange={(event) => onChange(event.currentTarget.value)}
          error={error}
        />
      );
  }
}

/** An optional field left empty is sent as null ("no limit", "charged to nothing"); a required one is then refused. */
const emptiesAsNull = (values: Values) => Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value === '' ? null : value]));

/**
 * Adds or edits an entry of a reference list, checked by the list's own body schema (the contracts' REFERENCE_LIST_SHAPES,
 * which the API checks with too); a taken, empty or too long name comes back under the input.
 */
export function ReferenceItemFormModal({ list, item, opened, onClose }: Props) {
  const shape = shapeOf(list);
  const save = useSaveReferenceItem(list, item?.id);
  const form = useContractForm(referenceBodiesOf(shape).create, { initialValues: initialValues(list, item), toInput: emptiesAsNull, warnOnLeave: opened });
  const set = (field: string) => (value: Values[string]) => form.setFieldValue(field, value);

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit ${list.singular}` : `Add ${withArticle(list.singular)}`}
      onSubmit={() => form.save(save, () => onClose())}
      submitting={save.isPending}
      errors={form.errors}
      refusal={form.refusal}
    >
      <TextInput label={list.nameLabel} {...form.getInputProps(shape.nameField)} required data-autofocus />
      {(list.extras ?? []).map((extra) => (
        <ExtraInput key={extra.field} extra={extra} value={form.values[extra.field] ?? null} error={form.errors[extra.field]} onChange={set(extra.field)} />
      ))}
    </FormModal>
  );
}
