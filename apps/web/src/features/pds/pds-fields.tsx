import type { ReactNode } from 'react';
import { Group, NumberInput, Radio, Select, TextInput, Textarea, type NumberInputProps, type TextInputProps } from '@mantine/core';
import { getPath, type PdsForm } from './pds-form-state';

type Common = { form: PdsForm; path: string; label: string; readOnly?: boolean; required?: boolean; description?: string };

const asText = (value: unknown) => (typeof value === 'string' ? value : typeof value === 'number' || typeof value === 'boolean' ? String(value) : '');

/** What every PDS input shares: its label and hints, its name (the field's path) and its error. */
function fieldProps({ form, path, label, readOnly, required, description }: Common) {
  return { label, name: path, required, description, readOnly, error: form.errors[path] };
}

/** A text field of a PDS form; blanks are kept as '' until the form is checked. */
export function PdsText({
  form,
  path,
  label,
  readOnly,
  required,
  description,
  ...props
}: Common & Omit<TextInputProps, 'form' | 'label' | 'value' | 'onChange'>) {
  return (
    <TextInput
      {...props}
      {...fieldProps({ form, path, label, readOnly, required, description })}
      value={asText(getPath(form.values, path))}
      onChange={(event) => form.setFieldValue(path, event.currentTarget.value)}
    />
  );
}

export function PdsTextarea({ form, path, label, readOnly, required, description }: Common) {
  return (
    <Textarea
      {...fieldProps({ form, path, label, readOnly, required, description })}
      autosize
      minRows={2}
      value={asText(getPath(form.values, path))}
      onChange={(event) => form.setFieldValue(path, event.currentTarget.value)}
    />
  );
}

/** A calendar date (the browser's date input gives YYYY-MM-DD); empty is null. */
export function PdsDate({ form, path, label, readOnly, required, description }: Common) {
  return (
    <TextInput
      type="date"
      {...fieldProps({ form, path, label, readOnly, required, description })}
      value={asText(getPath(form.values, path))}
      onChange={(event) => form.setFieldValue(path, event.currentTarget.value || null)}
    />
  );
}

/** A number (hours, rating, salary, year); empty is null. */
export function PdsNumber({
  form,
  path,
  label,
  readOnly,
  required,
  description,
  ...props
}: Common & Omit<NumberInputProps, 'form' | 'label' | 'value' | 'onChange'>) {
  const value = getPath(form.values, path);
  return (
    <NumberInput
      {...props}
      {...fieldProps({ form, path, label, readOnly, required, description })}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => form.setFieldValue(path, next === '' ? null : next)}
    />
  );
}

/** One of a fixed set (sex, level, type of L&D); `clearable` for optional ones. */
export function PdsChoice({
  form,
  path,
  label,
  readOnly,
  required,
  description,
  data,
  clearable,
}: Common & { data: { value: string; label: string }[]; clearable?: boolean }) {
  const value = getPath(form.values, path);
  return (
    <Select
      {...fieldProps({ form, path, label, readOnly, required, description })}
      data={data}
      clearable={clearable}
      allowDeselect={clearable ?? false}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => form.setFieldValue(path, next)}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A record of a short reference list kept by id (civil status, blood type, country). */
export function PdsRecordSelect({ form, path, label, readOnly, records, description }: Common & { records: { id: number; name: string }[] | undefined }) {
  const value = getPath(form.values, path);
  return (
    <Select
      {...fieldProps({ form, path, label, readOnly, description })}
      searchable
      clearable
      data={(records ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => form.setFieldValue(path, next === null ? null : Number(next))}
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Yes or No, e.g. "government service" and questions 34–40; nothing chosen is null. */
export function PdsYesNo({ form, path, label, readOnly, required, description }: Omit<Common, 'label'> & { label: ReactNode }) {
  const value = getPath(form.values, path);
  return (
    <Radio.Group
      label={label}
      description={description}
      required={required}
      name={path}
      value={value === true ? 'yes' : value === false ? 'no' : ''}
      onChange={(next) => {
        if (!readOnly) form.setFieldValue(path, next === 'yes');
      }}
      error={form.errors[path]}
    >
      <Group gap="lg" mt={6}>
        <Radio value="yes" label="Yes" disabled={readOnly} />
        <Radio value="no" label="No" disabled={readOnly} />
      </Group>
    </Radio.Group>
  );
}
