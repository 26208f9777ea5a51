import { useState } from 'react';
import { Badge, Button, Group, Select, Stack, Tabs, Text, TextInput, Textarea } from '@mantine/core';
import { IconBulb, IconPlus } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { ZRecommendationBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal } from '../../components/form-modal';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatLongDate } from '../../lib/dates';
import { useSignedInUser } from '../account/current-user';
import { showSuccessToast } from '../../lib/toasts';
import { useContractForm } from '../../lib/use-contract-form';
import { competencyOptions, isOpen } from './lnd-format';
import { useCompetencies, useDevelopmentPlans } from './lnd.api';
import { useInterventionTypes, useRecommend, useRecommendations, useSetAside, type TRecommendation } from './lnd-manage.api';

// /lnd/recommendations (issue 22): what heads and the committee recommend. The employee reads theirs and adds one to
// their plan (the plan form opens with it as an item) or sets it aside; heads and the committee recommend and see
// what they recommended.

const STATUS = { open: { label: 'Open', color: 'blue' }, added: { label: 'In your plan', color: 'green' }, dismissed: { label: 'Set aside', color: 'gray' } };

function RecommendModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const recommend = useRecommend();
  const competencies = useCompetencies();
  const types = useInterventionTypes();
  const form = useContractForm(ZRecommendationBody, {
    initialValues: {
      personnel_id: null as PickerOption | null,
      competency_id: null as string | null,
      intervention_type: 'training',
      intervention: '',
      reason: '',
    },
    toInput: (v) => ({ ...v, personnel_id: v.personnel_id?.id, competency_id: v.competency_id ? Number(v.competency_id) : undefined }),
    warnOnLeave: opened,
  });
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Recommend an intervention"
      submitLabel="Recommend"
      submitting={recommend.isPending}
      errors={form.errors}
      onSubmit={() => form.save(recommend, onClose)}
    >
      <RemoteSearchPicker
        label="Employee"
        required
        source={personnelSource}
        withAvatar
        value={form.values.personnel_id}
        onChange={(person) => form.setFieldValue('personnel_id', person)}
        error={form.errors.personnel_id}
      />
      <Select label="Competency" required searchable data={competencyOptions(competencies.data?.competencies ?? [])} {...form.getInputProps('competency_id')} />
      <Group grow align="flex-start">
        <Select
          label="Intervention"
          required
          data={(types.data?.intervention_types ?? []).filter((t) => t.active).map((t) => ({ value: t.code, label: t.name }))}
          {...form.getInputProps('intervention_type')}
        />
        <TextInput label="Title" maxLength={250} {...form.getInputProps('intervention')} />
      </Group>
      <Textarea label="Why" required autosize minRows={3} {...form.getInputProps('reason')} />
    </FormModal>
  );
}

const what = (r: TRecommendation) => (
  <Stack gap={0}>
    <Text fz="sm" fw={600}>
      {r.intervention_type_name}
      {r.intervention ? `: ${r.intervention}` : ''}
    </Text>
    <Text fz="xs" c="dimmed">
      {r.competency.name}
    </Text>
  </Stack>
);

function ForMe() {
  const list = useRecommendations('mine');
  const plans = useDevelopmentPlans('mine');
  const setAside = useSetAside();
  const navigate = useNavigate();
  const openPlan = plans.data?.plans.find(isOpen) ?? null;
  const columns: Column<TRecommendation>[] = [
    { key: 'what', header: 'Recommended', render: what },
    { key: 'reason', header: 'Why', render: (r) => <Text fz="sm">{r.reason}</Text> },
    {
      key: 'by',
      header: 'By',
      render: (r) => (
        <Text fz="sm">
          {r.recommended_by?.name ?? '—'} ({r.source === 'head' ? 'your head' : 'the L&D committee'}), {formatLongDate(r.created_at.slice(0, 10))}
        </Text>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      width: 130,
      render: (r) => (
        <Badge style={{ flexShrink: 0, overflow: 'visible' }} color={STATUS[r.status].color}>
          {STATUS[r.status].label}
        </Badge>
      ),
    },
    {
      key: 'act',
      header: '',
      align: 'right',
      render: (r) =>
        r.status === 'added' ? null : (
          <Group gap="xs" justify="flex-end" wrap="nowrap">
            {r.status === 'open' ? (
              <Button
                size="xs"
                onClick={() => void navigate(`/lnd/development-plan/create-plan?${openPlan ? `id=${openPlan.id}&` : ''}recommendation=${r.id}`)}
              >
                Add to my plan
              </Button>
            ) : null}
            <Button
              size="xs"
              variant="default"
              onClick={() => setAside.mutate({ id: r.id, dismissed: r.status === 'open' }, { onSuccess: (answer) => showSuccessToast(answer.message) })}
            >
              {r.status === 'open' ? 'Set aside' : 'Take up again'}
            </Button>
          </Group>
        ),
    },
  ];
  return (
    <DataTable
      label="Recommendations for you"
      columns={columns}
      rows={list.data?.recommendations}
      rowKey={(r) => r.id}
      loading={list.isPending}
      emptyTitle="No recommendation for you"
      emptyDescription="Your head or the L&D committee may recommend a training or other intervention; it appears here."
    />
  );
}

function Given() {
  const list = useRecommendations('given');
  const columns: Column<TRecommendation>[] = [
    { key: 'who', header: 'Employee', render: (r) => <Text fz="sm">{r.personnel.fullname}</Text> },
    { key: 'what', header: 'Recommended', render: what },
    { key: 'reason', header: 'Why', render: (r) => <Text fz="sm">{r.reason}</Text> },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Badge style={{ flexShrink: 0, overflow: 'visible' }} color={STATUS[r.status].color}>
          {r.status === 'added' ? 'In the plan' : STATUS[r.status].label}
        </Badge>
      ),
    },
  ];
  return (
    <DataTable
      label="Recommendations made"
      columns={columns}
      rows={list.data?.recommendations}
      rowKey={(r) => r.id}
      loading={list.isPending}
      emptyTitle="No recommendation made yet"
    />
  );
}

/** /lnd/recommendations (LD). */
export function RecommendationsPage() {
  const views = useSignedInUser().user.allowed_views;
  const recommends = ['LDHEAD', 'LDCOMSEC', 'LDADMIN'].some((v) => views.includes(v));
  const [opened, setOpened] = useState(false);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Recommendations"
        description="Interventions recommended for you by your head or the L&D committee; add one to your plan."
        actions={
          recommends ? (
            <Button leftSection={<IconPlus size={16} />} onClick={() => setOpened(true)}>
              Recommend
            </Button>
          ) : null
        }
      />
      {recommends ? (
        <Tabs defaultValue="mine" keepMounted={false}>
          <Tabs.List>
            <Tabs.Tab value="mine" leftSection={<IconBulb size={16} />}>
              For me
            </Tabs.Tab>
            <Tabs.Tab value="given">Made</Tabs.Tab>
          </Tabs.List>
          <Tabs.Panel value="mine" pt="md">
            <ForMe />
          </Tabs.Panel>
          <Tabs.Panel value="given" pt="md">
            <Given />
          </Tabs.Panel>
        </Tabs>
      ) : (
        <ForMe />
      )}
      <RecommendModal key={String(opened)} opened={opened} onClose={() => setOpened(false)} />
    </Stack>
  );
}
