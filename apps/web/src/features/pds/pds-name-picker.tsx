import { useState } from 'react';
import { Anchor, Stack, TextInput } from '@mantine/core';
import { RemoteSearchPicker, type PickerSource } from '../../components/remote-search-picker';
import { getPath, type PdsForm } from './pds-form-state';

type Props<T> = {
  form: PdsForm;
  /** Where the chosen record's id goes (`school_id`); optional on the entry. */
  idPath: string;
  /** Where the name goes (`school_name`): the picked record's name, or what the user types. */
  namePath: string;
  source: PickerSource<T>;
  label: string;
  required?: boolean;
  placeholder?: string;
};

/**
 * A school, degree or company from the university's lists, or typed freely when it is not
 * there: the entry always keeps the name, and the id only when it was picked.
 */
export function PdsNamePicker<T>({ form, idPath, namePath, source, label, required, placeholder }: Props<T>) {
  const id = getPath(form.values, idPath);
  const name = getPath(form.values, namePath);
  const nameText = typeof name === 'string' ? name : '';
  const [typing, setTyping] = useState(typeof id !== 'number' && nameText !== '');
  const error = form.errors[namePath] ?? form.errors[idPath];

  if (typing) {
    return (
      <Stack gap={4}>
        <TextInput
          label={label}
          name={namePath}
          required={required}
          value={nameText}
          onChange={(event) => form.setFieldValue(namePath, event.currentTarget.value)}
          error={error}
        />
        <Anchor component="button" type="button" fz="xs" ta="left" onClick={() => setTyping(false)}>
          Search the list instead
        </Anchor>
      </Stack>
    );
  }
  return (
    <Stack gap={4}>
      <RemoteSearchPicker
        label={label}
        required={required}
        placeholder={placeholder ?? 'Type to search'}
        source={source}
        value={typeof id === 'number' ? { id, label: nameText } : null}
        onChange={(option) => {
          form.setFieldValue(idPath, option?.id ?? null);
          form.setFieldValue(namePath, option?.label ?? '');
        }}
        error={error}
        comboboxProps={{ withinPortal: true }}
      />
      <Anchor
        component="button"
        type="button"
        fz="xs"
        ta="left"
        onClick={() => {
          form.setFieldValue(idPath, null);
          setTyping(true);
        }}
      >
        Not in the list? Type the name
      </Anchor>
    </Stack>
  );
}
