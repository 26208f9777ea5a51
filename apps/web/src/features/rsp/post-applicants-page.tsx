import { useNavigate, useParams } from 'react-router';
import { Button, Group, Paper, Select, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { IconCalendarEvent, IconCircleCheck, IconCircleX, IconFileSearch, IconFileUpload, IconStars } from '@tabler/icons-react';
import { APPLICATION_STATUSES, APPLICATION_STATUS_LABELS, type TPublicJobPost } from '@hris/contracts';
import { Link } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { SearchField } from '../../components/search-field';
import { formatDateTime } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { BackLink, Fact, periodLabel, PostStatusBadge, postSummary, StageBadge } from './rsp-bits';
import { useApplications, useJobPost, type TApplicationRow } from './rsp.api';
import { RequestDocumentModal, ScreeningModal, type ScreeningSubject } from './screening-modals';

const SCREENABLE = ['submitted', 'qualified', 'not_qualified'];
const INTERVIEW_ANSWERS: Record<string, string> = { pending: 'no answer yet', accepted: 'accepted', declined: 'declined', reschedule: 'asks for another time' };

/** The post's standards at the top, for screening against them. */
export function PostStandards({ post }: { post: TPublicJobPost }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Group justify="space-between">
          <Text fz="sm" c="dimmed">
            {post.code} · {postSummary(post)} · {post.board} · {periodLabel(post)}
          </Text>
          <PostStatusBadge post={post} />
        </Group>
        <SimpleGrid cols={{ base: 1, sm: 4 }} spacing="md">
          <Fact label="Education">{post.education}</Fact>
          <Fact label="Training">{post.training}</Fact>
          <Fact label="Experience">{post.experience}</Fact>
          <Fact label="Eligibility">{post.eligibility}</Fact>
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}

/** /rsp/job_posts/:id/list: the post's applicants; screen each against the standards, ask for documents. */
export function PostApplicantsPage() {
  const postId = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const post = useJobPost(postId).data?.job_post;
  const screening = useModalFor<ScreeningSubject>();
  const docRequest = useModalFor<{ id: number; name: string }>();
  const list = useListState<{ status: string | null }>({ status: null });
  const applications = useApplications({
    job_post_id: postId,
    status: APPLICATION_STATUSES.find((s) => s === list.filters.status),
    term: list.term,
    page: list.page,
    per_page: TABLE_PAGE_SIZE,
  });
  const open = (a: TApplicationRow) => void navigate(`/rsp/job/${postId}/applicant/${a.applicant.id}/profile/${a.id}`);
  const columns: Column<TApplicationRow>[] = [
    {
      key: 'name',
      header: 'Applicant',
      render: (a) => (
        <div>
          <Text fz="sm" fw={600}>
            {a.applicant.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {a.applicant.email}
          </Text>
        </div>
      ),
    },
    { key: 'submitted', header: 'Applied', render: (a) => formatDateTime(a.submitted_at) },
    { key: 'docs', header: 'Documents', render: (a) => a.documents_count, align: 'center', width: 110 },
    {
      key: 'stage',
      header: 'Stage',
      render: (a) => (
        <Stack gap={2}>
          <StageBadge status={a.status} />
          {a.remarks ? (
            <Text fz="xs" c="dimmed" lineClamp={2}>
              {a.remarks}
            </Text>
          ) : null}
          {a.interview_response ? (
            <Text fz="xs" c="dimmed">
              Interview: {INTERVIEW_ANSWERS[a.interview_response] ?? a.interview_response}
            </Text>
          ) : null}
        </Stack>
      ),
    },
    {
      key: 'actions',
      header: '',
      width: 50,
      render: (a) => (
        <RowActions
          subject={a.applicant.name}
          actions={[
            { label: 'Documents and profile', icon: IconFileSearch, onClick: () => open(a) },
            {
              label: 'Qualified',
              icon: IconCircleCheck,
              onClick: () => screening.open({ id: a.id, name: a.applicant.name, decision: 'qualified' }),
              hidden: !SCREENABLE.includes(a.status),
            },
            {
              label: 'Not qualified',
              icon: IconCircleX,
              onClick: () => screening.open({ id: a.id, name: a.applicant.name, decision: 'not_qualified' }),
              hidden: !SCREENABLE.includes(a.status),
              danger: true,
            },
            { label: 'Request a document', icon: IconFileUpload, onClick: () => docRequest.open({ id: a.id, name: a.applicant.name }) },
          ]}
        />
      ),
    },
  ];
  return (
    <Stack gap="lg">
      <BackLink to="/rsp/job_posts">Job posts</BackLink>
      <PageHeader
        title={post ? `Applicants: ${post.position.name}` : 'Applicants'}
        description="Open an applicant for the documents and the profile. Screen each against the qualification standards; the qualified may be invited to the interview."
        actions={
          <Group gap="xs">
            <Button variant="default" component={Link} to={`/rsp/job_posts/${postId}/interview/schedule`} leftSection={<IconCalendarEvent size={16} />}>
              Interview schedule
            </Button>
            <Button variant="default" component={Link} to={`/rsp/assessment/applicant_assessment/${postId}/list`} leftSection={<IconStars size={16} />}>
              Assessment
            </Button>
          </Group>
        }
      />
      {post ? <PostStandards post={post} /> : <Skeleton h={120} />}
      <Group gap="sm">
        <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name or e-mail" w={280} />
        <Select
          aria-label="Stage"
          placeholder="Any stage"
          clearable
          data={APPLICATION_STATUSES.map((s) => ({ value: s, label: APPLICATION_STATUS_LABELS[s] }))}
          value={list.filters.status}
          onChange={(v) => list.setFilter('status', v)}
          w={220}
        />
      </Group>
      <DataTable
        label="Applicants of the post"
        columns={columns}
        rows={applications.data?.applications}
        rowKey={(a) => a.id}
        loading={applications.isPending}
        meta={applications.data?.meta}
        onPageChange={list.setPage}
        onRowClick={open}
        emptyTitle="No applicants"
        emptyDescription="Applications to this post show here as they come in."
      />
      <ScreeningModal key={`s${screening.key}`} subject={screening.subject} opened={screening.opened} onClose={screening.close} />
      <RequestDocumentModal key={`d${docRequest.key}`} subject={docRequest.subject} opened={docRequest.opened} onClose={docRequest.close} />
    </Stack>
  );
}
