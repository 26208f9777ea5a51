import { Select } from '@mantine/core';
import type { FilterOf, Width } from '../../components/request-pages/request-list';
import { useEveryDepartment } from './departments.api';

/** The "Department" filter of the HR office's lists. */
export function DepartmentFilter({ list, w }: { list: FilterOf<'department', string | null>; w: Width }) {
  const departments = useEveryDepartment();
  return (
    <Select
      aria-label="Department"
      placeholder="Any department"
      data={(departments.data ?? []).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
      value={list.filters.department}
      onChange={(value) => list.setFilter('department', value)}
      searchable
      clearable
      w={w}
    />
  );
}
