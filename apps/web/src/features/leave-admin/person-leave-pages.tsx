import { useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconId, IconListDetails } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { PersonLine } from '../../components/person-line';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatLongDate } from '../../lib/dates';
import { useLedger, useLeaveTypes } from '../leave/leave.api';
import { LeaveApplicationForm } from '../leave/leave-application-form';
import { LeaveBalanceCards } from '../leave/leave-balance-cards';
import { LeaveCard } from '../leave/leave-card';
import { thisYear } from '../leave/leave-format';
import { LeaveTypeSummary } from '../leave/leave-summary-page';
import { BALANCE_SUMMARY, SUBMITTED_LEAVE } from './hr-leaves-page';

/** What each kind of leave draws on, in words. */
const CHARGED_TO = {
  VL: 'vacation leave credits',
  SL: 'sick leave credits',
  VLSL: 'vacation, then sick leave credits',
  COC: 'compensatory overtime credits',
  SC: 'service credits',
} as const;

// HR's pages about one person (SPEC.md §2, eDATS hidden pages): the person comes from the address or a picker.

const positiveId = (value: string | undefined) => {
  const n = Number(value);
  return Number.isInteger(n) && n > 0 ? n : null;
};

function BackToSummary() {
  return (
    <Anchor component={Link} to={BALANCE_SUMMARY} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the balance summary
      </Group>
    </Anchor>
  );
}

function NotFound({ what }: { what: string }) {
  return (
    <Stack gap="md">
      <BackToSummary />
      <Alert color="gray">{what} was not found.</Alert>
    </Stack>
  );
}

/** The person's name and office over a page (from their leave card, which HR may read). */
function PersonOfTheCard({ personnelId }: { personnelId: number }) {
  const card = useLedger(personnelId);
  const p = card.data?.person;
  return <PersonLine person={card.isPending ? undefined : p ? { fullname: p.fullname, details: [p.idno, p.department, p.employment_kind] } : null} />;
}

/** /edats/personnelLeaveRecord and /edats/LeaveRecord: pick an employee, see their leave card. */
export function PickLeaveRecordPage() {
  const [person, setPerson] = useState<PickerOption | null>(null);
  const [year, setYear] = useState(thisYear());
  return (
    <Stack gap="lg">
      <PageHeader title="Leave record" description="An employee's leave card: the credits earned and charged each month, and the balances today." />
      <RemoteSearchPicker
        label="Employee"
        placeholder="Type a name or employee no."
        withAvatar
        source={personnelSource}
        value={person}
        onChange={setPerson}
        maw={520}
      />
      {person ? <LeaveCard key={person.id} personnelId={person.id} year={year} typeId={0} role="hr" onYearChange={setYear} /> : null}
    </Stack>
  );
}

/** /edats/leave/:id/:type/:idno/leaveRecord: the leave card of employee :id, type :type lit. */
export function PersonLeaveRecordPage() {
  const params = useParams();
  const personnelId = positiveId(params.id);
  const [year, setYear] = useState(thisYear());
  if (!personnelId) return <NotFound what="This leave record" />;
  return (
    <Stack gap="lg">
      <BackToSummary />
      <PageHeader title="Leave record" />
      <LeaveCard personnelId={personnelId} year={year} typeId={Number(params.type) || 0} role="hr" onYearChange={setYear} />
    </Stack>
  );
}

/** /edats/leave/:id/:type/balance: the balances of employee :id, the one type :type is charged to lit. */
export function PersonBalancePage() {
  const params = useParams();
  const personnelId = positiveId(params.id);
  const typeId = Number(params.type) || 0;
  const card = useLedger(personnelId);
  const type = useLeaveTypes().data?.find((t) => t.id === typeId);
  if (!personnelId) return <NotFound what="This employee" />;
  return (
    <Stack gap="lg">
      <BackToSummary />
      <PageHeader
        title="Leave balances"
        description={
          type
            ? type.charged_to
              ? `${type.name} is charged to the ${CHARGED_TO[type.charged_to]} (lit below).`
              : `${type.name} is not charged to leave credits.`
            : undefined
        }
        actions={
          <Group gap="sm">
            <Button
              component={Link}
              to={`/edats/leave/${personnelId}/${typeId}/${card.data?.person.idno ?? '-'}/leaveRecord`}
              variant="default"
              leftSection={<IconId size={16} />}
            >
              Leave card
            </Button>
            {type ? (
              <Button
                component={Link}
                to={`/edats/leave/${personnelId}/${typeId}/${encodeURIComponent(type.name)}/summary`}
                variant="default"
                leftSection={<IconListDetails size={16} />}
              >
                {type.name} applications
              </Button>
            ) : null}
          </Group>
        }
      />
      <PersonOfTheCard personnelId={personnelId} />
      {card.data ? (
        <>
          <LeaveBalanceCards balances={card.data.balances} highlight={type?.charged_to ?? null} />
          {card.data.opening ? (
            <Text fz="sm" c="dimmed">
              Opening balance: {card.data.opening.vl.toFixed(3)} VL and {card.data.opening.sl.toFixed(3)} SL as of {formatLongDate(card.data.opening.as_of)}.
            </Text>
          ) : null}
        </>
      ) : card.isPending ? (
        <Skeleton h={90} />
      ) : null}
    </Stack>
  );
}

/** /edats/leave/:id/:type/:label/summary: every application of one type of employee :id. */
export function PersonLeaveSummaryPage() {
  const params = useParams();
  const personnelId = positiveId(params.id);
  const typeId = positiveId(params.type);
  const label = params.label ?? 'Leave';
  if (!personnelId || !typeId) return <NotFound what="This summary" />;
  return (
    <Stack gap="lg">
      <BackToSummary />
      <PageHeader title={`${label} summary`} />
      <PersonOfTheCard personnelId={personnelId} />
      <LeaveTypeSummary personnelId={personnelId} typeId={typeId} label={label} scope="all" detailBase={SUBMITTED_LEAVE} />
    </Stack>
  );
}

function FilingPage({ personnelId, typeId, title }: { personnelId: number; typeId?: number; title: string }) {
  const navigate = useNavigate();
  return (
    <Stack gap="lg" maw={960}>
      <BackToSummary />
      <PageHeader title={title} description="The office files CS Form No. 6 for the employee; it then goes through the same approval as the employee's own." />
      <PersonOfTheCard personnelId={personnelId} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        <LeaveApplicationForm
          personnelId={personnelId}
          initialTypeId={typeId}
          onFiled={(application) => void navigate(`${SUBMITTED_LEAVE}/${application.id}`)}
        />
      </Paper>
    </Stack>
  );
}

/** /edats/addLeaveAdmin/:id: HR files leave for employee :id. */
export function AddLeaveAdminPage() {
  const personnelId = positiveId(useParams().id);
  if (!personnelId) return <NotFound what="This employee" />;
  return <FilingPage key={personnelId} personnelId={personnelId} title="File leave for an employee" />;
}

/** /edats/LeaveAdminForm/:id/:label/:lid: the same, with the type of leave :lid chosen. */
export function LeaveAdminFormPage() {
  const params = useParams();
  const personnelId = positiveId(params.id);
  const typeId = positiveId(params.lid) ?? undefined;
  if (!personnelId) return <NotFound what="This employee" />;
  return <FilingPage key={`${personnelId}-${typeId}`} personnelId={personnelId} typeId={typeId} title={`File ${params.label ?? 'leave'} for an employee`} />;
}
