import type { ReactNode } from 'react';
import { Alert, Badge, Button, Card, Group, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import {
  IconArrowBackUp,
  IconBuilding,
  IconFilePlus,
  IconHandStop,
  IconInbox,
  IconInfoCircle,
  IconPackage,
  IconSend,
  IconFileCheck,
  type TablerIcon,
} from '@tabler/icons-react';
import { Link } from 'react-router';
import { DTS_VIEWS, DTS_VIEW_LABELS, type TDtsCounts, type TDtsView } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DocumentList } from './document-list';
import { OfficePicker, useOfficeChoice, type TOfficeChoice } from './office-choice';
import classes from './dts.module.css';

/** SPEC.md §2's addresses of the six status views (/dts opens the first). */
export const VIEW_PATHS: Record<TDtsView, string> = {
  incoming: '/dts/incoming',
  received: '/dts/received',
  outgoing: '/dts/outgoing',
  hold: '/dts/hold',
  return: '/dts/return',
  for_pickup: '/dts/forPickUp',
};

const VIEW_ICONS: Record<TDtsView, TablerIcon> = {
  incoming: IconInbox,
  received: IconFileCheck,
  outgoing: IconSend,
  hold: IconHandStop,
  return: IconArrowBackUp,
  for_pickup: IconPackage,
};

const VIEW_HINTS: Record<TDtsView, string> = {
  incoming: 'Not yet received',
  received: 'Being acted on',
  outgoing: 'Not yet received there',
  hold: 'Waiting, with a reason',
  return: 'Sent back to you',
  for_pickup: 'Ready to pick up',
};

const EMPTY: Record<TDtsView, { title: string; description: string }> = {
  incoming: { title: 'Nothing incoming', description: 'Documents forwarded to the office appear here until someone receives them.' },
  received: { title: 'No received documents', description: 'Documents the office has received and not yet sent on, held or released.' },
  outgoing: { title: 'Nothing outgoing', description: 'Documents the office forwarded that the next office has not received yet.' },
  hold: { title: 'Nothing on hold', description: 'Documents the office put on hold, waiting for something, appear here.' },
  return: { title: 'Nothing returned', description: 'Documents another office sent back to this office appear here.' },
  for_pickup: { title: 'Nothing for pick-up', description: 'Documents ready to be picked up by the requester appear here.' },
};

/** The six status views of SPEC.md §4, numbered 1 to 6, each with its count; the one shown is marked. */
function ViewCards({ view, counts, search }: { view: TDtsView; counts: TDtsCounts | undefined; search: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, lg: 6 }} spacing="sm" component="nav" aria-label="Status views">
      {DTS_VIEWS.map((v, index) => {
        const ViewIcon = VIEW_ICONS[v];
        const count = counts?.[v];
        return (
          <Card
            key={v}
            component={Link}
            to={`${VIEW_PATHS[v]}${search}`}
            withBorder
            padding="sm"
            className={classes.viewCard}
            aria-current={v === view ? 'page' : undefined}
            data-testid={`dts-view-${v}`}
          >
            <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
              <Group gap={6} wrap="nowrap" miw={0}>
                <Badge size="sm" circle variant={v === view ? 'filled' : 'light'} color="maroon">
                  {index + 1}
                </Badge>
                <Text fw={600} fz="sm" truncate>
                  {DTS_VIEW_LABELS[v]}
                </Text>
              </Group>
              <ViewIcon size={18} stroke={1.6} color="var(--mantine-color-maroon-7)" style={{ flexShrink: 0 }} />
            </Group>
            {count === undefined ? (
              <Skeleton h={30} w={40} mt={6} />
            ) : (
              <Text fw={800} fz={28} lh={1.1} mt={4} c={count > 0 && v === 'incoming' ? 'maroon.8' : undefined} data-testid="dts-count">
                {count}
              </Text>
            )}
            <Text fz="xs" c="dimmed" lineClamp={1}>
              {VIEW_HINTS[v]}
            </Text>
          </Card>
        );
      })}
    </SimpleGrid>
  );
}

/** The header, the office picker, and a message while the offices load or when the user acts for none. */
export function OfficePage({
  choice,
  title,
  description,
  actions,
  children,
}: {
  choice: TOfficeChoice;
  title: string;
  description: string;
  actions?: ReactNode;
  children: (office: NonNullable<TOfficeChoice['office']>) => ReactNode;
}) {
  return (
    <Stack gap="lg">
      <PageHeader title={title} description={description} actions={actions} />
      {choice.loading ? (
        <Skeleton h={320} />
      ) : choice.office ? (
        <>
          <OfficePicker choice={choice} />
          {children(choice.office)}
        </>
      ) : choice.failed ? null : (
        <Alert color="gray" icon={<IconInfoCircle size={18} />} title="No office">
          Your account belongs to no office, so there are no office lists to show. Ask HR to set your department. The documents you filed are under My
          documents.
        </Alert>
      )}
    </Stack>
  );
}

/** /dts and its six status views: the office's counts, and the list of the view chosen. */
export function DtsMainPage({ view }: { view: TDtsView }) {
  const choice = useOfficeChoice();
  const { office } = choice;
  return (
    <OfficePage
      choice={choice}
      title="Document tracking"
      description="The documents that come to your office and go out of it. Receive what arrives, act on it, and send it on."
      actions={
        office ? (
          <Group gap="sm">
            {choice.offices.length > 1 ? null : (
              <Badge variant="light" color="gray" size="lg" radius="sm" tt="none" leftSection={<IconBuilding size={14} />} title={office.fullname}>
                {office.acronym}
              </Badge>
            )}
            <Button component={Link} to={`/dts/add-document/${office.id}`} leftSection={<IconFilePlus size={16} />}>
              Add document
            </Button>
          </Group>
        ) : null
      }
    >
      {(o) => (
        <DocumentList
          key={o.id}
          view={view}
          office={o}
          above={(counts) => <ViewCards view={view} counts={counts} search={choice.search} />}
          emptyTitle={EMPTY[view].title}
          emptyDescription={EMPTY[view].description}
        />
      )}
    </OfficePage>
  );
}

export const IncomingPage = () => <DtsMainPage view="incoming" />;
export const ReceivedPage = () => <DtsMainPage view="received" />;
export const OutgoingPage = () => <DtsMainPage view="outgoing" />;
export const HoldPage = () => <DtsMainPage view="hold" />;
export const ReturnPage = () => <DtsMainPage view="return" />;
export const ForPickUpPage = () => <DtsMainPage view="for_pickup" />;
