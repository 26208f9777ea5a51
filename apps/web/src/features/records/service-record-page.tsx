import { Link, useParams } from 'react-router';
import { Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { IconEdit, IconPlus, IconTrash, IconWand } from '@tabler/icons-react';
import type { TServiceRecordLine } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { showSuccessToast } from '../../lib/toasts';
import { openServiceRecordPdf, useDeleteServiceLine, useGenerateServiceRecord, useServiceRecord } from './records.api';
import { pesosOrDash, servicePeriod, shortDate } from './records-format';
import { ServiceLineFormModal } from './service-line-form-modal';
import { PdfButton } from '../../components/busy-button';

/** /personnels/:id/service_record: the chronological lines HR keeps, printed in the CSC layout. */
export function ServiceRecordPage() {
  const personnelId = Number(useParams().id);
  const record = useServiceRecord(personnelId);
  const modal = useModalFor<TServiceRecordLine>();
  const remove = useDeleteServiceLine(personnelId);
  const generate = useGenerateServiceRecord(personnelId);
  const confirm = useConfirm();
  const person = record.data?.personnel;
  const lines = record.data?.lines;

  const columns: Column<TServiceRecordLine>[] = [
    {
      key: 'period',
      header: 'Service (from – to)',
      width: 190,
      render: (l) => (
        <Text fz="sm" fw={600}>
          {servicePeriod(l.date_from, l.date_to)}
        </Text>
      ),
    },
    {
      key: 'designation',
      header: 'Designation',
      render: (l) => (
        <Stack gap={0}>
          <Text fz="sm">{l.position_title}</Text>
          {l.appointment_status ? (
            <Text fz="xs" c="dimmed">
              {l.appointment_status}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    { key: 'salary', header: 'Salary (annual)', align: 'right', width: 140, render: (l) => <Text fz="sm">{pesosOrDash(l.annual_salary)}</Text> },
    {
      key: 'office',
      header: 'Station / branch',
      render: (l) => <Text fz="sm">{[l.office, l.branch].filter(Boolean).join(' · ') || '—'}</Text>,
    },
    {
      key: 'lwop',
      header: 'LWOP',
      align: 'right',
      width: 70,
      render: (l) => (
        <Text fz="sm" c={l.lwop_days ? undefined : 'dimmed'}>
          {l.lwop_days ? l.lwop_days : '—'}
        </Text>
      ),
    },
    {
      key: 'separation',
      header: 'Separation',
      render: (l) => (
        <Text fz="sm" c={l.separation_cause ? 'red.7' : 'dimmed'}>
          {l.separation_cause ? `${shortDate(l.separation_date)} ${l.separation_cause}` : '—'}
        </Text>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 50,
      render: (l) => (
        <RowActions
          subject={servicePeriod(l.date_from, l.date_to)}
          actions={[
            { label: 'Edit line', icon: IconEdit, onClick: () => modal.open(l) },
            {
              label: 'Delete line',
              icon: IconTrash,
              danger: true,
              onClick: () =>
                confirm({
                  title: 'Delete service-record line',
                  message: `Remove the line ${servicePeriod(l.date_from, l.date_to)}, ${l.position_title} ?`,
                  confirmLabel: 'Delete',
                  danger: true,
                  onConfirm: async () => showSuccessToast((await remove.mutateAsync(l.id)).message),
                }),
            },
          ]}
        />
      ),
    },
  ];

  const empty = lines?.length === 0;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Service record"
        description={
          person ? (
            <>
              {/* Underlined: inside the grey description, the link's colour alone does not set it apart (axe link-in-text-block). */}
              <Anchor component={Link} to={`/personnels/${personnelId}`} fz="sm" underline="always">
                {person.fullname}
              </Anchor>
              {[person.idno, person.department].filter(Boolean).map((part) => ` · ${part}`)}
              {person.is_active ? '' : ' · Separated'}
            </>
          ) : (
            'Chronological record of government service'
          )
        }
        actions={
          <Group gap="sm">
            <PdfButton open={() => openServiceRecordPdf(personnelId)}>Print PDF</PdfButton>
            <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open(null)}>
              Add line
            </Button>
          </Group>
        }
      />
      <DataTable
        label="Service record"
        columns={columns}
        rows={lines}
        rowKey={(l) => l.id}
        loading={record.isPending}
        minWidth={900}
        emptyTitle="No service recorded yet"
        emptyDescription={
          empty ? (
            <Stack gap="xs" align="center">
              <Text fz="sm" c="dimmed">
                Start from the government service in the employee&apos;s verified PDS, or add the lines one by one.
              </Text>
              <Button
                size="xs"
                variant="light"
                leftSection={<IconWand size={14} />}
                loading={generate.isPending}
                onClick={() => generate.mutate(undefined, { onSuccess: (a) => showSuccessToast(a.message), onError: () => undefined })}
              >
                Generate from PDS
              </Button>
            </Stack>
          ) : undefined
        }
      />
      <ServiceLineFormModal key={modal.key} personnelId={personnelId} line={modal.subject} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}
