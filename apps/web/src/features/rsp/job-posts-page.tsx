import { Link, useNavigate } from 'react-router';
import { Button, Group, Select, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCalendarEvent, IconEdit, IconFileTypePdf, IconLock, IconPlus, IconSend, IconStars, IconUsers } from '@tabler/icons-react';
import { JOB_POST_STATUSES, ZPublishBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useConfirm } from '../../components/confirm-dialog';
import { DataTable, type Column } from '../../components/data-table';
import { FormModal, useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampuses } from '../attendance/attendance.api';
import { periodLabel, PostStatusBadge, postSummary } from './rsp-bits';
import { andTell, openCsForm9, useCloseJobPost, useJobPosts, usePublishJobPost, type TJobPost } from './rsp.api';

const manilaDate = (offsetDays = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Manila' }).format(new Date(Date.now() + offsetDays * 86_400_000));

/** CSC: a vacancy is published at least 10 calendar days (the settings' minimum); two weeks is offered. */
function PublishModal({ post, opened, onClose }: { post: TJobPost | null; opened: boolean; onClose: () => void }) {
  const publish = usePublishJobPost();
  const form = useContractForm(ZPublishBody, { initialValues: { publish_from: manilaDate(), closing_date: manilaDate(14) }, warnOnLeave: opened });
  const submit = () => {
    const body = form.validate();
    if (post) form.saveChecked(publish, body && { id: post.id, ...body }, onClose);
  };
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={`Publish ${post?.position.name ?? ''}`}
      onSubmit={submit}
      submitting={publish.isPending}
      errors={form.errors}
      submitLabel="Publish"
    >
      <Text fz="sm" c="dimmed">
        The post shows on the public job board from the publication date until the closing date. CSC rules ask for at least the minimum publication period set
        in the settings.
      </Text>
      <SimpleGrid cols={2}>
        <TextInput type="date" label="Publish from" {...form.getInputProps('publish_from')} required />
        <TextInput type="date" label="Closing date" {...form.getInputProps('closing_date')} required />
      </SimpleGrid>
    </FormModal>
  );
}

function Counts({ post }: { post: TJobPost }) {
  const c = post.counts;
  if (!c) return <>—</>;
  return (
    <div>
      <Text fz="sm" fw={600}>
        {c.applications} applicant{c.applications === 1 ? '' : 's'}
      </Text>
      <Text fz="xs" c="dimmed">
        {c.qualified} qualified · {c.not_qualified} not · {c.interview} interview · {c.assessed} assessed
      </Text>
    </div>
  );
}

/** /rsp/job_posts: every post with its applicants; draft, publish, close and print CS Form No. 9. */
export function JobPostsPage() {
  const navigate = useNavigate();
  const confirm = useConfirm();
  const close = useCloseJobPost();
  const campuses = useCampuses();
  const publishModal = useModalFor<TJobPost>();
  const list = useListState<{ status: string | null; campus_id: string | null }>({ status: null, campus_id: null });
  const posts = useJobPosts({
    term: list.term,
    status: JOB_POST_STATUSES.find((s) => s === list.filters.status),
    campus_id: list.filters.campus_id ? Number(list.filters.campus_id) : undefined,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const columns: Column<TJobPost>[] = [
    {
      key: 'position',
      header: 'Post',
      render: (p) => (
        <div>
          <Text fz="sm" fw={600}>
            {p.position.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {p.code} · {postSummary(p)}
          </Text>
        </div>
      ),
    },
    { key: 'board', header: 'Board', render: (p) => p.board, width: 70 },
    {
      key: 'period',
      header: 'Publication',
      render: (p) => (
        <Stack gap={2}>
          <PostStatusBadge post={p} />
          <Text fz="xs" c="dimmed">
            {periodLabel(p)}
          </Text>
        </Stack>
      ),
    },
    { key: 'counts', header: 'Applicants', render: (p) => <Counts post={p} /> },
    {
      key: 'actions',
      header: '',
      width: 50,
      render: (p) => (
        <RowActions
          subject={`${p.position.name} (${p.code})`}
          actions={[
            { label: 'Applicants', icon: IconUsers, onClick: () => void navigate(`/rsp/job_posts/${p.id}/list`), hidden: p.status === 'draft' },
            {
              label: 'Interview schedule',
              icon: IconCalendarEvent,
              onClick: () => void navigate(`/rsp/job_posts/${p.id}/interview/schedule`),
              hidden: p.status === 'draft',
            },
            {
              label: 'Assessment and ranking',
              icon: IconStars,
              onClick: () => void navigate(`/rsp/assessment/applicant_assessment/${p.id}/list`),
              hidden: p.status === 'draft',
            },
            { label: 'Edit', icon: IconEdit, onClick: () => void navigate(`/rsp/job_posts/${p.id}/edit`), hidden: p.status !== 'draft' },
            { label: 'Publish', icon: IconSend, onClick: () => publishModal.open(p), hidden: p.status !== 'draft' },
            { label: 'CS Form No. 9', icon: IconFileTypePdf, onClick: () => void openCsForm9(p.id).catch(() => undefined) },
            {
              label: 'Close the post',
              icon: IconLock,
              danger: true,
              hidden: p.status !== 'published',
              onClick: () =>
                confirm({
                  title: 'Close the post',
                  message: `Close ${p.position.name} (${p.code})? It leaves the job board and no one can apply any more.`,
                  confirmLabel: 'Close the post',
                  danger: true,
                  onConfirm: () => andTell(close.mutateAsync(p.id)),
                }),
            },
          ]}
        />
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <PageHeader
        title="Job posts"
        description="Vacancies of the university: drafts, published posts and closed ones, with their applicants."
        actions={
          <Button component={Link} to="/rsp/job_posts/new" leftSection={<IconPlus size={16} />}>
            New job post
          </Button>
        }
      />
      <Group gap="sm">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search position, office or code" w={300} />
        <Select
          aria-label="Status"
          placeholder="Any status"
          clearable
          data={JOB_POST_STATUSES.map((s) => ({ value: s, label: s.charAt(0).toUpperCase() + s.slice(1) }))}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          w={160}
        />
        <Select
          aria-label="Campus"
          placeholder="Any campus"
          clearable
          data={(campuses.data ?? []).map((c) => ({ value: String(c.id), label: c.name }))}
          value={list.filters.campus_id}
          onChange={(v) => list.setFilter('campus_id', v)}
          w={200}
        />
      </Group>
      <DataTable
        label="Job posts"
        columns={columns}
        rows={posts.data?.job_posts}
        rowKey={(p) => p.id}
        loading={posts.isPending}
        meta={posts.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(p) => void navigate(p.status === 'draft' ? `/rsp/job_posts/${p.id}/edit` : `/rsp/job_posts/${p.id}/list`)}
        emptyTitle="No job posts"
        emptyDescription="Create one from an approved request to hire, or a blank one."
      />
      <PublishModal key={publishModal.key} post={publishModal.subject} opened={publishModal.opened} onClose={publishModal.close} />
    </Stack>
  );
}
