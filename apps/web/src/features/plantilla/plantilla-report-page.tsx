import { useSearchParams } from 'react-router';
import { Group, Paper, Select, SimpleGrid, Skeleton, Stack, Table, Text } from '@mantine/core';
import type { TPlantillaReport, TPlantillaReportQuery } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useCampusOptions, useEveryDepartment } from '../departments/departments.api';
import { usePlantillaReport } from './plantilla.api';
import { countListPath, dimensionListPath, reportScopeFromSearch, searchOf, type TReportDimension } from './plantilla-filters';
import { CountLink, CountTable, OfficeBars, PieChart } from './plantilla-report-charts';

const count = (value: number) => value.toLocaleString('en-PH');

function Totals({ totals, scope }: { totals: TPlantillaReport['totals']; scope: TPlantillaReportQuery }) {
  const tiles = [
    { label: 'Items', value: totals.items, to: countListPath(scope, {}), color: undefined },
    { label: 'Filled', value: totals.filled, to: countListPath(scope, { status: 'filled' }), color: 'teal.8' },
    { label: 'Vacant', value: totals.vacant, to: countListPath(scope, { status: 'vacant' }), color: 'orange.8' },
  ];
  return (
    <SimpleGrid cols={3} spacing={{ base: 'xs', sm: 'md' }}>
      {tiles.map((tile) => (
        <Paper key={tile.label} withBorder radius="md" p={{ base: 'sm', sm: 'md' }}>
          <Text fz="xs" tt="uppercase" fw={700} c="dimmed" style={{ letterSpacing: '0.03em' }}>
            {tile.label}
          </Text>
          <Text fz={{ base: 22, sm: 26 }} fw={700} c={tile.color}>
            <CountLink to={tile.to} value={tile.value} label={tile.label.toLowerCase()} inherit />
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}

function CampusTable({ campuses, scope }: { campuses: TPlantillaReport['campuses']; scope: TPlantillaReportQuery }) {
  return (
    <Paper withBorder radius="md" style={{ overflow: 'hidden', alignSelf: 'start' }} component="section" aria-label="By campus">
      <Text fw={600} fz="sm" px="md" pt="sm" pb={4}>
        By campus
      </Text>
      <Table fz="sm" verticalSpacing={6} horizontalSpacing="md" striped="even">
        <Table.Thead>
          <Table.Tr>
            {['Campus', 'Filled', 'Vacant', 'Items'].map((header, index) => (
              <Table.Th key={header} fz="xs" tt="uppercase" c="dimmed" ta={index === 0 ? 'left' : 'right'}>
                {header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {campuses.map((c) => (
            <Table.Tr key={c.campus.id}>
              <Table.Td>{c.campus.name}</Table.Td>
              <Table.Td ta="right">
                <CountLink
                  to={countListPath(scope, { campus_id: c.campus.id, status: 'filled' })}
                  value={c.filled}
                  label={`filled items of ${c.campus.name}`}
                />
              </Table.Td>
              <Table.Td ta="right">
                <CountLink
                  to={countListPath(scope, { campus_id: c.campus.id, status: 'vacant' })}
                  value={c.vacant}
                  label={`vacant items of ${c.campus.name}`}
                />
              </Table.Td>
              <Table.Td ta="right">
                <CountLink to={countListPath(scope, { campus_id: c.campus.id })} value={c.filled + c.vacant} label={`items of ${c.campus.name}`} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Paper>
  );
}

/** /plantilla/report: the plantilla counted by appointment status, level, sex, grade, office and campus; every count opens its list. */
export function PlantillaReportPage() {
  const [params, setParams] = useSearchParams();
  const scope = reportScopeFromSearch(params);
  const report = usePlantillaReport(scope);
  const campuses = useCampusOptions();
  const departments = useEveryDepartment();
  const offices = (departments.data ?? [])
    .filter((d) => scope.campus_id === undefined || d.campus_id === scope.campus_id)
    .map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));

  const setScope = (next: TPlantillaReportQuery) => setParams(searchOf(next));
  const setCampus = (value: string | null) => {
    const campusId = value ? Number(value) : undefined;
    // An office of another campus does not stay chosen.
    const office = departments.data?.find((d) => d.id === scope.department_id);
    setScope({ campus_id: campusId, department_id: campusId !== undefined && office?.campus_id !== campusId ? undefined : scope.department_id });
  };
  const dimension = (key: TReportDimension) => (entry: { key: string }) => dimensionListPath(scope, key, entry.key);
  const data = report.data;

  return (
    <Stack gap="lg">
      <PageHeader title="Plantilla Report" description="The items filled and vacant, and who fills them. Click a count to see the people behind it." />
      <Group gap="sm" wrap="wrap">
        <Select
          aria-label="Campus"
          placeholder="Every campus"
          data={campuses}
          value={scope.campus_id === undefined ? null : String(scope.campus_id)}
          onChange={setCampus}
          clearable
          w={{ base: '100%', sm: 240 }}
        />
        <Select
          aria-label="Office"
          placeholder="Every office"
          data={offices}
          value={scope.department_id === undefined ? null : String(scope.department_id)}
          onChange={(value) => setScope({ ...scope, department_id: value ? Number(value) : undefined })}
          searchable
          clearable
          nothingFoundMessage="No such office"
          w={{ base: '100%', sm: 340 }}
        />
      </Group>
      {!data ? (
        <Stack gap="md">
          <Skeleton h={88} radius="md" />
          <Skeleton h={260} radius="md" />
        </Stack>
      ) : (
        <>
          <Totals totals={data.totals} scope={scope} />
          <SimpleGrid cols={{ base: 1, lg: 2 }} spacing="md">
            <PieChart title="Filled items by status of appointment" counts={data.by_appointment_status} linkOf={dimension('appointment_status_id')} />
            <Stack gap="md">
              <CountTable title="By sex" header="Sex" counts={data.by_sex} linkOf={dimension('sex')} />
              <CountTable title="By level" header="Level" counts={data.by_level} linkOf={dimension('level_id')} />
            </Stack>
          </SimpleGrid>
          <OfficeBars
            offices={data.offices}
            linkOf={(office, status) => countListPath(scope, { department_id: office.office.id, status })}
            statusLinkOf={(office, entry) => dimensionListPath({ ...scope, department_id: office.office.id }, 'appointment_status_id', entry.key)}
          />
          <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
            <CountTable title="By salary grade" header="Salary grade" counts={data.by_salary_grade} linkOf={dimension('salary_grade')} />
            {data.campuses.length > 0 ? <CampusTable campuses={data.campuses} scope={scope} /> : null}
          </SimpleGrid>
          <Text fz="xs" c="dimmed">
            {`${count(data.totals.filled)} of ${count(data.totals.items)} items filled.`} Counts by status, level, sex and grade are of the filled items.
          </Text>
        </>
      )}
    </Stack>
  );
}
