import { useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { Badge, Button, Group, Paper, Skeleton, Stack, Table, Text, Timeline, Title } from '@mantine/core';
import { IconCircleCheck, IconCircleX, IconEye, IconFileUpload } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { useModalFor } from '../../components/form-modal';
import { SearchField } from '../../components/search-field';
import { formatDateTime } from '../../lib/dates';
import { TABLE_PAGE_SIZE, useListState } from '../../lib/list-state';
import { PostStandards } from './post-applicants-page';
import { ProfileView } from './profile-view';
import { BackLink, DocumentViewer, StageBadge, type ViewerSubject } from './rsp-bits';
import { positionName, useApplicant, useApplicants, useApplication, type TApplicantRow, type TApplication } from './rsp.api';
import { RequestDocumentModal, ScreeningModal, type ScreeningSubject } from './screening-modals';

function DocumentsCard({ application, onView }: { application: TApplication; onView: (subject: ViewerSubject) => void }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Documents
        </Title>
        {application.documents.length === 0 ? (
          <Text fz="sm" c="dimmed">
            No documents.
          </Text>
        ) : (
          <Table verticalSpacing={6} fz="sm" aria-label="Documents">
            <Table.Tbody>
              {application.documents.map((d) => (
                <Table.Tr key={d.id}>
                  <Table.Td>
                    <Text fz="sm" fw={600}>
                      {d.requirement}
                    </Text>
                    <Text fz="xs" c="dimmed">
                      {d.file_name} · {formatDateTime(d.created_at)}
                    </Text>
                  </Table.Td>
                  <Table.Td w={90} ta="right">
                    <Button
                      size="xs"
                      variant="light"
                      leftSection={<IconEye size={14} />}
                      onClick={() => onView({ document: { id: application.id, documentId: d.id }, title: d.requirement })}
                    >
                      View
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        )}
        {application.document_requests.length > 0 ? (
          <Stack gap={4}>
            <Text fw={600} fz="sm">
              Documents asked for later
            </Text>
            {application.document_requests.map((r) => (
              <Group key={r.id} gap="xs">
                <Badge color={r.fulfilled_at ? 'teal' : 'orange'} variant="light" radius="sm">
                  {r.fulfilled_at ? 'Submitted' : 'Waiting'}
                </Badge>
                <Text fz="sm">{r.description}</Text>
              </Group>
            ))}
          </Stack>
        ) : null}
      </Stack>
    </Paper>
  );
}

function HistoryCard({ application }: { application: TApplication }) {
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
      <Stack gap="sm">
        <Title order={2} fz="lg">
          History
        </Title>
        <Timeline active={application.events.length - 1} bulletSize={18} lineWidth={2} color="teal">
          {application.events.map((e, index) => (
            <Timeline.Item
              key={index}
              title={
                <Text fz="sm" fw={600}>
                  {e.status_label}
                </Text>
              }
            >
              <Text fz="xs" c="dimmed">
                {formatDateTime(e.created_at)}
              </Text>
              {e.remarks ? <Text fz="sm">{e.remarks}</Text> : null}
            </Timeline.Item>
          ))}
        </Timeline>
        {application.interview ? (
          <Text fz="sm">
            Interview: {formatDateTime(application.interview.slot.starts_at)}, {application.interview.slot.venue} —{' '}
            {application.interview.response && application.interview.response !== 'pending' ? application.interview.response : 'no answer yet'}
            {application.interview.response_note ? ` (${application.interview.response_note})` : ''}
          </Text>
        ) : null}
      </Stack>
    </Paper>
  );
}

/** /rsp/job/:rid/applicant/:id/profile/:rappid: one application — documents in a viewer, the profile as applied, screening. */
export function ApplicationPage() {
  const { rid, rappid } = useParams();
  const application = useApplication(Number(rappid) || 0).data?.application;
  const [viewing, setViewing] = useState<ViewerSubject>(null);
  const screening = useModalFor<ScreeningSubject>();
  const docRequest = useModalFor<{ id: number; name: string }>();
  const a = application;
  const screenable = a && ['submitted', 'qualified', 'not_qualified'].includes(a.status);
  return (
    <Stack gap="lg" maw={1100}>
      <BackLink to={`/rsp/job_posts/${rid}/list`}>Applicants of the post</BackLink>
      <PageHeader
        title={a ? a.applicant.name : 'Application'}
        description={a ? `${a.applicant.email} · applied ${formatDateTime(a.submitted_at)} for ${a.job_post?.position.name ?? '—'}` : undefined}
        actions={
          a ? (
            <Group gap="xs">
              <StageBadge status={a.status} />
              {screenable ? (
                <>
                  <Button
                    color="teal"
                    leftSection={<IconCircleCheck size={16} />}
                    onClick={() => screening.open({ id: a.id, name: a.applicant.name, decision: 'qualified' })}
                  >
                    Qualified
                  </Button>
                  <Button
                    color="red"
                    variant="light"
                    leftSection={<IconCircleX size={16} />}
                    onClick={() => screening.open({ id: a.id, name: a.applicant.name, decision: 'not_qualified' })}
                  >
                    Not qualified
                  </Button>
                </>
              ) : null}
              <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => docRequest.open({ id: a.id, name: a.applicant.name })}>
                Request a document
              </Button>
            </Group>
          ) : null
        }
      />
      {!a ? (
        <Skeleton h={300} />
      ) : (
        <>
          {a.job_post && <PostStandards post={a.job_post} />}
          <DocumentsCard application={a} onView={setViewing} />
          <ProfileView profile={a.profile} title="Profile as applied" />
          <HistoryCard application={a} />
        </>
      )}
      <DocumentViewer subject={viewing} onClose={() => setViewing(null)} />
      <ScreeningModal key={`s${screening.key}`} subject={screening.subject} opened={screening.opened} onClose={screening.close} />
      <RequestDocumentModal key={`d${docRequest.key}`} subject={docRequest.subject} opened={docRequest.opened} onClose={docRequest.close} />
    </Stack>
  );
}

/** /rsp/applicants: everyone who registered to apply. */
export function ApplicantsPage() {
  const navigate = useNavigate();
  const list = useListState({});
  const applicants = useApplicants({ term: list.term, page: list.page, per_page: TABLE_PAGE_SIZE });
  const columns: Column<TApplicantRow>[] = [
    {
      key: 'name',
      header: 'Applicant',
      render: (a) => (
        <div>
          <Text fz="sm" fw={600}>
            {a.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {a.email}
          </Text>
        </div>
      ),
    },
    {
      key: 'verified',
      header: 'E-mail',
      render: (a) => (
        <Badge color={a.email_verified ? 'teal' : 'orange'} variant="light" radius="sm">
          {a.email_verified ? 'Verified' : 'Not verified'}
        </Badge>
      ),
    },
    {
      key: 'profile',
      header: 'Profile',
      render: (a) => (
        <Badge color={a.profile_complete ? 'teal' : 'gray'} variant="light" radius="sm">
          {a.profile_complete ? 'Complete' : 'Incomplete'}
        </Badge>
      ),
    },
    { key: 'apps', header: 'Applications', render: (a) => a.applications_count, align: 'center', width: 130 },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Applicants" description="People who registered on the job board, with their profiles and applications." />
      <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search name or e-mail" w={300} />
      <DataTable
        label="Applicants"
        columns={columns}
        rows={applicants.data?.applicants}
        rowKey={(a) => a.id}
        loading={applicants.isPending}
        meta={applicants.data?.meta}
        onPageChange={list.setPage}
        onRowClick={(a) => void navigate(`/rsp/applicants/${a.id}/profile`)}
        emptyTitle="No applicants"
        emptyDescription="Applicants who register on the job board show here."
      />
    </Stack>
  );
}

/** /rsp/applicants/:id/profile: an applicant's current profile and every application. */
export function ApplicantProfilePage() {
  const id = Number(useParams().id) || 0;
  const navigate = useNavigate();
  const applicant = useApplicant(id).data?.applicant;
  type Row = NonNullable<NonNullable<typeof applicant>['applications']>[number];
  const columns: Column<Row>[] = [
    { key: 'post', header: 'Post', render: (r) => `${positionName(r.job_post.position)} (${r.job_post.code})` },
    { key: 'date', header: 'Applied', render: (r) => formatDateTime(r.submitted_at) },
    { key: 'stage', header: 'Stage', render: (r) => <StageBadge status={r.status} /> },
  ];
  return (
    <Stack gap="lg" maw={1100}>
      <BackLink to="/rsp/applicants">Applicants</BackLink>
      <PageHeader title={applicant?.name ?? 'Applicant'} description={applicant?.email} />
      {!applicant ? (
        <Skeleton h={300} />
      ) : (
        <>
          <DataTable
            label="Applications"
            columns={columns}
            rows={applicant.applications ?? []}
            rowKey={(r) => r.id}
            loading={false}
            onRowClick={(r) => void navigate(`/rsp/job/${r.job_post.id}/applicant/${applicant.id}/profile/${r.id}`)}
            emptyTitle="No applications"
            minWidth={500}
          />
          <ProfileView profile={applicant.profile} />
        </>
      )}
    </Stack>
  );
}
