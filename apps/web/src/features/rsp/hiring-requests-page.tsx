import { useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { Button, Group, NumberInput, Paper, SegmentedControl, Select, SimpleGrid, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconFilePlus, IconPlus } from '@tabler/icons-react';
import { REQUEST_STATUSES, ZHiringRequestBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { departmentSource, positionSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { formatDateTime } from '../../lib/dates';
import { TABLE_PAGE_SIZE } from '../../lib/list-state';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { VacantItemSelect } from '../plantilla/vacant-item-select';
import { ApprovalPanel } from '../approvals/approval-panel';
import { RequestStatusBadge } from '../../components/request-status-badge';
import { BackLink, Fact } from './rsp-bits';
import { useFileHiringRequest, useHiringRequest, useHiringRequests, useRefreshRsp, type THiringQuery, type THiringRequest } from './rsp.api';

const KIND_LABELS = { vacant: 'Vacant plantilla item', new: 'New position' } as const;

/** The recruitment office sees every request; heads see their own and their department's. */
function useScopes(): { value: THiringQuery['scope']; label: string }[] {
  const views = useSignedInUser().user.allowed_views;
  const office = views.includes('RSP') || views.includes('JOBREQUEST');
  return office
    ? [
        { value: 'all', label: 'All requests' },
        { value: 'mine', label: 'Filed by me' },
      ]
    : [
        { value: 'department', label: 'My department' },
        { value: 'mine', label: 'Filed by me' },
      ];
}

/** "No vacant item in this office…": where a head goes when the plantilla has nothing to fill. */
const NO_VACANT_ITEM = 'No vacant item in this office: ask HR to add it under Plantilla → Items, or request a new position';

function NewRequestModal({ opened, onClose }: { opened: boolean; onClose: (id?: number) => void }) {
  const file = useFileHiringRequest();
  const form = useContractForm(ZHiringRequestBody, {
    initialValues: {
      department_id: null as PickerOption | null,
      position_id: null as PickerOption | null,
      kind: 'vacant',
      plantilla_item_no: null as string | null,
      slots: 1,
      employment_kind: 'staff',
      justification: '',
    },
    toInput: (values) => ({
      ...values,
      department_id: values.department_id?.id,
      position_id: values.position_id?.id,
      // A new position has no item on the plantilla yet.
      plantilla_item_no: values.kind === 'vacant' ? values.plantilla_item_no : null,
    }),
    warnOnLeave: opened,
  });
  const { department_id: department, position_id: position } = form.values;
  const vacant = form.values.kind === 'vacant';
  const submit = () => form.save(file, (answer) => onClose(answer.hiring_request.id));
  return (
    <FormModal
      opened={opened}
      onClose={() => onClose()}
      title="New request to hire"
      onSubmit={submit}
      submitting={file.isPending}
      errors={form.errors}
      submitLabel="Send request"
      size="lg"
    >
      <RemoteSearchPicker
        source={departmentSource}
        label="Office / department"
        value={department}
        onChange={(option) => {
          form.setFieldValue('department_id', option);
          // The items offered are the office's own: one chosen for another office no longer applies.
          if (option?.id !== department?.id) form.setFieldValue('plantilla_item_no', null);
        }}
        error={form.errors.department_id}
        required
      />
      <SegmentedControl
        aria-label="Kind of post"
        value={form.values.kind}
        onChange={(kind) => form.setFieldValue('kind', kind)}
        data={[
          { value: 'vacant', label: KIND_LABELS.vacant },
          { value: 'new', label: KIND_LABELS.new },
        ]}
      />
      {vacant ? (
        <VacantItemSelect
          label="Plantilla item"
          placeholder={department ? 'Choose a vacant item of the office' : 'Choose the office first'}
          scope={{ department_id: department?.id }}
          ready={department !== null}
          disabled={department === null}
          value={form.values.plantilla_item_no}
          onChange={(itemNo, item) => {
            form.setFieldValue('plantilla_item_no', itemNo);
            // The item is of one position: the request is for it.
            if (item) form.setFieldValue('position_id', { id: item.position.id, label: item.position.name, description: `SG ${item.salary_grade}` });
          }}
          noneVacant={NO_VACANT_ITEM}
          error={form.errors.plantilla_item_no}
          required
        />
      ) : null}
      <RemoteSearchPicker
        source={positionSource}
        label="Position"
        value={position}
        onChange={(option) => form.setFieldValue('position_id', option)}
        error={form.errors.position_id}
        required
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <NumberInput label="Slots" min={1} max={50} {...form.getInputProps('slots')} />
        <Select
          label="Assessed by"
          data={[
            { value: 'staff', label: 'NAPB (non-academic)' },
            { value: 'faculty', label: 'APB (academic)' },
          ]}
          {...form.getInputProps('employment_kind')}
          allowDeselect={false}
        />
      </SimpleGrid>
      <Textarea
        label="Justification"
        description="Why the office needs the post filled now"
        autosize
        minRows={3}
        maxLength={2000}
        {...form.getInputProps('justification')}
        required
      />
    </FormModal>
  );
}

/** /rsp/request_to_hire: heads ask to fill a post; the approval chain decides; HR makes the job post. */
export function HiringRequestsPage() {
  const navigate = useNavigate();
  const scopes = useScopes();
  const [scope, setScope] = useState(scopes[0]!.value);
  const [status, setStatus] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const modal = useModalFor<null>();
  const query: THiringQuery = { scope, status: REQUEST_STATUSES.find((s) => s === status), page, per_page: TABLE_PAGE_SIZE };
  const list = useHiringRequests(query);
  const columns: Column<THiringRequest>[] = [
    {
      key: 'position',
      header: 'Position',
      render: (r) => (
        <div>
          <Text fz="sm" fw={600}>
            {r.position.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {KIND_LABELS[r.kind]}
            {r.plantilla_item_no ? ` · Item ${r.plantilla_item_no}` : ''} · {r.slots} slot{r.slots === 1 ? '' : 's'}
          </Text>
        </div>
      ),
    },
    { key: 'department', header: 'Office', render: (r) => r.department.acronym || r.department.fullname },
    { key: 'by', header: 'Requested by', render: (r) => r.requested_by?.name ?? '—' },
    { key: 'date', header: 'Filed', render: (r) => formatDateTime(r.created_at) },
    {
      key: 'status',
      header: 'Status',
      render: (r) => (
        <Stack gap={2}>
          <RequestStatusBadge status={r.status} />
          {r.status === 'pending' && r.waiting_for ? (
            <Text fz="xs" c="dimmed">
              Waiting for {r.waiting_for}
            </Text>
          ) : null}
        </Stack>
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Requests to hire"
        description="A department head asks to fill a vacant plantilla item or a new position. Once approved, the recruitment office publishes it as a job post."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => modal.open()}>
            New request
          </Button>
        }
      />
      <Group gap="sm">
        <SegmentedControl aria-label="Whose requests" data={scopes} value={scope} onChange={(v) => (setScope(v), setPage(1))} />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={REQUEST_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
          value={status}
          onChange={(v) => (setStatus(v), setPage(1))}
          w={180}
        />
      </Group>
      <DataTable
        label="Requests to hire"
        columns={columns}
        rows={list.data?.hiring_requests}
        rowKey={(r) => r.id}
        loading={list.isPending}
        meta={list.data?.meta}
        onPageChange={setPage}
        onRowClick={(r) => void navigate(`/rsp/request_to_hire/${r.id}`)}
        emptyTitle="No requests to hire"
        emptyDescription="Requests filed by department heads show here."
      />
      <NewRequestModal
        key={modal.key}
        opened={modal.opened}
        onClose={(id) => {
          modal.close();
          if (id) void navigate(`/rsp/request_to_hire/${id}`);
        }}
      />
    </Stack>
  );
}

/** /rsp/request_to_hire/:id: the request, its approval trail and, once approved, "Create job post". */
export function HiringRequestPage() {
  const id = Number(useParams().id) || 0;
  const request = useHiringRequest(id);
  const refresh = useRefreshRsp();
  const views = useSignedInUser().user.allowed_views;
  const mayPost = views.includes('RSP') || views.includes('JOBPOST');
  const r = request.data?.hiring_request;
  return (
    <Stack gap="lg" maw={960}>
      <BackLink to="/rsp/request_to_hire">Requests to hire</BackLink>
      <PageHeader
        title={r ? `Request to hire: ${r.position.name}` : 'Request to hire'}
        actions={
          r && r.status === 'approved' && mayPost ? (
            r.job_post_id ? (
              <Button component={Link} to={`/rsp/job_posts/${r.job_post_id}/edit`} variant="default">
                Open the job post
              </Button>
            ) : (
              <Button component={Link} to={`/rsp/job_posts/new?request=${r.id}`} leftSection={<IconFilePlus size={16} />}>
                Create job post
              </Button>
            )
          ) : null
        }
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
        {!r ? (
          <Skeleton h={120} />
        ) : (
          <Stack gap="md">
            <Group justify="space-between">
              <Text fw={600}>{r.department.fullname}</Text>
              <RequestStatusBadge status={r.status} />
            </Group>
            <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
              <Fact label="Position">{r.position.name}</Fact>
              <Fact label="Kind">{KIND_LABELS[r.kind]}</Fact>
              <Fact label="Plantilla item no.">{r.plantilla_item_no ?? '—'}</Fact>
              <Fact label="Slots">{r.slots}</Fact>
              <Fact label="Assessed by">{r.employment_kind === 'faculty' ? 'APB (academic)' : 'NAPB (non-academic)'}</Fact>
              <Fact label="Requested by">
                {r.requested_by?.name ?? '—'}, {formatDateTime(r.created_at)}
              </Fact>
            </SimpleGrid>
            <Fact label="Justification">{r.justification}</Fact>
          </Stack>
        )}
      </Paper>
      {r ? <ApprovalPanel requestId={r.approval_request_id} onChanged={() => void refresh()} /> : null}
    </Stack>
  );
}
