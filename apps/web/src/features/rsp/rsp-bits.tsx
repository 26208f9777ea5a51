import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Anchor, Badge, Box, Group, Loader, Modal, Stack, Text } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { APPLICATION_STATUS_LABELS, type TApplicationStatus } from '@hris/contracts';
import { formatLongDate } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import { downloadApplicationDocument, type TApplicationDocumentRef, type TJobPost } from './rsp.api';

// Small pieces every recruitment page shares: stage and post badges, the back link, a labelled
// fact, and the PDF viewer for an applicant's documents.

const STAGE_COLORS: Record<TApplicationStatus, string> = {
  submitted: 'blue',
  qualified: 'teal',
  not_qualified: 'red',
  interview: 'violet',
  assessed: 'indigo',
  selected: 'green',
  not_selected: 'gray',
  appointed: 'green',
  withdrawn: 'gray',
};

export function StageBadge({ status }: { status: TApplicationStatus }) {
  return (
    <Badge color={STAGE_COLORS[status] ?? 'gray'} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {APPLICATION_STATUS_LABELS[status] ?? status}
    </Badge>
  );
}

const POST_STATUS: Record<TJobPost['status'], { label: string; color: string }> = {
  draft: { label: 'Draft', color: 'gray' },
  published: { label: 'Published', color: 'teal' },
  closed: { label: 'Closed', color: 'red' },
};

export function PostStatusBadge({ post }: { post: Pick<TJobPost, 'status' | 'is_open'> }) {
  const shown = POST_STATUS[post.status] ?? { label: post.status, color: 'gray' };
  const waiting = post.status === 'published' && !post.is_open;
  return (
    <Badge color={waiting ? 'yellow' : shown.color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {waiting ? 'Published (not open)' : shown.label}
    </Badge>
  );
}

export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {children}
      </Group>
    </Anchor>
  );
}

export function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box style={{ minWidth: 0 }}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Box fz="sm" style={{ whiteSpace: 'pre-line' }}>
        {children}
      </Box>
    </Box>
  );
}

/** "CAS (Main) · SG 12, ₱29,165.00 a month". */
export function postSummary(post: Pick<TJobPost, 'department' | 'campus' | 'salary_grade' | 'monthly_salary'>): string {
  return `${post.department.acronym} (${post.campus.acronym}) · SG ${post.salary_grade}, ${formatPeso(post.monthly_salary)} a month`;
}

export function periodLabel(post: Pick<TJobPost, 'publish_from' | 'closing_date'>): string {
  if (!post.publish_from || !post.closing_date) return 'Not yet published';
  return `${formatLongDate(post.publish_from)} – ${formatLongDate(post.closing_date)}`;
}

type ViewerSubject = { document: TApplicationDocumentRef; title: string } | null;

/**
 * An applicant's PDF inside the page: fetched with the sign-in token (the API does not serve it
 * without), shown from a blob: address, which the content security policy allows in frames.
 */
export function DocumentViewer({ subject, onClose }: { subject: ViewerSubject; onClose: () => void }) {
  const [url, setUrl] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!subject) return undefined;
    const controller = new AbortController();
    let made: string | null = null;
    setUrl(null);
    setFailed(false);
    downloadApplicationDocument(subject.document, controller.signal)
      .then(({ blob }) => {
        made = URL.createObjectURL(new Blob([blob], { type: 'application/pdf' }));
        setUrl(made);
      })
      .catch(() => setFailed(true));
    return () => {
      controller.abort();
      if (made) URL.revokeObjectURL(made);
    };
  }, [subject]);
  return (
    <Modal opened={subject !== null} onClose={onClose} title={subject?.title ?? ''} size="xl" centered>
      <Stack gap="xs">
        {url ? (
          <iframe
            src={url}
            title={subject?.title ?? 'Document'}
            style={{ width: '100%', height: '75vh', border: '1px solid var(--mantine-color-gray-3)', borderRadius: 6 }}
          />
        ) : failed ? (
          <Text c="red" fz="sm">
            The document could not be opened.
          </Text>
        ) : (
          <Group justify="center" py="xl">
            <Loader size="sm" />
          </Group>
        )}
        {url ? (
          <Anchor href={url} target="_blank" rel="noreferrer" fz="xs">
            Open in a new tab (if your browser does not show it here)
          </Anchor>
        ) : null}
      </Stack>
    </Modal>
  );
}

export type { ViewerSubject };
