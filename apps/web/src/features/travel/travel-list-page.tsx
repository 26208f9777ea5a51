import { useState } from 'react';
import { Button, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import type { TRequestStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import { PersonCell } from '../../components/person-cell';
import { idnoLabel } from '../../components/picker-sources';
import { employeeColumn, FiledCell, MonthFilter, RequestList, requestListQuery, StatusCell, StatusFilter } from '../../components/request-pages/request-list';
import { DepartmentFilter } from '../departments/department-filter';
import { useListState } from '../../lib/list-state';
import { useSignedInUser } from '../account/current-user';
import { exportTravels, useTravels, type TTravel, type TTravelScope } from './travel.api';
import { TravelFormModal } from './travel-form-modal';
import { DownloadButton } from '../../components/busy-button';

/** Where each list's rows open. */
export const TRAVEL_DETAIL_BASE: Record<TTravelScope, string> = {
  mine: '/account/ob',
  department: '/department/edats/ob',
  all: '/edats/obt',
};

const destination = (t: TTravel) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {t.destination}
    </Text>
    <Text fz="xs" c="dimmed" lineClamp={1}>
      {t.purpose}
    </Text>
  </Stack>
);
const dates = (t: TTravel) => (
  <Stack gap={0}>
    <Text fz="sm">{t.period}</Text>
    <Text fz="xs" c="dimmed">
      {t.days === 1 ? '1 day' : `${t.days} days`}
    </Text>
  </Stack>
);
const status = (t: TTravel) => <StatusCell status={t.status} waitingFor={t.waiting_for} />;
const filed = (t: TTravel) => <FiledCell at={t.created_at} />;

type Filters = { status: TRequestStatus | null; month: string | null; department: string | null };
type Props = { scope: TTravelScope; title: string; description: string };

function TravelList({ scope, title, description }: Props) {
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const list = useListState<Filters>({ status: scope === 'mine' ? null : 'pending', month: null, department: null });
  const { filters } = list;
  const [filing, setFiling] = useState({ opened: false, key: 0 });
  const { page, per_page, ...query } = { scope, department_id: filters.department ? Number(filters.department) : undefined, ...requestListQuery(list) };
  const travels = useTravels({ ...query, page, per_page });

  const columns: Column<TTravel>[] = [
    ...employeeColumn(scope !== 'mine', (t: TTravel) => (
      <PersonCell name={t.personnel.fullname} details={[idnoLabel(t.personnel.idno), t.personnel.department?.acronym]} />
    )),
    { key: 'destination', header: 'Destination and purpose', render: destination },
    { key: 'dates', header: 'Dates', width: 240, render: dates },
    { key: 'status', header: 'Status', width: 190, render: status },
    { key: 'filed', header: 'Filed', width: 130, render: filed },
  ];

  return (
    <RequestList
      gap="lg"
      page={{
        title,
        description,
        actions:
          scope === 'mine' && user.personnel ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setFiling((f) => ({ opened: true, key: f.key + 1 }))}>
              New travel
            </Button>
          ) : scope === 'all' ? (
            <DownloadButton save={() => exportTravels(query)}>Export to Excel</DownloadButton>
          ) : null,
      }}
      list={list}
      search={scope === 'mine' ? null : { placeholder: 'Search name, number or destination' }}
      filters={
        <>
          <StatusFilter list={list} />
          <MonthFilter list={list} />
          {scope === 'all' ? <DepartmentFilter list={list} w={{ base: '100%', sm: 320 }} /> : null}
        </>
      }
      answer={{ rows: travels.data?.travels, meta: travels.data?.meta, loading: travels.isPending }}
      table={{
        label: title,
        columns,
        onRowClick: (t) => void navigate(`${TRAVEL_DETAIL_BASE[scope]}/${t.id}`),
        minWidth: scope === 'mine' ? 720 : 900,
        emptyTitle: scope === 'mine' ? 'No travels filed' : 'No travels to show',
        emptyDescription:
          scope === 'mine'
            ? 'Going out on the university’s business? File it here; once your head recommends it and HR approves it, your DTR counts those days as present.'
            : 'Travels of the employees matching the filters appear here.',
      }}
    >
      {scope === 'mine' ? <TravelFormModal key={filing.key} opened={filing.opened} onClose={() => setFiling((f) => ({ ...f, opened: false }))} /> : null}
    </RequestList>
  );
}

export function MyTravelsPage() {
  return (
    <TravelList scope="mine" title="Official Business Travel" description="Your travels on official business. Approved travel counts as present in your DTR." />
  );
}

export function DepartmentTravelsPage() {
  return (
    <TravelList scope="department" title="Official business travel" description="Your staff's travels. Recommend or return them; HR approves after you." />
  );
}

export function AllTravelsPage() {
  return (
    <TravelList
      scope="all"
      title="Official business travel"
      description="Every employee's travels. Approve those the department head has recommended, and print the travel orders."
    />
  );
}
