import { useState } from 'react';
import { Badge, Button, Divider, Drawer, Group, Paper, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconArrowBackUp, IconCheck, IconPrinter } from '@tabler/icons-react';
import { ZPdsDecision, ZPdsReturn, type TPdsSubmissionStatus } from '@hris/contracts';
import { useConfirm } from '../../components/confirm-dialog';
import { formatDateTime } from '../../lib/dates';
import { formErrorsOf } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { openPdsPdf, useDecidePdsSubmission, usePdsSubmission, type TPdsDecision, type TPdsSubmission, type TPdsSubmissionDetail } from './pds.api';
import { PdsChanges } from './pds-changes';
import { DRAWER_Z_INDEX, PdsDocumentsDrawer, type DocumentsSubject } from './pds-documents-drawer';
import { BusyButton } from '../../components/busy-button';

const STATUS_BADGE: Record<TPdsSubmissionStatus, { color: string; label: string }> = {
  submitted: { color: 'blue', label: 'Waiting for checking' },
  verified: { color: 'teal', label: 'Verified' },
  returned: { color: 'orange', label: 'Returned' },
};

/** The submission with its employee: from the answer, else the list's row, else the submitted copy's names. */
function submissionOf(detail: TPdsSubmissionDetail, listed: TPdsSubmission | undefined): TPdsSubmission {
  const answer = detail.submission;
  const fromCopy = { id: detail.pds.personnel.id, idno: detail.pds.personnel.idno, fullname: detail.pds.personnel.fullname, department: null, campus: null };
  return { ...answer, personnel: (listed?.id === answer.id ? listed.personnel : undefined) ?? fromCopy };
}

/** Verify (remarks optional) or return (remarks required), each after a confirmation. */
function Decision({ submission, onDone }: { submission: TPdsSubmission; onDone: () => void }) {
  const decide = useDecidePdsSubmission(submission.id);
  const confirm = useConfirm();
  const form = useContractForm(ZPdsDecision, { initialValues: { remarks: '' } });
  const name = submission.personnel.fullname;

  /** Returning needs remarks (what to correct); verifying takes them if given. */
  const decisionOf = (action: 'verify' | 'return'): TPdsDecision | null => {
    if (action === 'return') {
      const body = form.check(ZPdsReturn, { remarks: form.values.remarks });
      return body && { action, body };
    }
    const body = form.check(ZPdsDecision, { remarks: form.values.remarks.trim() || undefined });
    return body && { action, body };
  };

  const run = (action: 'verify' | 'return') => {
    const decision = decisionOf(action);
    if (!decision) return;
    confirm({
      title: action === 'verify' ? 'Verify this PDS?' : 'Return this PDS?',
      message:
        action === 'verify'
          ? `${name}'s PDS becomes the verified version, and ${name} is notified.`
          : `${name}'s PDS goes back to them with your remarks, and ${name} is notified.`,
      confirmLabel: action === 'verify' ? 'Verify' : 'Return',
      onConfirm: () =>
        decide.mutateAsync(decision).then(
          (answer) => {
            showSuccessToast(answer.message);
            onDone();
          },
          (failure: unknown) => {
            form.setErrors(formErrorsOf(failure));
            throw failure;
          },
        ),
    });
  };

  return (
    <Paper withBorder p="md" radius="md" bg="gray.0">
      <Stack gap="sm">
        <Text fw={700} fz="sm">
          Your decision
        </Text>
        <Textarea
          label="Remarks"
          description="Optional when verifying; required when returning (say what the employee must correct)"
          autosize
          minRows={2}
          {...form.getInputProps('remarks')}
          error={form.errors.remarks ?? form.errors.form}
        />
        <Group gap="sm" justify="flex-end">
          <Button color="orange" variant="light" leftSection={<IconArrowBackUp size={16} />} onClick={() => run('return')} disabled={decide.isPending}>
            Return
          </Button>
          <Button color="teal" leftSection={<IconCheck size={16} />} onClick={() => run('verify')} disabled={decide.isPending}>
            Verify
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/** One submission: who, when, what changed per section, the entries' documents, and HR's decision. */
export function PdsSubmissionDrawer({
  submissionId,
  listed,
  onClose,
}: {
  submissionId: number | null;
  listed: TPdsSubmission | undefined;
  onClose: () => void;
}) {
  const detail = usePdsSubmission(submissionId);
  const [documents, setDocuments] = useState<DocumentsSubject | null>(null);
  const submission = detail.data ? submissionOf(detail.data, listed) : undefined;

  return (
    <Drawer zIndex={DRAWER_Z_INDEX} opened={submissionId !== null} onClose={onClose} position="right" size="xl" title="PDS submission">
      {submission && detail.data ? (
        <Stack gap="lg">
          <Stack gap={6}>
            <Group gap="xs">
              <Badge color={STATUS_BADGE[submission.status].color} variant="light">
                {STATUS_BADGE[submission.status].label}
              </Badge>
              <Text fz="xs" c="dimmed">
                {submission.personnel.department ? `${submission.personnel.department.fullname} (${submission.personnel.department.acronym})` : 'No department'}
              </Text>
            </Group>
            <Group justify="space-between" align="flex-start">
              <Title order={3} fz="lg">
                {submission.personnel.fullname}
              </Title>
              <BusyButton
                size="xs"
                variant="default"
                leftSection={<IconPrinter size={14} />}
                onClick={() => openPdsPdf(submission.personnel.id, submission.status === 'verified' ? 'verified' : 'current')}
              >
                Print PDS
              </BusyButton>
            </Group>
            <Text fz="sm" c="dimmed">
              Submitted on {formatDateTime(submission.submitted_at)}
              {submission.decided_at ? ` · ${submission.status === 'verified' ? 'verified' : 'returned'} on ${formatDateTime(submission.decided_at)}` : ''}
            </Text>
            {submission.remarks ? (
              <Text fz="sm" style={{ whiteSpace: 'pre-wrap' }}>
                HR&apos;s remarks: “{submission.remarks}”
              </Text>
            ) : null}
          </Stack>
          <Divider label="Changes since the last verified version" labelPosition="left" />
          <PdsChanges changes={detail.data.changes} pds={detail.data.pds} onDocuments={setDocuments} />
          {submission.status === 'submitted' ? <Decision key={submission.id} submission={submission} onDone={onClose} /> : null}
          <PdsDocumentsDrawer personnelId={submission.personnel.id} subject={documents} readOnly onClose={() => setDocuments(null)} />
        </Stack>
      ) : (
        <Stack>
          <Skeleton h={28} w="60%" />
          <Skeleton h={16} w="40%" />
          <Skeleton h={160} />
        </Stack>
      )}
    </Drawer>
  );
}
