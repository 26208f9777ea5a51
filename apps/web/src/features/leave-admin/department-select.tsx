import { Select } from '@mantine/core';
import { useEveryDepartment } from '../departments/departments.api';

/** The department filter of the office's lists and reports (every department, searchable). */
export function DepartmentSelect({
  value,
  onChange,
  placeholder = 'All departments',
}: {
  value: string | null;
  onChange: (value: string | null) => void;
  placeholder?: string;
}) {
  const departments = useEveryDepartment();
  return (
    <Select
      aria-label="Department"
      placeholder={placeholder}
      data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
      value={value}
      onChange={onChange}
      searchable
      clearable
      w={{ base: '100%', sm: 300 }}
    />
  );
}
