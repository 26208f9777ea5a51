import { Alert, Anchor, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconAlarm, IconInfoCircle } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { DOCUMENT_STATE_LABELS, type TOverdueAnswer } from '@hris/contracts';
import { BackLink, Fact } from '../../components/request-pages/request-detail';
import { formatDateTime, formatRelative, formatDeadline, sentence } from '../../lib/dates';
import { DocumentView } from './document-page';
import { useOverdueStep } from './dts.api';

/** The step that made the document late: the office, since when it has been there, when it was due, how late it is. */
function OverdueStep({ answer }: { answer: TOverdueAnswer }) {
  const { document: d, step } = answer;
  const office = step.to_office ?? step.office;
  const stillThere = d.current_office.id === office.id && d.due_at !== null;
  if (!stillThere || !d.overdue) {
    return (
      <Alert color="gray" variant="light" icon={<IconInfoCircle size={18} />} title={`No longer overdue at ${office.acronym}`}>
        It was late at {office.fullname}; it is now {DOCUMENT_STATE_LABELS[d.state].toLowerCase()} at {d.current_office.fullname} ({d.current_office.acronym}).
        Its history below shows when it moved on.
      </Alert>
    );
  }
  const late = answer.working_days_late;
  const since = formatRelative(step.at);
  return (
    <Alert color="red" variant="light" icon={<IconAlarm size={20} />} title={`Overdue at ${office.fullname} (${office.acronym})`} role="alert">
      <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md" mt={4}>
        <Fact label="There since">
          {formatDateTime(step.at)}
          {/* A week or more ago reads as the date itself: said once. */}
          {since !== formatDateTime(step.at) ? (
            <Text fz="xs" c="dimmed">
              {since}
            </Text>
          ) : null}
        </Fact>
        <Fact label="Was due">{d.due_at ? sentence(formatDeadline(d.due_at)) : '—'}</Fact>
        <Fact label="Late by">
          <Text fz="sm" fw={700} c="red.7" component="span">
            {late === 0 ? 'less than a working day' : late === 1 ? '1 working day' : `${late} working days`}
          </Text>
          <Text fz="xs" c="dimmed">
            {d.document_type.name}: {d.document_type.working_days} working days at each office
          </Text>
        </Fact>
      </SimpleGrid>
    </Alert>
  );
}

/** /dts/overdue/document/:log_id, where the overdue notice leads: the late step above the document and its history. */
export function OverduePage() {
  const logId = Number(useParams().log_id);
  const valid = Number.isInteger(logId) && logId > 0;
  const answer = useOverdueStep(valid ? logId : null);
  return (
    <Stack gap="lg">
      <BackLink to="/dts">Back to document tracking</BackLink>
      {valid && answer.isPending ? (
        <Skeleton h={420} />
      ) : !answer.data ? (
        <Alert color="gray" icon={<IconInfoCircle size={18} />}>
          This document was not found, or it is not yours to see.{' '}
          <Anchor component={Link} to="/dts" fz="sm">
            Document tracking
          </Anchor>
        </Alert>
      ) : (
        <DocumentView answer={answer.data} highlight={answer.data.step.id} above={<OverdueStep answer={answer.data} />} />
      )}
    </Stack>
  );
}
