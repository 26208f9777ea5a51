import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconArrowLeft, IconDownload } from '@tabler/icons-react';
import { Link, useLocation, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { saveDownload } from '../../lib/download';
import { spmsApi } from '@hris/contracts';
import { IpcrStatus, isProvisional, ratingText } from './ipcr-status';
import { useSignedInUser } from '../account/current-user';
import { usePageTrail } from '../../lib/page-trail';
import { AccomplishmentsForm, IpcrTable, RatingForm } from './ipcr-sections';
import { TargetsForm } from './targets-form';
import { useIpcr, type IpcrOpener, type TIpcr } from './spms.api';

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Stack gap={0}>
      <Text fz="xs" c="dimmed">
        {label}
      </Text>
      <Text fz="sm">{children}</Text>
    </Stack>
  );
}

type Back = { to: string; label: string; trail: readonly string[] };

/**
 * Where this IPCR's page leads back to, and its trail: its owner's own list; the list the rater opened it from (the
 * office's IPCRs, the PMT's IPCRs to calibrate), else the one its waiting step belongs to; the head of agency's
 * Approvals. Never "My IPCR" to someone rating another's.
 */
function backOf(ipcr: TIpcr, own: boolean, opener: IpcrOpener | undefined): Back {
  if (own) return { to: '/spmis/ipcr', label: 'My IPCR', trail: ['My Account', 'My IPCR', ipcr.period.name] };
  const from = opener ?? (ipcr.can_rate && ipcr.current_step === 2 ? 'calibration' : ipcr.can_rate && ipcr.current_step === 3 ? 'approvals' : 'office');
  if (from === 'calibration') return { to: '/spmis/calibration', label: 'IPCRs to calibrate', trail: ['Settings', 'IPCRs to calibrate', ipcr.employee] };
  if (from === 'approvals') return { to: '/approvals', label: 'Approvals', trail: ['Approvals', ipcr.employee] };
  return { to: '/spmis/office-ipcrs', label: 'Office IPCRs', trail: ['Department', 'Office IPCRs', ipcr.employee] };
}

/**
 * One IPCR: its owner sets the targets, commits, files accomplishments and submits; the head (step 1) and the PMT
 * (step 2) rate Q/E/T per target here ("Rate"), the head of agency approves; everyone allowed sees the ratings and the
 * final rating as soon as rated, and prints the CSC form.
 */
export function IpcrPage() {
  const id = Number(useParams().id);
  const query = useIpcr(id);
  const ipcr = query.data?.ipcr;
  const { user } = useSignedInUser();
  const opener = (useLocation().state as { ipcrOpener?: IpcrOpener } | null)?.ipcrOpener;
  const back = ipcr ? backOf(ipcr, ipcr.personnel_id === user.personnel?.id, opener) : null;
  usePageTrail(back ? { trail: back.trail, under: back.to } : null);
  if (query.isError) {
    return (
      <Stack>
        <PageHeader title="IPCR" />
        <Alert color="red">This IPCR was not found, or it is not yours to see.</Alert>
      </Stack>
    );
  }
  if (!ipcr || !back) return <Skeleton height={400} />;
  return (
    <Stack gap="md">
      <Anchor component={Link} to={back.to} fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} aria-hidden /> {back.label}
        </Group>
      </Anchor>
      <PageHeader
        title={`IPCR · ${ipcr.period.name}`}
        description={`${ipcr.employee}, ${ipcr.position ?? 'employee'}, ${ipcr.office}`}
        actions={
          <Button
            variant="default"
            leftSection={<IconDownload size={16} />}
            onClick={() => void saveDownload(spmsApi.pdf, { params: { id: ipcr.id } }, 'IPCR.pdf')}
          >
            Print (PDF)
          </Button>
        }
      />
      <Paper withBorder radius="md" p="md">
        <SimpleGrid cols={{ base: 2, sm: 4 }}>
          <Fact label="Status">
            <IpcrStatus status={ipcr.status} />
          </Fact>
          <Fact label="Waiting for">{ipcr.waiting_for ?? '—'}</Fact>
          <Fact label={isProvisional(ipcr) ? 'Provisional rating' : 'Final rating'}>
            <span data-testid="final-rating">{ratingText(ipcr)}</span>
          </Fact>
          <Fact label="Period">
            {ipcr.period.starts_on} to {ipcr.period.ends_on}
          </Fact>
        </SimpleGrid>
      </Paper>
      {ipcr.can_edit_targets ? <TargetsForm ipcr={ipcr} /> : null}
      {ipcr.can_edit_accomplishments ? <AccomplishmentsForm ipcr={ipcr} /> : null}
      {ipcr.can_rate ? <RatingForm ipcr={ipcr} /> : null}
      {!ipcr.can_edit_targets && !ipcr.can_edit_accomplishments && !ipcr.can_rate ? <IpcrTable ipcr={ipcr} /> : null}
    </Stack>
  );
}
