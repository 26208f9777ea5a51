import { CloseButton, TextInput, type TextInputProps } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';

type Props = Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onChange: (value: string) => void };

/** The search box of list pages; the page decides when the text is long enough to send. */
export function SearchField({ value, onChange, placeholder = 'Search…', ...props }: Props) {
  return (
    <TextInput
      aria-label={placeholder}
      placeholder={placeholder}
      leftSection={<IconSearch size={16} stroke={1.7} />}
      rightSection={value ? <CloseButton size="sm" aria-label="Clear the search" onClick={() => onChange('')} /> : null}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      {...props}
    />
  );
}
