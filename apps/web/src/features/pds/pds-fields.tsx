import type { ReactNode } from 'react';
import { Group, NumberInput, Radio, Select, TextInput, Textarea, type NumberInputProps, type TextInputProps } from '@mantine/core';
import type { PdsForm } from './pds-form-state';

type Common = { form: PdsForm; path: string; label: string; readOnly?: boolean; required?: boolean; description?: string };

const asText = (value: unknown) => (value === null || value === undefined ? '' : String(value));

/** A text field of a PDS form; blanks are kept as '' until the form is checked. */
export function PdsText({ form, path, label, readOnly, required, description, ...props }: Common & Omit<TextInputProps, 'form' | 'label' | 'value' | 'onChange'>) {
  return (
    <TextInput
      {...props}
      label={label}
      name={path}
      required={required}
      description={description}
      readOnly={readOnly}
      value={asText(form.get(path))}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.errors[path]}
    />
  );
}

export function PdsTextarea({ form, path, label, readOnly, required, description }: Common) {
  return (
    <Textarea
      label={label}
      name={path}
      required={required}
      description={description}
      readOnly={readOnly}
      autosize
      minRows={2}
      value={asText(form.get(path))}
      onChange={(event) => form.set(path, event.currentTarget.value)}
      error={form.errors[path]}
    />
  );
}

/** A calendar date (the browser's date input gives YYYY-MM-DD); empty is null. */
export function PdsDate({ form, path, label, readOnly, required, description }: Common) {
  return (
    <TextInput
      type="date"
      label={label}
      name={path}
      required={required}
      description={description}
      readOnly={readOnly}
      value={asText(form.get(path))}
      onChange={(event) => form.set(path, event.currentTarget.value || null)}
      error={form.errors[path]}
    />
  );
}

/** A number (hours, rating, salary, year); empty is null. */
export function PdsNumber({ form, path, label, readOnly, required, description, ...props }: Common & Omit<NumberInputProps, 'form' | 'label' | 'value' | 'onChange'>) {
  const value = form.get(path);
  return (
    <NumberInput
      {...props}
      label={label}
      name={path}
      required={required}
      description={description}
      readOnly={readOnly}
      value={typeof value === 'number' || typeof value === 'string' ? value : ''}
      onChange={(next) => form.set(path, next === '' ? null : next)}
      error={form.errors[path]}
    />
  );
}

/** One of a fixed set (sex, level, type of L&D); `clearable` for optional ones. */
export function PdsChoice({ form, path, label, readOnly, required, description, data, clearable }: Common & { data: { value: string; label: string }[]; clearable?: boolean }) {
  const value = form.get(path);
  return (
    <Select
      label={label}
      name={path}
      required={required}
      description={description}
      readOnly={readOnly}
      data={data}
      clearable={clearable}
      allowDeselect={clearable ?? false}
      value={typeof value === 'string' ? value : null}
      onChange={(next) => form.set(path, next)}
      error={form.errors[path]}
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** A record of a short reference list kept by id (civil status, blood type, country). */
export function PdsRecordSelect({ form, path, label, readOnly, records, description }: Common & { records: { id: number; name: string }[] | undefined }) {
  const value = form.get(path);
  return (
    <Select
      label={label}
      name={path}
      description={description}
      readOnly={readOnly}
      searchable
      clearable
      data={(records ?? []).map((r) => ({ value: String(r.id), label: r.name }))}
      value={typeof value === 'number' ? String(value) : null}
      onChange={(next) => form.set(path, next === null ? null : Number(next))}
      error={form.errors[path]}
      nothingFoundMessage="Nothing found"
      comboboxProps={{ withinPortal: true }}
    />
  );
}

/** Yes or No, e.g. "government service" and questions 34–40; nothing chosen is null. */
export function PdsYesNo({ form, path, label, readOnly, required, description }: Omit<Common, 'label'> & { label: ReactNode }) {
  const value = form.get(path);
  return (
    <Radio.Group
      label={label}
      description={description}
      required={required}
      name={path}
      value={value === true ? 'yes' : value === false ? 'no' : ''}
      onChange={(next) => {
        if (!readOnly) form.set(path, next === 'yes');
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
