import { Alert, Badge, Group, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useParams } from 'react-router';
import { OFFICE_PERFORMANCE_KIND_LABELS, spmsPeriodLabel } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { openOfficePdf, useOffice, type TOfficePerformanceLine, type TOfficePerson } from './spms-office.api';
import { PdfButton } from '../../components/busy-button';

const lineColumns: Column<TOfficePerformanceLine>[] = [
  { key: 'mfo', header: 'MFO/PAP', render: (l) => l.mfo },
  { key: 'people', header: 'People', width: 100, render: (l) => l.people },
  { key: 'targets', header: 'Targets rated', width: 130, render: (l) => l.targets },
  {
    key: 'average',
    header: 'Average',
    width: 110,
    render: (l) => (
      <Text fz="sm" fw={600}>
        {l.average ?? '—'}
      </Text>
    ),
  },
];

const personColumns: Column<TOfficePerson>[] = [
  { key: 'fullname', header: 'Name', render: (p) => p.fullname },
  { key: 'unit', header: 'Office', width: 140, render: (p) => p.unit },
  {
    key: 'final_rating',
    header: 'Final rating',
    width: 130,
    render: (p) => (
      <Text fz="sm" fw={600}>
        {p.final_rating}
      </Text>
    ),
  },
  { key: 'adjective', header: 'Adjectival rating', width: 170, render: (p) => p.adjective ?? '—' },
];

/** /spmis/offices/:periodId/:departmentId: an office's DPCR/OPCR, its MFO lines and its people's ratings. */
export function OfficePage() {
  const params = useParams();
  const periodId = Number(params.periodId);
  const departmentId = Number(params.departmentId);
  const office = useOffice(periodId, departmentId);
  if (office.isError) return <Alert color="yellow">This office&apos;s performance for that period was not found.</Alert>;
  const d = office.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title={d ? `${OFFICE_PERFORMANCE_KIND_LABELS[d.office.kind]} · ${d.office.acronym}` : 'Office performance'}
        description={d ? `${d.office.office}, ${spmsPeriodLabel(d.period)}` : undefined}
        actions={
          <PdfButton open={() => openOfficePdf(periodId, departmentId)} disabled={!d}>
            Print {d ? OFFICE_PERFORMANCE_KIND_LABELS[d.office.kind] : ''}
          </PdfButton>
        }
      />
      {d ? (
        <SimpleGrid cols={{ base: 1, sm: 3 }}>
          <Paper withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed">
              Final average rating
            </Text>
            <Title order={2}>{d.office.rating ?? '—'}</Title>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed">
              Adjectival rating
            </Text>
            <Group gap="xs">
              <Title order={2} fz={22}>
                {d.office.adjective ?? '—'}
              </Title>
              {d.office.rating && Number(d.office.rating) < 2.5 ? (
                <Badge color="red" variant="light" tt="none">
                  Below satisfactory
                </Badge>
              ) : null}
            </Group>
          </Paper>
          <Paper withBorder radius="md" p="md">
            <Text fz="xs" c="dimmed">
              People rated
            </Text>
            <Title order={2}>{d.office.rated_people}</Title>
          </Paper>
        </SimpleGrid>
      ) : null}
      <DataTable
        label="Major final outputs"
        columns={lineColumns}
        rows={d?.lines}
        rowKey={(l) => l.mfo_id}
        loading={office.isPending}
        minWidth={600}
        emptyTitle="No MFO lines"
      />
      <DataTable
        label="People rated"
        columns={personColumns}
        rows={d?.people}
        rowKey={(p) => p.personnel_id}
        loading={office.isPending}
        minWidth={600}
        emptyTitle="Nobody rated"
      />
    </Stack>
  );
}
