import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Progress, Select, SimpleGrid, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCalculator } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { OFFICE_PERFORMANCE_KIND_LABELS, spmsPeriodLabel } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { formatDateTime } from '../../lib/dates';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { officePath, useOffices, useRollup, type TOfficePerformanceRow } from './spms-office.api';

/** Each campus's offices, mean rating as a bar (out of 5): where the university stands at a glance. */
function CampusBars({ offices }: { offices: TOfficePerformanceRow[] }) {
  const campuses = new Map<string, number[]>();
  for (const o of offices) if (o.kind === 'opcr' && o.rating) campuses.set(o.campus, [...(campuses.get(o.campus) ?? []), Number(o.rating)]);
  if (campuses.size === 0) return null;
  return (
    <Paper withBorder radius="md" p="md">
      <Text fw={600} fz="sm" mb="xs">
        Mean OPCR rating by campus
      </Text>
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
        {[...campuses].map(([campus, ratings]) => {
          const mean = ratings.reduce((a, b) => a + b, 0) / ratings.length;
          return (
            <Stack key={campus} gap={2}>
              <Group justify="space-between">
                <Text fz="sm">{campus}</Text>
                <Text fz="sm" fw={600}>
                  {mean.toFixed(3)} ({ratings.length} {ratings.length === 1 ? 'office' : 'offices'})
                </Text>
              </Group>
              <Progress value={(mean / 5) * 100} aria-label={`${campus}: ${mean.toFixed(3)} of 5`} />
            </Stack>
          );
        })}
      </SimpleGrid>
    </Paper>
  );
}

/** /spmis/offices (SPMIS Admin) and /spmis/my-office (a head): a period's offices as rolled up from the approved IPCRs. */
export function OfficesPage() {
  const navigate = useNavigate();
  const [periodId, setPeriodId] = useState<number | null>(null);
  const list = useOffices(periodId);
  const rollup = useRollup();
  const [error, setError] = useState<string | null>(null);
  const period = list.data?.period ?? null;
  const columns: Column<TOfficePerformanceRow>[] = [
    {
      key: 'office',
      header: 'Office',
      render: (o) => (
        <Stack gap={0}>
          <Text fz="sm" fw={500} pl={o.parent_id ? 'md' : 0}>
            {o.office}
          </Text>
          <Text fz="xs" c="dimmed" pl={o.parent_id ? 'md' : 0}>
            {o.acronym} · {o.campus}
          </Text>
        </Stack>
      ),
    },
    {
      key: 'kind',
      header: 'Form',
      width: 90,
      render: (o) => (
        <Badge variant="light" color={o.kind === 'opcr' ? 'blue' : 'grape'} radius="sm" tt="none">
          {OFFICE_PERFORMANCE_KIND_LABELS[o.kind]}
        </Badge>
      ),
    },
    { key: 'rated_people', header: 'People rated', width: 120, render: (o) => o.rated_people.toLocaleString('en-US') },
    {
      key: 'rating',
      header: 'Rating',
      width: 100,
      render: (o) => (
        <Text fz="sm" fw={600}>
          {o.rating ?? '—'}
        </Text>
      ),
    },
    { key: 'adjective', header: 'Adjectival rating', width: 170, render: (o) => o.adjective ?? '—' },
    { key: 'computed_at', header: 'Computed', width: 170, render: (o) => formatDateTime(o.computed_at) },
  ];
  const compute = () => {
    if (!period) return;
    setError(null);
    rollup.mutate(
      { period_id: period.id },
      {
        onSuccess: (answer) => showSuccessToast(answer.message),
        onError: (e) => setError(Object.values(formErrorsOf(e))[0] ?? 'The offices could not be computed.'),
      },
    );
  };
  return (
    <Stack gap="lg">
      <PageHeader
        title="Office performance"
        description="Each office's DPCR or OPCR, rolled up from its people's approved IPCRs"
        actions={
          list.data?.can_compute ? (
            <Button leftSection={<IconCalculator size={16} />} onClick={compute} loading={rollup.isPending} disabled={!period}>
              Compute
            </Button>
          ) : null
        }
      />
      <Group>
        <Select
          label="Rating period"
          w={260}
          allowDeselect={false}
          data={(list.data?.periods ?? []).map((p) => ({ value: String(p.id), label: spmsPeriodLabel(p) }))}
          value={period ? String(period.id) : null}
          onChange={(v) => setPeriodId(v ? Number(v) : null)}
          placeholder={list.data && list.data.periods.length === 0 ? 'No rating period yet' : undefined}
        />
      </Group>
      {error ? (
        <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {error}
        </Alert>
      ) : null}
      {list.data ? <CampusBars offices={list.data.offices} /> : null}
      <DataTable
        label="Offices"
        columns={columns}
        rows={list.data?.offices}
        rowKey={(o) => o.department_id}
        loading={list.isPending}
        onRowClick={(o) => period && void navigate(officePath(period.id, o.department_id))}
        minWidth={820}
        emptyTitle="No office rated for this period"
        emptyDescription={
          list.data?.can_compute
            ? 'Compute once the IPCRs of the period are approved.'
            : 'Your office appears here once SPMIS Admin computes the period from the approved IPCRs.'
        }
      />
    </Stack>
  );
}
