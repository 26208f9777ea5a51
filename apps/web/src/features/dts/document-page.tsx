import type { ReactNode } from 'react';
import { Alert, Anchor, Box, Button, Group, Paper, SimpleGrid, Stack, Text, ThemeIcon, Timeline, Title } from '@mantine/core';
import {
  IconArchive,
  IconArrowBackUp,
  IconArrowForwardUp,
  IconCircleCheck,
  IconFileDescription,
  IconFilePlus,
  IconFileTypePdf,
  IconHandStop,
  IconInbox,
  IconLock,
  IconPackage,
  IconPencil,
  IconSend,
  IconUserPlus,
  IconX,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { LOG_ACTION_LABELS, type TLogAction } from '@hris/contracts';
import { useModalFor } from '../../components/form-modal';
import { departmentOption } from '../../components/picker-sources';
import type { PickerOption } from '../../components/remote-search-picker';
import { BackLink, Fact, PdfButton, RequestDetail, useRequestId } from '../../components/request-pages/request-detail';
import { formatDateTime, formatRelative, formatDeadline, sentence } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { useEveryDepartment } from '../departments/departments.api';
import { DocumentBadges } from './document-badges';
import {
  openAttachment,
  editDocumentPath,
  openSlip,
  useDocument,
  useDocumentTypes,
  useMoveDocument,
  type TDocument,
  type TDocumentAnswer,
  type TDocumentLogEntry,
  type TDocumentMove,
  type TSimpleMove,
} from './dts.api';
import { ForwardModal, MOVE_WORDS, MoveModal, NameReaderModal } from './move-modals';
import classes from './dts.module.css';
import { BusyButton } from '../../components/busy-button';

const LOG_ICONS: Record<TLogAction, TablerIcon> = {
  filed: IconFilePlus,
  edited: IconPencil,
  forwarded: IconSend,
  received: IconInbox,
  held: IconHandStop,
  returned: IconArrowBackUp,
  for_pickup: IconPackage,
  released: IconCircleCheck,
  rejected: IconX,
  archived: IconArchive,
  reader_named: IconUserPlus,
};

/** "Forwarded: CAS → HRMO", "Received at HRMO". */
function stepTitle(entry: TDocumentLogEntry): string {
  const label = LOG_ACTION_LABELS[entry.action];
  if (entry.to_office) return `${label}: ${entry.office.acronym} → ${entry.to_office.acronym}`;
  return `${label} ${entry.action === 'filed' ? 'by' : 'at'} ${entry.office.acronym}`;
}

function AttachmentLink({ file }: { file: { id: number; file_name: string } }) {
  return (
    <BusyButton
      variant="light"
      color="gray"
      size="compact-sm"
      leftSection={<IconFileTypePdf size={14} color="var(--mantine-color-red-7)" />}
      onClick={() => openAttachment(file.id)}
      maw="100%"
      styles={{ label: { overflow: 'hidden', textOverflow: 'ellipsis' } }}
      title={`Open ${file.file_name}`}
    >
      {file.file_name}
    </BusyButton>
  );
}

/** The document's log, oldest first: who did what, where and when, with the remarks and the files of each step. */
export function DocumentHistory({ log, highlight }: { log: TDocumentLogEntry[]; highlight?: number }) {
  return (
    <Timeline active={log.length - 1} bulletSize={28} lineWidth={2} color="maroon">
      {log.map((entry) => {
        const StepIcon = LOG_ICONS[entry.action];
        const marked = entry.id === highlight;
        return (
          <Timeline.Item
            key={entry.id}
            bullet={<StepIcon size={15} />}
            color={marked ? 'red' : entry.action === 'rejected' ? 'red' : 'maroon'}
            title={
              <Group gap="xs" wrap="wrap">
                <Text fw={600} fz="sm">
                  {stepTitle(entry)}
                </Text>
                {marked ? (
                  <Text fz="xs" c="red.7" fw={700}>
                    the step that made it late
                  </Text>
                ) : null}
              </Group>
            }
          >
            <Box className={marked ? classes.step : undefined}>
              <Text fz="xs" c="dimmed">
                {entry.actor} · {formatDateTime(entry.at)}
                {entry.to_office ? ` · to ${entry.to_office.fullname}` : ` · ${entry.office.fullname}`}
              </Text>
              {entry.remarks ? (
                <Text fz="sm" mt={4} style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
                  {entry.remarks}
                </Text>
              ) : null}
              {entry.attachments.length > 0 ? (
                <Group gap={6} mt={6} wrap="wrap">
                  {entry.attachments.map((file) => (
                    <AttachmentLink key={file.id} file={file} />
                  ))}
                </Group>
              ) : null}
            </Box>
          </Timeline.Item>
        );
      })}
    </Timeline>
  );
}

/** In place of what a confidential document keeps from this viewer. */
function Withheld() {
  return (
    <Text fz="sm" c="dimmed" component="span">
      <IconLock size={13} aria-hidden style={{ verticalAlign: -2, marginRight: 4 }} />
      Withheld
    </Text>
  );
}

/** Why a confidential document shows this viewer its tracking number and status only. */
function WithheldNotice() {
  return (
    <Alert
      color="gray"
      variant="light"
      icon={<IconLock size={18} />}
      title="Confidential: only its addressees and holder can read it"
      data-testid="withheld-notice"
    >
      You see that it exists, its tracking number and where it stands. Its title, remarks and files are withheld from you, in its history too.
    </Alert>
  );
}

const officeName = (o: { acronym: string; fullname: string } | null) => (o ? `${o.fullname} (${o.acronym})` : '—');

/** What the document is and where it stands. */
function DocumentFacts({ document: d }: { document: TDocument }) {
  return (
    <Paper withBorder p="md" radius="md">
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md" verticalSpacing="md">
        <Fact label="Tracking number">
          <Text fz="sm" ff="monospace" fw={700} component="span">
            {d.tracking_number}
          </Text>
        </Fact>
        <Fact label="Document type">
          {d.document_type.name}
          <Text fz="xs" c="dimmed">
            {d.document_type.working_days === 1 ? '1 working day' : `${d.document_type.working_days} working days`} at each office
          </Text>
        </Fact>
        <Fact label="Filed">
          {d.filed_by}, {d.origin_office.acronym}
          <Text fz="xs" c="dimmed">
            {formatDateTime(d.filed_at)}
          </Text>
        </Fact>
        <Fact label="Now at">{officeName(d.current_office)}</Fact>
        <Fact label="From">{officeName(d.from_office)}</Fact>
        <Fact label="Received by">{d.holder ?? '—'}</Fact>
        <Fact label="Since">
          {formatDateTime(d.since)}
          {formatRelative(d.since) !== formatDateTime(d.since) ? (
            <Text fz="xs" c="dimmed">
              {formatRelative(d.since)}
            </Text>
          ) : null}
        </Fact>
        <Fact label="Due">
          {d.due_at ? (
            <Text fz="sm" c={d.overdue ? 'red.7' : undefined} fw={d.overdue ? 700 : undefined} component="span">
              {sentence(formatDeadline(d.due_at))}
              {d.overdue ? ' · overdue' : ''}
            </Text>
          ) : (
            'Its route has ended'
          )}
        </Fact>
        {d.withheld ? null : <Fact label="Addressed to">{d.addressees.length ? d.addressees.map((p) => p.fullname).join(', ') : '—'}</Fact>}
        {d.named_readers.length ? <Fact label="Also read by">{d.named_readers.map((p) => p.fullname).join(', ')}</Fact> : null}
        <Fact label="Remarks" preWrap>
          {d.withheld ? <Withheld /> : (d.remarks ?? '—')}
        </Fact>
      </SimpleGrid>
    </Paper>
  );
}

const BUTTON_ORDER: TDocumentMove[] = ['receive', 'forward', 'for_pickup', 'release', 'hold', 'return', 'reject', 'archive', 'edit'];
const BUTTON_ICONS: Record<TDocumentMove, TablerIcon> = {
  receive: IconInbox,
  forward: IconArrowForwardUp,
  for_pickup: IconPackage,
  release: IconCircleCheck,
  hold: IconHandStop,
  return: IconArrowBackUp,
  reject: IconX,
  archive: IconArchive,
  edit: IconPencil,
};

/** The next office of the type's usual route after the one holding it, as the forward form suggests it. */
function useSuggestedOffice(d: TDocument, wanted: boolean): PickerOption | null {
  const types = useDocumentTypes();
  const departments = useEveryDepartment();
  if (!wanted) return null;
  const route = types.data?.find((t) => t.id === d.document_type.id)?.default_route ?? [];
  const at = route.indexOf(d.current_office.id);
  const next = at >= 0 ? route[at + 1] : route.find((id) => id !== d.current_office.id);
  const office = next === undefined ? undefined : departments.data?.find((o) => o.id === next && o.is_active);
  return office ? departmentOption(office) : null;
}

/** The buttons the API says the viewer may use now, and the routing slip. */
function DocumentActions({ answer }: { answer: TDocumentAnswer }) {
  const d = answer.document;
  const receive = useMoveDocument();
  const forward = useModalFor<null>();
  const move = useModalFor<Exclude<TSimpleMove, 'receive'>>();
  const nameReader = useModalFor<null>();
  const suggested = useSuggestedOffice(d, answer.actions.includes('forward'));
  const buttons = BUTTON_ORDER.filter((action) => answer.actions.includes(action));
  const primary = buttons.find((action) => action === 'receive' || action === 'forward');

  const button = (action: TDocumentMove): ReactNode => {
    const ButtonIcon = BUTTON_ICONS[action];
    const common = {
      leftSection: <ButtonIcon size={16} />,
      variant: action === primary ? 'filled' : action === 'reject' ? 'outline' : 'default',
      color: action === 'reject' ? 'red' : undefined,
    } as const;
    switch (action) {
      case 'receive':
        return (
          <Button
            key={action}
            {...common}
            loading={receive.isPending}
            onClick={() => receive.mutate({ id: d.id, move: 'receive' }, { onSuccess: (saved) => showSuccessToast(saved.message) })}
          >
            Receive
          </Button>
        );
      case 'forward':
        return (
          <Button key={action} {...common} onClick={() => forward.open(null)}>
            Forward
          </Button>
        );
      case 'edit':
        return (
          <Button key={action} {...common} component={Link} to={editDocumentPath(d)}>
            Edit
          </Button>
        );
      default:
        return (
          <Button key={action} {...common} onClick={() => move.open(action)}>
            {MOVE_WORDS[action].title}
          </Button>
        );
    }
  };

  return (
    <>
      <Group gap="xs" wrap="wrap" data-testid="document-actions">
        {buttons.map(button)}
        {answer.may_name_readers ? (
          <Button variant="default" leftSection={<IconUserPlus size={16} />} onClick={() => nameReader.open(null)}>
            Who else may read it
          </Button>
        ) : null}
        <PdfButton open={() => openSlip(d.id)} variant="default">
          Print routing slip
        </PdfButton>
      </Group>
      <ForwardModal key={`forward-${forward.key}`} document={d} opened={forward.opened} onClose={forward.close} suggested={suggested} />
      <NameReaderModal key={`reader-${nameReader.key}`} document={d} opened={nameReader.opened} onClose={nameReader.close} />
      {move.subject ? <MoveModal key={`move-${move.key}`} document={d} move={move.subject} opened={move.opened} onClose={move.close} /> : null}
    </>
  );
}

/** A document's page: its state, what it is, the buttons of the viewer, and its history. */
export function DocumentView({ answer, highlight, above }: { answer: TDocumentAnswer; highlight?: number; above?: ReactNode }) {
  const d = answer.document;
  return (
    <Stack gap="lg">
      {above}
      <Stack gap="sm">
        <Group gap="xs" wrap="wrap">
          <DocumentBadges document={d} withConfidential />
          <Text fz="xs" c="dimmed">
            {d.due_at ? `at ${d.current_office.acronym} since ${formatDateTime(d.since)}` : `${formatDateTime(d.since)}, ${d.current_office.acronym}`}
          </Text>
        </Group>
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={2} miw={0} style={{ flex: '1 1 320px' }}>
            <Text fz="sm" ff="monospace" fw={700} c="maroon.8">
              {d.tracking_number}
            </Text>
            <Title order={1} fz={{ base: 22, sm: 26 }} c={d.withheld ? 'dimmed' : undefined} style={{ overflowWrap: 'anywhere' }}>
              {d.withheld ? <IconLock size={22} aria-hidden style={{ verticalAlign: -3, marginRight: 6 }} /> : null}
              {d.title}
            </Title>
            <Text c="dimmed" fz="sm">
              {d.document_type.name} · filed by {d.filed_by}, {d.origin_office.acronym}, {formatDateTime(d.filed_at)}
            </Text>
          </Stack>
        </Group>
        <DocumentActions answer={answer} />
      </Stack>
      {d.withheld ? <WithheldNotice /> : null}
      <DocumentFacts document={d} />
      <Stack gap="sm">
        <Group gap="xs">
          <ThemeIcon variant="light" color="maroon" size="md">
            <IconFileDescription size={16} />
          </ThemeIcon>
          <Title order={2} fz="lg">
            History
          </Title>
        </Group>
        <Paper withBorder p="md" radius="md">
          <DocumentHistory log={answer.log} highlight={highlight} />
        </Paper>
      </Stack>
    </Stack>
  );
}

/** Shown once after filing: the tracking number is given; the slip goes with the paper. */
function FiledNotice({ message, id }: { message: string; id: number }) {
  return (
    <Alert color="teal" variant="light" icon={<IconCircleCheck size={18} />} title={message}>
      <Stack gap="xs">
        <Text fz="sm">Print the routing slip and clip it to the paper: its QR code opens this page, and a scanner at the next office receives it.</Text>
        <Box>
          <PdfButton open={() => openSlip(id)}>Print routing slip</PdfButton>
        </Box>
      </Stack>
    </Alert>
  );
}

/** /dts/documents/:id */
export function DocumentPage() {
  const id = useRequestId();
  const answer = useDocument(id);
  const location = useLocation();
  const filed = (location.state as { filed?: string } | null)?.filed;
  return (
    <RequestDetail
      query={{ isPending: id !== null && answer.isPending, data: answer.data }}
      skeletonHeight={420}
      back={<BackLink to="/dts">Back to document tracking</BackLink>}
      notFound={
        <>
          This document was not found, or it is not yours to see: only the offices on its route, whoever filed it and the persons it is addressed to may open
          it.{' '}
          <Anchor component={Link} to="/dts/my-documents" fz="sm">
            My documents
          </Anchor>
        </>
      }
    >
      {(a) => <DocumentView answer={a} above={filed && a.log.length === 1 ? <FiledNotice message={filed} id={a.document.id} /> : null} />}
    </RequestDetail>
  );
}
