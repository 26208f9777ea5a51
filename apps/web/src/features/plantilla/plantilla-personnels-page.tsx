import { Link } from 'react-router';
import { Button, Group, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconFilterOff, IconPlus } from '@tabler/icons-react';
import { PLANTILLA_ITEM_STATUSES } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useCampusOptions, useEveryDepartment } from '../departments/departments.api';
import { useAppointmentStatusOptions, usePlantillaCoverages, usePlantillaLevels } from './plantilla.api';
import { isFiltered, type TPersonnelFilters } from './plantilla-filters';
import { HeaderActions, PlantillaDownloads, PlantillaFileProgress, PlantillaPersonnelView } from './plantilla-personnel-view';
import { usePersonnelFilters } from './use-personnel-filters';

const STATUS_CHOICES = [
  { value: 'all', label: 'All' },
  { value: 'vacant', label: 'Vacant' },
  { value: 'filled', label: 'Filled' },
];

const SEX_LABELS = { male: 'Male', female: 'Female' } as const;

const idOf = (value: string | null) => (value ? Number(value) : null);

/** The filters only a link sets (the report's counts): said in words, since the bar has no field for them. */
function LinkedFilters({ filters }: { filters: TPersonnelFilters }) {
  const statuses = useAppointmentStatusOptions();
  const parts = [
    filters.appointment_status_id !== undefined
      ? `status of appointment ${statuses.data?.find((s) => s.value === String(filters.appointment_status_id))?.label ?? filters.appointment_status_id}`
      : null,
    filters.sex ? `sex ${SEX_LABELS[filters.sex]}` : null,
    filters.salary_grade !== undefined ? `SG ${filters.salary_grade}` : null,
  ].filter(Boolean);
  if (parts.length === 0) return null;
  return (
    <Text fz="sm" c="dimmed">
      Also showing only: {parts.join(', ')}.
    </Text>
  );
}

/** /plantilla/personnels: the plantilla of personnel (PSIPOP), item by item, with its totals; the filters are in the address. */
export function PlantillaPersonnelsPage() {
  const departments = useEveryDepartment();
  const sameCampus = (departmentId: number, campusId: number) => departments.data?.find((d) => d.id === departmentId)?.campus_id === campusId;
  const { filters, page, typed, setTyped, setFilter, setPage, clear } = usePersonnelFilters(sameCampus);
  const campuses = useCampusOptions();
  const levels = usePlantillaLevels();
  const coverages = usePlantillaCoverages();
  const offices = (departments.data ?? [])
    .filter((d) => filters.campus_id === undefined || d.campus_id === filters.campus_id)
    .map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }));
  const str = (value: number | undefined) => (value === undefined ? null : String(value));

  return (
    <Stack gap="lg">
      <PageHeader
        title="Plantilla of Personnel"
        description="Every authorized item with its salary and incumbent, in the order of the DBM's PSIPOP. Money is per year."
        actions={
          <HeaderActions>
            <PlantillaDownloads filters={filters} />
            <Button component={Link} to="/plantilla/new/personnel-item" leftSection={<IconPlus size={16} />}>
              New personnel item
            </Button>
          </HeaderActions>
        }
      />
      <PlantillaFileProgress />
      <Stack gap="xs">
        <Group gap="sm" wrap="wrap" align="center">
          <SearchField value={typed} onChange={setTyped} placeholder="Search item no., position or incumbent" w={{ base: '100%', sm: 300 }} />
          <SegmentedControl
            aria-label="Status"
            value={filters.status ?? 'all'}
            onChange={(value) => setFilter('status', PLANTILLA_ITEM_STATUSES.find((s) => s === value) ?? null)}
            data={STATUS_CHOICES}
          />
        </Group>
        <Group gap="sm" wrap="wrap" align="center">
          <Select
            aria-label="Campus"
            placeholder="Every campus"
            data={campuses}
            value={str(filters.campus_id)}
            onChange={(value) => setFilter('campus_id', idOf(value))}
            clearable
            w={{ base: '100%', sm: 190 }}
          />
          <Select
            aria-label="Office"
            placeholder="Every office"
            data={offices}
            value={str(filters.department_id)}
            onChange={(value) => setFilter('department_id', idOf(value))}
            searchable
            clearable
            nothingFoundMessage="No such office"
            w={{ base: '100%', sm: 300 }}
          />
          <Select
            aria-label="Level"
            placeholder="Every level"
            data={levels.data ?? []}
            value={str(filters.level_id)}
            onChange={(value) => setFilter('level_id', idOf(value))}
            clearable
            w={{ base: '100%', sm: 160 }}
          />
          <Select
            aria-label="Fund"
            placeholder="Every fund"
            data={coverages.data ?? []}
            value={str(filters.coverage_id)}
            onChange={(value) => setFilter('coverage_id', idOf(value))}
            clearable
            w={{ base: '100%', sm: 230 }}
          />
          {isFiltered(filters) ? (
            <Button variant="subtle" leftSection={<IconFilterOff size={16} />} onClick={clear}>
              Clear filters
            </Button>
          ) : null}
        </Group>
        <LinkedFilters filters={filters} />
      </Stack>
      <PlantillaPersonnelView filters={filters} page={page} onPageChange={setPage} />
    </Stack>
  );
}
