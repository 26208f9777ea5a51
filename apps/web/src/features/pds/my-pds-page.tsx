import { useState } from 'react';
import { Alert, Button, Group, Paper, Stack, Text, Tooltip } from '@mantine/core';
import { IconAlertTriangle, IconFileImport, IconInfoCircle, IconPrinter, IconSend } from '@tabler/icons-react';
import type { TPdsChecking } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { statusTextColor } from '../../lib/theme';
import { formatDateTime } from '../../lib/dates';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useSignedInUser } from '../account/current-user';
import { openPdsPdf, savePdsExcel, usePds, useSubmitPds } from './pds.api';
import { PdsEditor } from './pds-editor';
import { PdsWorkbookModal } from './pds-workbook-modal';
import { pdsStanding, sectionTitles, submitBlocker } from './pds-format';
import { BusyButton, DownloadButton } from '../../components/busy-button';

/** Where the PDS stands with HR, and sending the changes to HR. */
function StandingBanner({ personnelId, checking }: { personnelId: number; checking: TPdsChecking }) {
  const submit = useSubmitPds(personnelId);
  const [refusal, setRefusal] = useState<string | null>(null);
  const standing = pdsStanding(checking, formatDateTime);
  const blocker = submitBlocker(checking);

  const send = () =>
    submit.mutate(undefined, {
      onSuccess: (answer) => {
        setRefusal(null);
        showSuccessToast(answer.message);
      },
      onError: (error) => {
        const errors = formErrorsOf(error);
        setRefusal(Object.values(errors)[0] ?? null);
      },
    });

  return (
    <Paper withBorder radius="md" p="md" data-testid="pds-standing" data-status={checking.status}>
      <Group justify="space-between" align="center" gap="md">
        <Stack gap={4} style={{ flex: 1, minWidth: 240 }}>
          <Group gap="xs">
            <Text fw={700} c={statusTextColor(standing.color)}>
              {standing.label}
            </Text>
          </Group>
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {standing.description}
          </Text>
          {checking.changed_sections.length > 0 && checking.status !== 'submitted' ? (
            <Text fz="xs" c="dimmed">
              Changed: {sectionTitles(checking.changed_sections).join('; ')}
            </Text>
          ) : null}
        </Stack>
        <Tooltip label={blocker} disabled={!blocker} multiline w={260}>
          <div>
            <Button leftSection={<IconSend size={16} />} onClick={send} loading={submit.isPending} disabled={blocker !== null}>
              Submit for verification
            </Button>
          </div>
        </Tooltip>
      </Group>
      {blocker ? (
        <Text fz="xs" c="dimmed" ta="right" mt={6}>
          {blocker}
        </Text>
      ) : null}
      {refusal ? (
        <Alert mt="sm" color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
          {refusal}
        </Alert>
      ) : null}
    </Paper>
  );
}

function MyPds({ personnelId }: { personnelId: number }) {
  const pds = usePds(personnelId);
  const [filling, setFilling] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Personal Data Sheet"
        description="CS Form No. 212 (Revised 2017). Keep it up to date; HR verifies what you change."
        actions={
          <Group gap="xs">
            <Button variant="default" leftSection={<IconFileImport size={16} />} onClick={() => setFilling(true)}>
              Fill from my Excel PDS
            </Button>
            <BusyButton variant="default" leftSection={<IconPrinter size={16} />} onClick={() => openPdsPdf(personnelId, 'current')}>
              Print PDS
            </BusyButton>
            <DownloadButton save={() => savePdsExcel(personnelId, 'current')}>Excel</DownloadButton>
          </Group>
        }
      />
      {pds.data ? <StandingBanner personnelId={personnelId} checking={pds.data.checking} /> : null}
      <PdsEditor personnelId={personnelId} />
      <PdsWorkbookModal personnelId={personnelId} opened={filling} onClose={() => setFilling(false)} />
    </Stack>
  );
}

/** /account/profile: the signed-in employee's own PDS. */
export function MyPdsPage() {
  const me = useSignedInUser();
  const personnel = me.user.personnel;
  if (!personnel) {
    return (
      <Stack gap="lg">
        <PageHeader title="Personal Data Sheet" />
        <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />} title="No personnel record is linked to your account">
          The personal data sheet belongs to a personnel record. Ask the HR office to link your user account to your personnel record; your PDS will then appear
          here.
        </Alert>
      </Stack>
    );
  }
  return <MyPds personnelId={personnel.id} />;
}
