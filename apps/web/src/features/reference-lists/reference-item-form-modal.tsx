import { useState } from 'react';
import { NumberInput, Select, Switch, TextInput } from '@mantine/core';
import { FormModal } from '../../components/form-modal';
import { type FieldErrors } from '../../lib/field-errors';
import { nameOf, useDegreeLevels, useSaveReferenceItem, type TReferenceBody, type TReferenceItem } from './reference-lists.api';
import { withArticle, type ExtraField, type ReferenceList } from './reference-lists.config';
import { saveForm } from '../../lib/save-form';

type Props = { list: ReferenceList; item: TReferenceItem | null; opened: boolean; onClose: () => void };
type Values = Record<string, string | number | boolean | null>;

function initialValues(list: ReferenceList, item: TReferenceItem | null): Values {
  const values: Values = { [list.nameField]: item ? nameOf(list, item) : '' };
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

/** Adds or edits an entry of a reference list; a taken, empty or too long name comes back under the input. */
export function ReferenceItemFormModal({ list, item, opened, onClose }: Props) {
  const save = useSaveReferenceItem(list);
  const [values, setValues] = useState<Values>(() => initialValues(list, item));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: string) => (value: Values[string]) => setValues((current) => ({ ...current, [field]: value }));

  const submit = () => {
    const name = String(values[list.nameField] ?? '').trim();
    if (!name) {
      setErrors({ [list.nameField]: `The ${list.nameLabel.toLowerCase()} is required.` });
      return;
    }
    setErrors({});
    // An optional field left empty is sent as null ("no limit", "charged to nothing").
    const cleaned = Object.fromEntries(Object.entries(values).map(([field, value]) => [field, value === '' ? null : value]));
    const body: TReferenceBody = { ...cleaned, [list.nameField]: name };
    saveForm(save, { id: item?.id, body }, { setErrors, done: () => onClose() });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={item ? `Edit ${list.singular}` : `Add ${withArticle(list.singular)}`}
      onSubmit={submit}
      submitting={save.isPending}
      errors={errors}
    >
      <TextInput
        label={list.nameLabel}
        name={list.nameField}
        value={String(values[list.nameField] ?? '')}
        onChange={(event) => set(list.nameField)(event.currentTarget.value)}
        error={errors[list.nameField]}
        required
        data-autofocus
      />
      {(list.extras ?? []).map((extra) => (
        <ExtraInput key={extra.field} extra={extra} value={values[extra.field] ?? null} error={errors[extra.field]} onChange={set(extra.field)} />
      ))}
    </FormModal>
  );
}
