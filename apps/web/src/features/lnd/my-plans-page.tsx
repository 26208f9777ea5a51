import { useState } from 'react';
import { Anchor, Badge, Button, EmptyState, FileInput, Group, NumberInput, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconCertificate, IconPencil, IconPlus, IconSend, IconTargetArrow } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { LD_TYPES, ZAttendedDetails } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { showSuccessToast } from '../../lib/toasts';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { useContractForm } from '../../lib/use-contract-form';
import { isOpen, periodLabel } from './lnd-format';
import { useAttended, useDevelopmentPlans, useRecordAttended, useSubmitPlan, type TAttended, type TDevelopmentPlan } from './lnd.api';
import { PlanCard } from './plan-parts';
import { openLinkedPdf } from '../../lib/download';

const LD_TYPE_LABEL: Record<(typeof LD_TYPES)[number], string> = {
  managerial: 'Managerial',
  supervisory: 'Supervisory',
  technical: 'Technical',
  foundation: 'Foundation',
};

type AttendedValues = {
  plan_item_id: string | null;
  title: string;
  date_from: string;
  date_to: string;
  hours: number | string;
  ld_type: string;
  conducted_by: string;
};
const EMPTY_ATTENDED: AttendedValues = { plan_item_id: null, title: '', date_from: '', date_to: '', hours: '', ld_type: 'technical', conducted_by: '' };

/** Records a training attended, with its certificate: HR verifies it into the PDS; it may close an item of an approved plan. */
function AttendedFormModal({ plans, opened, onClose }: { plans: TDevelopmentPlan[]; opened: boolean; onClose: () => void }) {
  const record = useRecordAttended();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const form = useContractForm(ZAttendedDetails, {
    initialValues: EMPTY_ATTENDED,
    toInput: (v) => ({ ...v, plan_item_id: v.plan_item_id ? Number(v.plan_item_id) : null, hours: v.hours === '' ? undefined : v.hours }),
    warnOnLeave: opened,
  });
  const items = plans
    .filter((p) => p.status === 'approved')
    .flatMap((p) => p.items.filter((i) => i.status === 'planned').map((i) => ({ value: String(i.id), label: `${periodLabel(p)}: ${i.competency.name}` })));

  const submit = () => {
    const problem = file ? checkUpload(file, PDF_UPLOAD) : 'Attach the certificate (PDF).';
    setFileError(problem ?? undefined);
    const body = form.validate();
    if (problem || !file) return;
    form.saveChecked(record, body ? { body, file } : null, () => onClose());
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Record a training attended"
      onSubmit={submit}
      submitting={record.isPending}
      errors={form.errors}
      size="lg"
    >
      <Select
        label="For the plan item"
        description="The item of your approved plan it answers, if any: it closes once HR verifies the training"
        placeholder="None"
        data={items}
        clearable
        {...form.getInputProps('plan_item_id')}
      />
      <TextInput label="Title of the training" required maxLength={250} data-autofocus {...form.getInputProps('title')} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <TextInput type="date" label="From" required {...form.getInputProps('date_from')} />
        <TextInput type="date" label="To" required {...form.getInputProps('date_to')} />
        <NumberInput label="Hours" min={1} max={999} allowDecimal={false} required {...form.getInputProps('hours')} />
      </SimpleGrid>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Type of L&D"
          data={LD_TYPES.map((t) => ({ value: t, label: LD_TYPE_LABEL[t] }))}
          allowDeselect={false}
          required
          value={form.values.ld_type}
          onChange={(v) => v && form.setFieldValue('ld_type', v)}
          error={form.errors.ld_type}
        />
        <TextInput label="Conducted/sponsored by" required maxLength={250} {...form.getInputProps('conducted_by')} />
      </SimpleGrid>
      <FileInput
        label="Certificate (PDF)"
        placeholder="Choose the PDF"
        accept="application/pdf"
        required
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(chosen ? (checkUpload(chosen, PDF_UPLOAD) ?? undefined) : undefined);
        }}
        error={fileError ?? form.errors.certificate_path}
        clearable
      />
    </FormModal>
  );
}

const ATTENDED_STATUS = { pending: ['Waiting for HR', 'blue'], verified: ['In your PDS', 'green'], rejected: ['Returned', 'orange'] } as const;

/** /lnd/development-plan (LD): my plans (make, change, send for review) and the trainings I attended. */
export function MyPlansPage() {
  const plans = useDevelopmentPlans('mine');
  const attended = useAttended('mine');
  const submit = useSubmitPlan();
  const confirm = useConfirm();
  const navigate = useNavigate();
  const modal = useModalFor<null>();
  const mine = plans.data?.plans ?? [];

  const send = (plan: TDevelopmentPlan) =>
    confirm({
      title: 'Send for review',
      message: `Send your development plan ${periodLabel(plan)} to your head? It then goes to the department personnel committee and the L&D committee.`,
      confirmLabel: 'Send for review',
      onConfirm: async () => showSuccessToast((await submit.mutateAsync(plan.id)).message),
    });

  const columns: Column<TAttended>[] = [
    {
      key: 'title',
      header: 'Training',
      render: (a) => (
        <Text fz="sm" fw={600}>
          {a.title}
        </Text>
      ),
    },
    {
      key: 'dates',
      header: 'Dates',
      render: (a) => (
        <Text fz="sm" style={{ whiteSpace: 'nowrap' }}>
          {formatLongDate(a.date_from)}
          {a.date_to !== a.date_from ? ` – ${formatLongDate(a.date_to)}` : ''}
        </Text>
      ),
    },
    { key: 'hours', header: 'Hours', align: 'right', render: (a) => <Text fz="sm">{a.hours}</Text> },
    {
      key: 'certificate',
      header: 'Certificate',
      render: (a) =>
        a.certificate_url ? (
          <Anchor component="button" type="button" onClick={() => void openLinkedPdf(a.certificate_url!)} fz="sm">
            View PDF
          </Anchor>
        ) : (
          '—'
        ),
    },
    {
      key: 'status',
      header: 'Status',
      render: (a) => (
        <Stack gap={2}>
          <Badge variant="light" radius="sm" color={ATTENDED_STATUS[a.status][1]}>
            {ATTENDED_STATUS[a.status][0]}
          </Badge>
          {a.remarks ? (
            <Text fz="xs" c="dimmed">
              {a.remarks}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];

  return (
    <Stack gap="lg">
      <PageHeader
        title="My development plans"
        description="What you plan to learn next, item by item: reviewed by your head, the department personnel committee and the L&D committee."
        actions={
          <Group gap="sm">
            <Button variant="default" leftSection={<IconCertificate size={16} />} onClick={() => modal.open()}>
              Record a training
            </Button>
            <Button leftSection={<IconPlus size={16} />} onClick={() => void navigate('/lnd/development-plan/create-plan')}>
              New plan
            </Button>
          </Group>
        }
      />
      {plans.isPending ? (
        <Skeleton height={160} radius="md" />
      ) : mine.length === 0 ? (
        <EmptyState icon={<IconTargetArrow size={28} stroke={1.4} />} title="No development plan yet" description="Make one with “New plan”." size="sm" />
      ) : (
        mine.map((plan) => (
          <PlanCard
            key={plan.id}
            plan={plan}
            actions={
              isOpen(plan) ? (
                <Group gap="xs">
                  <Button
                    variant="default"
                    size="xs"
                    leftSection={<IconPencil size={14} />}
                    onClick={() => void navigate(`/lnd/development-plan/create-plan?id=${plan.id}`)}
                  >
                    Edit
                  </Button>
                  <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => send(plan)}>
                    Send for review
                  </Button>
                </Group>
              ) : null
            }
          />
        ))
      )}
      <Title order={2} fz="lg">
        Trainings attended
      </Title>
      <DataTable
        label="Trainings attended"
        columns={columns}
        rows={attended.data?.attendances}
        rowKey={(a) => a.id}
        loading={attended.isPending}
        minWidth={720}
        emptyTitle="No training recorded yet"
      />
      <AttendedFormModal key={modal.key} plans={mine} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}
