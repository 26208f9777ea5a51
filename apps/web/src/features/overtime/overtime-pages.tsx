import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Group, Paper, Select, Skeleton, Stack, Text } from '@mantine/core';
import { IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { RequestDetailPage } from '../../components/request-pages/request-detail';
import { formatLongDate } from '../../lib/dates';
import { manilaMonth } from '../../lib/dates';
import { recentMonths } from '../../lib/dates';
import { PdfButton } from '../../components/busy-button';
import { OvertimeDetails } from './overtime-details';
import { OvertimeTable } from './overtime-table';
import { openCocCertificate, useMyCredits } from './overtime.api';

export { NewOvertimePage } from './new-overtime-page';

/** The COC balance, and the Certificate of COC Earned of a month. */
function CreditsCard() {
  const credits = useMyCredits();
  const [month, setMonth] = useState(manilaMonth());
  const upcoming = credits.data?.entries.filter((e) => e.entry_kind === 'earned' && !e.expired && e.hours > 0).at(-1);
  return (
    <Paper withBorder radius="md" p="md">
      <Group justify="space-between" align="flex-end" gap="md">
        <Stack gap={2}>
          <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
            Compensatory overtime credits
          </Text>
          {credits.isPending ? (
            <Skeleton h={28} w={220} />
          ) : (
            <Text fz="xl" fw={700} data-testid="coc-balance">
              COC balance: {(credits.data?.balance ?? 0).toFixed(2)} hours
            </Text>
          )}
          <Text fz="xs" c="dimmed">
            {upcoming?.expires_on ? `Your oldest unexpired credits are valid until ${formatLongDate(upcoming.expires_on)}. ` : ''}Taken as compensatory time-off
            in blocks of 4 or 8 hours.
          </Text>
        </Stack>
        <Group gap="xs" align="flex-end">
          <Select
            aria-label="Month of the certificate"
            data={recentMonths(manilaMonth())}
            value={month}
            onChange={(value) => value && setMonth(value)}
            allowDeselect={false}
            w={180}
          />
          <PdfButton open={() => openCocCertificate(month)}>Certificate of COC Earned</PdfButton>
        </Group>
      </Group>
    </Paper>
  );
}

/** /account/overtime: my overtime and make-up classes, my COC balance, and "New". */
export function MyOvertimePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Overtime"
        description="Overtime you filed and the credits it earned. Faculty request make-up classes here too."
        actions={
          <Button component={Link} to="/account/overtime/new" leftSection={<IconPlus size={16} />}>
            New
          </Button>
        }
      />
      <CreditsCard />
      <OvertimeTable
        scope="mine"
        onOpen={(r) => void navigate(`/account/overtime/${r.id}`)}
        emptyTitle="No overtime filed"
        emptyDescription="Overtime and make-up classes you file show here."
      />
    </Stack>
  );
}

function RequestPage({ backTo, backLabel, title = 'Overtime request' }: { backTo: string; backLabel: string; title?: string }) {
  const id = Number(useParams().id) || null;
  return (
    <RequestDetailPage back={{ to: backTo, label: backLabel }} title={title} maw={960}>
      {id ? <OvertimeDetails key={id} id={id} /> : null}
    </RequestDetailPage>
  );
}

/** /account/overtime/:id: one of my requests, what it earned, and "Cancel request" while pending. */
export function MyOvertimeRequestPage() {
  return <RequestPage backTo="/account/overtime" backLabel="My overtime" />;
}

/** /department/edats/overtime/:id: a request from the department, with the head's decision. */
export function DepartmentOvertimeRequestPage() {
  return <RequestPage backTo="/department/edats/overtime" backLabel="Department's overtime" />;
}

/** /edats/overtime/:id: any request, with the recompute of the served time. */
export function EdatsOvertimeRequestPage() {
  return <RequestPage backTo="/edats/overtime" backLabel="Overtime" />;
}

/** /faculty/edats/:id: a make-up class, with the VPAA office's decision. */
export function FacultyMakeupRequestPage() {
  return <RequestPage backTo="/faculty/edats" backLabel="Make-up classes" title="Make-up class request" />;
}

/** /department/edats/overtime: the department's overtime and make-up classes, pending first. */
export function DepartmentOvertimePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Overtime requests"
        description="Overtime and make-up classes your department's employees file. Recommend, return or disapprove each before it goes on."
      />
      <OvertimeTable
        scope="department"
        onOpen={(r) => void navigate(`/department/edats/overtime/${r.id}`)}
        emptyTitle="No overtime requests"
        emptyDescription="Requests from your department's employees show here."
      />
    </Stack>
  );
}

/** /edats/overtime: everyone's overtime, with the served time and the credits. */
export function EdatsOvertimePage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Overtime"
        description="Every employee's overtime. Approved overtime earns COC from the time actually served once the day has passed; open one to recompute it after late punches."
      />
      <OvertimeTable
        scope="all"
        kind="overtime"
        onOpen={(r) => void navigate(`/edats/overtime/${r.id}`)}
        emptyTitle="No overtime requests"
        emptyDescription="Overtime filed by employees shows here."
      />
    </Stack>
  );
}

/** /faculty/edats: make-up class requests of the whole university, for the VPAA's office. */
export function FacultyMakeupPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title="Make-up classes" description="Make-up classes faculty request across the university, after their department head recommends them." />
      <OvertimeTable
        scope="all"
        kind="makeup"
        onOpen={(r) => void navigate(`/faculty/edats/${r.id}`)}
        emptyTitle="No make-up class requests"
        emptyDescription="Make-up classes faculty request show here."
      />
    </Stack>
  );
}

/** /account/overtime/form: the printable authorizations of my approved requests. */
export function OvertimeFormsPage() {
  const navigate = useNavigate();
  return (
    <Stack gap="lg">
      <PageHeader title="Overtime authorization" description="Open an approved request and choose Print authorization for the signed form." />
      <OvertimeTable scope="mine" onOpen={(r) => void navigate(`/account/overtime/${r.id}`)} emptyTitle="No overtime filed" />
    </Stack>
  );
}
