import { Group, Paper, Select, Stack, Text } from '@mantine/core';
import { IconSchool } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useEveryDepartment } from '../departments/departments.api';
import { manilaMonth } from '../../lib/dates';
import { monthLabel, recentMonths } from '../../lib/dates';
import { useFacultyOf } from './dtr-submissions.api';
import { useMonthParam } from './month-param';
import { PeopleTotalsTable } from './people-totals-table';

/** /manage/dtr: the faculty members of a college with their month's totals, each DTR and CS Form 48 (VPAA's office). */
export function FacultyDtrPage() {
  const [month, setMonth] = useMonthParam();
  const [params, setParams] = useSearchParams();
  const departmentId = Number(params.get('department_id')) || null;
  const departments = useEveryDepartment();
  const faculty = useFacultyOf(departmentId, month);
  const options = (departments.data ?? []).filter((d) => d.is_active).map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));
  const chooseCollege = (value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value) next.set('department_id', value);
        else next.delete('department_id');
        return next;
      },
      { replace: true },
    );

  return (
    <Stack gap="lg">
      <PageHeader
        title="Faculty DTR"
        description="The daily time records of a college's faculty members: late, undertime and absences of the month, and CS Form 48."
      />
      <Group align="flex-end" gap="sm">
        <Select
          label="College"
          placeholder="Choose a college"
          data={options}
          value={departmentId ? String(departmentId) : null}
          onChange={chooseCollege}
          searchable
          w={{ base: '100%', sm: 460 }}
        />
        <Select
          label="Month"
          data={recentMonths(manilaMonth())}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
      </Group>
      {departmentId ? (
        <PeopleTotalsTable
          people={faculty.data}
          loading={faculty.isPending}
          month={month}
          personLink={(id) => `/manage/dtr/${id}`}
          linkQuery={params.toString()}
          label={`Faculty DTRs of ${monthLabel(month)}`}
          emptyTitle="No faculty members in this college"
        />
      ) : (
        <Paper withBorder>
          <Stack align="center" gap={6} py={48}>
            <IconSchool size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>Choose a college</Text>
            <Text fz="sm" c="dimmed">
              Its faculty members and their totals of the month appear here.
            </Text>
          </Stack>
        </Paper>
      )}
    </Stack>
  );
}
