import type { ReactNode } from 'react';
import {
  Alert,
  Anchor,
  Group,
  Paper,
  Skeleton,
  Stack,
  Text,
  Title,
  type ButtonVariant,
  type MantineSize,
  type MantineSpacing,
  type StyleProp,
} from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPrinter } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import type { TRequestStatus } from '@hris/contracts';
import { BusyButton } from '../busy-button';
import { PageHeader } from '../page-header';
import { formatDateTime } from '../../lib/dates';
import { RequestStatusBadge } from '../request-status-badge';

/** The `:id` of a request's route, or null when it is not a request's number. */
export function useRequestId(): number | null {
  const id = Number(useParams().id);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * One fact of a request: a small label over its value. `preWrap` keeps the value's line breaks. A long value
 * (2,000 characters of "where spent" with no space) wraps inside its column instead of overflowing the card.
 */
export function Fact({ label, preWrap = false, children }: { label: string; preWrap?: boolean; children: ReactNode }) {
  return (
    <Stack gap={2} miw={0}>
      <Text fz={10} fw={700} tt="uppercase" c="dimmed" style={{ letterSpacing: '0.03em' }}>
        {label}
      </Text>
      <Text fz="sm" component="div" style={{ overflowWrap: 'anywhere', ...(preWrap ? { whiteSpace: 'pre-wrap' } : {}) }}>
        {children}
      </Text>
    </Stack>
  );
}

/** The "Employee" fact: the person's name over their number and office. */
export function EmployeeFact({ name, details, preWrap }: { name: string; details: (string | null | undefined)[]; preWrap?: boolean }) {
  const line = details.filter(Boolean).join(' · ');
  return (
    <Fact label="Employee" preWrap={preWrap}>
      {name}
      {line ? (
        <Text fz="xs" c="dimmed">
          {line}
        </Text>
      ) : null}
    </Fact>
  );
}

/** "Filed <when> · waiting for: <whom>", the note beside a request's status. */
export function FiledNote({ at, waitingFor }: { at: string; waitingFor: string | null | undefined }) {
  return (
    <>
      Filed {formatDateTime(at)}
      {waitingFor ? ` · waiting for: ${waitingFor}` : ''}
    </>
  );
}

/**
 * A PDF from the API (a form, a travel order, an attachment) in a new tab; the API client says why when it cannot.
 * `open` opens it: `() => openPdf(travelApi.order, { params: { id } })` (lib/download).
 */
export function PdfButton({
  open: openIt,
  icon = <IconPrinter size={16} />,
  variant = 'filled',
  children,
}: {
  /** Opens the PDF: a route's opener (lib/download `openPdf`), e.g. `() => openTravelOrder(id)`. */
  open: () => Promise<void>;
  icon?: ReactNode;
  variant?: ButtonVariant;
  children: ReactNode;
}) {
  return (
    <BusyButton variant={variant} leftSection={icon} onClick={() => openIt()}>
      {children}
    </BusyButton>
  );
}

/** "← Back to the list": the way back to where the request was opened from. */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Anchor component={Link} to={to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {children}
      </Group>
    </Anchor>
  );
}

/** A request that is not there, or not the viewer's to see. */
export function RequestNotFound({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" icon={<IconInfoCircle size={18} />}>
      {children}
    </Alert>
  );
}

type HeadingProps = {
  status: TRequestStatus;
  /** The small line beside the status ("Filed …", "Submitted …"). */
  note: ReactNode;
  title: ReactNode;
  titleSize: { order: 1 | 3; fz: StyleProp<MantineSize | number> };
  subtitle?: ReactNode;
  /** Buttons on the right (print, recompute). */
  actions?: ReactNode;
};

/** The top of a request: its status and when it was filed, what it is, and its buttons. */
export function RequestHeading({ status, note, title, titleSize, subtitle, actions }: HeadingProps) {
  const heading = (
    <Stack gap={6}>
      <Group gap="xs">
        <RequestStatusBadge status={status} />
        <Text fz="xs" c="dimmed">
          {note}
        </Text>
      </Group>
      <Title order={titleSize.order} fz={titleSize.fz}>
        {title}
      </Title>
      {subtitle ? (
        <Text c="dimmed" fz="sm">
          {subtitle}
        </Text>
      ) : null}
    </Stack>
  );
  if (actions === undefined) return heading;
  return (
    <Group justify="space-between" align="flex-start">
      {heading}
      {actions}
    </Group>
  );
}

type DetailProps<T> = {
  query: { isPending: boolean; data: T | undefined | null };
  skeletonHeight: number;
  /** What to say when the request is not there, or not the viewer's to see. */
  notFound: ReactNode;
  /** The way back, above the request (and above the not-found message). */
  back?: ReactNode;
  children: (request: T) => ReactNode;
};

/** One request: a skeleton while it loads, a message when it is not there, else its facts. */
export function RequestDetail<T>({ query, skeletonHeight, notFound, back, children }: DetailProps<T>) {
  if (query.isPending) return <Skeleton h={skeletonHeight} />;
  if (!query.data) {
    const message = <RequestNotFound>{notFound}</RequestNotFound>;
    return back ? (
      <Stack gap="md">
        {back}
        {message}
      </Stack>
    ) : (
      message
    );
  }
  return (
    <Stack gap="lg">
      {back}
      {children(query.data)}
    </Stack>
  );
}

/** A request's page that frames its details: the way back, the title, and the details on a card. */
export function RequestDetailPage({ back, title, maw, children }: { back: { to: string; label: string }; title: string; maw: number; children: ReactNode }) {
  return (
    <Stack gap="lg" maw={maw}>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader title={title} />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' } satisfies StyleProp<MantineSpacing>}>
        {children}
      </Paper>
    </Stack>
  );
}
