import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Group, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { formatLongDate } from '../../lib/dates';
import { SalaryScheduleTable } from './salary-schedule-table';
import { useSalarySchedule } from './salary-grades.api';

/** /settings/salary_grades: the salary schedule in force, and the earlier and later tranches. */
export function SalaryGradesPage() {
  const [date, setDate] = useState<string | undefined>(undefined);
  const current = useSalarySchedule();
  const shown = useSalarySchedule(date);
  const schedules = current.data?.schedules ?? [];
  const inForce = current.data?.effective_date;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Salary grades"
        description="Monthly salary by salary grade and step. A new tranche applies from its effective date."
        actions={
          <Button component={Link} to="/settings/salary_grades/new" leftSection={<IconPlus size={16} />}>
            Add a tranche
          </Button>
        }
      />
      <Group gap="md" align="flex-end" wrap="wrap">
        <Select
          label="Schedule"
          w={{ base: '100%', sm: 420 }}
          data={schedules.map((s) => ({ value: s.effective_date, label: `${s.tranche} (from ${formatLongDate(s.effective_date)})` }))}
          value={date ?? inForce ?? null}
          onChange={(value) => setDate(value ?? undefined)}
          allowDeselect={false}
          disabled={schedules.length === 0}
        />
        {shown.data ? (
          <Group gap="xs" pb={6}>
            {shown.data.effective_date === inForce ? (
              <Badge color="teal" variant="light" radius="sm">
                In force
              </Badge>
            ) : null}
            <Text fz="sm" c="dimmed">
              Effective {shown.data.effective_date ? formatLongDate(shown.data.effective_date) : '—'}
            </Text>
          </Group>
        ) : null}
      </Group>
      {shown.data ? <SalaryScheduleTable grades={shown.data.salary_grades} /> : <Skeleton h={480} />}
    </Stack>
  );
}
