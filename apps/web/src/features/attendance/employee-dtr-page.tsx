import { useState } from 'react';
import { Anchor, Group, Paper, Select, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { IconUserSearch } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useEveryDepartment } from '../departments/departments.api';
import { manilaMonth } from '../../lib/dates';
import { openDepartmentForm48, openForm48, useDtr } from './dtr.api';
import { recentMonths } from '../../lib/dates';
import { DtrMonthSkeleton, DtrMonthTable, DtrTotalsCard } from './dtr-month-table';
import { DtrPrintButton } from './dtr-print-button';

/** /edats/dtr: any employee's daily time record, and a whole department's CS Form 48 for printing. */
export function EmployeeDtrPage() {
  const current = manilaMonth();
  const [month, setMonth] = useState(current);
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const departments = useEveryDepartment();
  const dtr = useDtr(person?.id ?? null, month);
  const departmentOptions = (departments.data ?? []).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));

  return (
    <Stack gap="lg">
      <PageHeader title="Employee DTR" description="An employee's daily time record of a month, and CS Form 48 of one person or a whole department." />
      <Paper withBorder p="md">
        <Stack gap="md">
          <Group align="flex-end" gap="sm" wrap="wrap">
            <Select
              label="Month"
              data={recentMonths(current)}
              value={month}
              onChange={(value) => value && setMonth(value)}
              allowDeselect={false}
              w={{ base: '100%', sm: 180 }}
            />
            <RemoteSearchPicker
              label="Employee"
              placeholder="Search by name or ID number"
              source={personnelSource}
              value={person}
              onChange={setPerson}
              withAvatar
              clearable
              w={{ base: '100%', sm: 300 }}
            />
            <DtrPrintButton open={() => openForm48(person?.id ?? 0, month)} disabled={!person}>
              Print CS Form 48
            </DtrPrintButton>
          </Group>
          {/* A whole department's forms, one page each, for the month chosen above. */}
          <Group align="flex-end" gap="sm" wrap="wrap" pt="md" style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
            <Select
              label="Department"
              placeholder="Choose a department"
              data={departmentOptions}
              value={departmentId}
              onChange={setDepartmentId}
              searchable
              w={{ base: '100%', sm: 490 }}
            />
            <DtrPrintButton open={() => openDepartmentForm48(Number(departmentId), month)} disabled={!departmentId}>
              Print department
            </DtrPrintButton>
          </Group>
        </Stack>
      </Paper>
      {!person ? (
        <Paper withBorder>
          <Stack align="center" gap={6} py={48}>
            <IconUserSearch size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>Choose an employee</Text>
            <Text fz="sm" c="dimmed">
              Their record of the month appears here.
            </Text>
          </Stack>
        </Paper>
      ) : dtr.isPending ? (
        <DtrMonthSkeleton />
      ) : dtr.data ? (
        <>
          <Group justify="space-between" gap="sm">
            <Text fz="sm" c="dimmed">
              {[dtr.data.personnel.idno, dtr.data.personnel.position, dtr.data.personnel.department].filter(Boolean).join(' · ')}
            </Text>
            <Anchor component={Link} to={`/edats/personnel/${dtr.data.personnel.id}/dtr/${month}`} fz="sm">
              All of {dtr.data.personnel.fullname}’s eDATS: logs, leave and requests
            </Anchor>
          </Group>
          <DtrTotalsCard totals={dtr.data.totals} />
          <DtrMonthTable dtr={dtr.data} />
        </>
      ) : (
        <Text c="dimmed">The record of this month could not be loaded.</Text>
      )}
    </Stack>
  );
}
