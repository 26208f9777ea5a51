import { formatDays } from '../../lib/day-count';
import { useEffect, useState } from 'react';
import { Alert, Anchor, Button, Group, Paper, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconExternalLink } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { leaveApi } from '@hris/contracts';
import { downloadApi } from '../../lib/api';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { useLeaveApplication } from '../leave/leave.api';
import { periodLabel } from '../leave/leave-format';
import { SUBMITTED_LEAVE } from './hr-leaves-page';

/** The attachment as a page-local address: fetched with the token (an iframe cannot send it), let go on leaving. */
function useAttachmentUrl(id: number, enabled: boolean) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!enabled) return;
    const controller = new AbortController();
    let made: string | null = null;
    downloadApi(leaveApi.attachment, { params: { id }, signal: controller.signal })
      .then(({ blob }) => {
        made = URL.createObjectURL(blob);
        setUrl(made);
      })
      .catch(() => {
        if (!controller.signal.aborted) setFailed(true);
      });
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [id, enabled]);
  // The server's content security policy may forbid page-made (blob:) frames: then say so rather than show an empty frame.
  const [blocked, setBlocked] = useState(false);
  useEffect(() => {
    const onViolation = (event: SecurityPolicyViolationEvent) => {
      if (event.blockedURI.startsWith('blob')) setBlocked(true);
    };
    document.addEventListener('securitypolicyviolation', onViolation);
    return () => document.removeEventListener('securitypolicyviolation', onViolation);
  }, []);
  return { url, failed, blocked };
}

/** /edats/LeaveAttachment/:id: the medical certificate or other paper of an application, beside its summary. */
export function LeaveAttachmentPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const application = useLeaveApplication(valid ? id : null);
  const a = application.data;
  const attachment = useAttachmentUrl(id, Boolean(a?.attachment));
  const back = (
    <Anchor component={Link} to={valid ? `${SUBMITTED_LEAVE}/${id}` : SUBMITTED_LEAVE} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> Back to the application
      </Group>
    </Anchor>
  );
  if (valid && application.isPending) return <Skeleton h={480} />;
  if (!a) {
    return (
      <Stack gap="md">
        {back}
        <Alert color="gray">This leave application was not found.</Alert>
      </Stack>
    );
  }
  return (
    <Stack gap="md">
      {back}
      <Paper withBorder p="md" radius="md">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>
              {a.leave_type.name} — {a.personnel.fullname}
            </Text>
            <Text fz="sm" c="dimmed">
              {[a.personnel.idno, a.personnel.department?.acronym, periodLabel(a), formatDays(a.working_days)].filter(Boolean).join(' · ')}
            </Text>
            {a.attachment ? <Text fz="sm">Attachment: {a.attachment.name}</Text> : null}
          </Stack>
          <Group gap="sm">
            <RequestStatusBadge status={a.status} />
            {attachment.url ? (
              <Button
                component="a"
                href={attachment.url}
                target="_blank"
                rel="noreferrer"
                variant="default"
                size="xs"
                leftSection={<IconExternalLink size={14} />}
              >
                Open in a new tab
              </Button>
            ) : null}
          </Group>
        </Group>
      </Paper>
      {!a.attachment ? (
        <Alert color="gray">This application has no attachment.</Alert>
      ) : attachment.failed ? (
        <Alert color="red">The attachment could not be opened.</Alert>
      ) : attachment.blocked ? (
        <Alert color="gray">The attachment cannot be shown inside this page. Choose Open in a new tab to read it.</Alert>
      ) : attachment.url ? (
        <iframe
          title={`Attachment of leave application ${a.id}`}
          src={attachment.url}
          style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 8 }}
        />
      ) : (
        <Skeleton h={480} />
      )}
    </Stack>
  );
}
