import { useState, type ReactNode } from 'react';
import { Alert, Anchor, Button, Divider, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { formatDateTime } from '../../lib/dates';
import { openPdfFrom } from '../../lib/download';
import { ApprovalPanel } from '../approvals/approval-panel';
import { RequestStatusBadge } from '../approvals/request-status';
import { clockTime } from '../attendance/attendance.api';
import { TRAVEL_DETAIL_BASE } from './travel-list-page';
import { travelOrderPath, useRefreshAfterDecision, useTravel, type TTravel, type TTravelScope } from './travel.api';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ whiteSpace: 'pre-wrap' }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The travel order opens in a new tab; the API client says why when it cannot. */
function PrintTravelOrder({ travel }: { travel: TTravel }) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdfFrom(travelOrderPath(travel.id));
    } catch {
      // shown by the API client's error toast
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button leftSection={<IconPrinter size={16} />} loading={opening} onClick={() => void open()}>
      Print travel order
    </Button>
  );
}

function TravelDetails({ id, scope }: { id: number; scope: TTravelScope }) {
  const travel = useTravel(id);
  const refresh = useRefreshAfterDecision();
  const back = (
    <Anchor component={Link} to={TRAVEL_DETAIL_BASE[scope]} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the list
      </Group>
    </Anchor>
  );
  if (travel.isPending) return <Skeleton h={360} />;
  if (!travel.data) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This travel was not found, or it is not yours to see.
        </Alert>
      </Stack>
    );
  }
  const t = travel.data;
  return (
    <Stack gap="lg">
      {back}
      <Group justify="space-between" align="flex-start">
        <Stack gap={6}>
          <Group gap="xs">
            <RequestStatusBadge status={t.status} />
            <Text fz="xs" c="dimmed">
              Filed {formatDateTime(t.created_at)}
              {t.waiting_for ? ` · waiting for: ${t.waiting_for}` : ''}
            </Text>
          </Group>
          <Title order={1} fz={{ base: 22, sm: 26 }}>
            {t.destination}
          </Title>
          <Text c="dimmed" fz="sm">
            {t.period} · {t.days === 1 ? '1 day' : `${t.days} days`}
          </Text>
        </Stack>
        {t.status === 'approved' ? <PrintTravelOrder travel={t} /> : null}
      </Group>
      <Paper withBorder p="md" radius="md">
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" verticalSpacing="md">
          <Fact label="Employee">
            {t.personnel.fullname}
            <Text fz="xs" c="dimmed">
              {[t.personnel.idno, t.personnel.department?.fullname].filter(Boolean).join(' · ')}
            </Text>
          </Fact>
          <Fact label="Hours">{t.time_from && t.time_to ? `Departure ${clockTime(t.time_from)}, return ${clockTime(t.time_to)} each day` : 'Whole day'}</Fact>
          <Fact label="Destination">{t.destination}</Fact>
          <Fact label="Purpose">{t.purpose}</Fact>
        </SimpleGrid>
      </Paper>
      <Divider label="Approval" labelPosition="left" />
      <ApprovalPanel requestId={t.approval_request_id} onChanged={refresh} />
    </Stack>
  );
}

function detailsPage(scope: TTravelScope) {
  return function TravelDetailsPage() {
    const { id } = useParams();
    const travelId = Number(id);
    if (!Number.isInteger(travelId) || travelId <= 0) {
      return <Alert color="gray">This travel was not found.</Alert>;
    }
    return <TravelDetails key={travelId} id={travelId} scope={scope} />;
  };
}

export const MyTravelPage = detailsPage('mine');
export const DepartmentTravelPage = detailsPage('department');
export const OfficeTravelPage = detailsPage('all');
