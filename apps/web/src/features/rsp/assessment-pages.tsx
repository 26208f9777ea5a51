import { Link, useNavigate, useParams } from 'react-router';
import { Alert, Badge, Button, Group, NumberInput, Paper, Skeleton, Stack, Table, Text } from '@mantine/core';
import { IconAlertTriangle, IconDeviceFloppy, IconStar } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { DataTable, type Column } from '../../components/data-table';
import { ZRatingBody } from '@hris/contracts';
import { useContractForm } from '../../lib/use-contract-form';
import { RankingCard } from './ranking-card';
import { formatLongDate } from '../../lib/dates';
import { BackLink, postSummary, StageBadge } from './rsp-bits';
import { useAssessmentPosts, useAssessmentSheet, useRate, type TAssessmentPost, type TAssessmentSheet, type TCriterion } from './rsp.api';

const rateLink = (postId: number, applicationId: number, board: string) =>
  `/rsp/assessment/applicant_assessment/${postId}/applicant/${applicationId}/${board.toLowerCase()}`;

/** /rsp/assessment: the posts of the boards I sit on. */
export function AssessmentPostsPage() {
  const navigate = useNavigate();
  const posts = useAssessmentPosts();
  const columns: Column<TAssessmentPost>[] = [
    {
      key: 'post',
      header: 'Post',
      render: (p) => (
        <div>
          <Text fz="sm" fw={600}>
            {p.position.name}
          </Text>
          <Text fz="xs" c="dimmed">
            {p.code} · {p.department.acronym} ({p.campus.acronym})
          </Text>
        </div>
      ),
    },
    { key: 'board', header: 'Board', render: (p) => `${p.board.name} (${p.board.kind})` },
    { key: 'closing', header: 'Closing date', render: (p) => (p.closing_date ? formatLongDate(p.closing_date) : '—') },
    { key: 'shortlisted', header: 'Shortlisted', render: (p) => p.counts.shortlisted, align: 'center' },
    { key: 'rated', header: 'Rated by me', render: (p) => p.counts.rated_by_me, align: 'center' },
  ];
  return (
    <Stack gap="lg">
      <PageHeader title="Assessment" description="Posts assessed by the selection boards you sit on. Open one to rate its shortlisted applicants." />
      <DataTable
        label="Posts to assess"
        columns={columns}
        rows={posts.data?.job_posts}
        rowKey={(p) => p.id}
        loading={posts.isPending}
        onRowClick={(p) => void navigate(`/rsp/assessment/applicant_assessment/${p.id}/list`)}
        emptyTitle="No posts to assess"
        emptyDescription="Posts show here once you are a member of their selection board."
      />
    </Stack>
  );
}

function RatedBadge({ sheet, ratings }: { sheet: TAssessmentSheet; ratings: Record<string, number> }) {
  const done = sheet.criteria.filter((c) => ratings[String(c.id)] !== undefined).length;
  const all = done === sheet.criteria.length;
  return (
    <Badge color={all ? 'teal' : done > 0 ? 'orange' : 'gray'} variant="light" radius="sm">
      {all ? 'Rated' : done > 0 ? `${done} of ${sheet.criteria.length} rated` : 'Not rated'}
    </Badge>
  );
}

/** /rsp/assessment/applicant_assessment/:id/list: the shortlisted applicants I rate, and the ranking. */
export function AssessmentListPage() {
  const postId = Number(useParams().id) || 0;
  const sheet = useAssessmentSheet(postId).data;
  return (
    <Stack gap="lg">
      <BackLink to="/rsp/assessment">Assessment</BackLink>
      <PageHeader
        title={sheet ? `Assessment: ${sheet.job_post.position.name}` : 'Assessment'}
        description={sheet ? `${sheet.board.name} (${sheet.board.kind}) · ${sheet.job_post.code} · ${postSummary(sheet.job_post)}` : undefined}
      />
      {sheet && !sheet.board.ready ? (
        <Alert color="yellow" variant="light">
          The board's criteria weights do not total 100% yet; rating opens once the recruitment office completes them.
        </Alert>
      ) : null}
      {!sheet ? (
        <Skeleton h={160} />
      ) : (
        <Paper withBorder radius="md" style={{ overflow: 'hidden' }}>
          <Table verticalSpacing="sm" fz="sm" aria-label="Applicants to rate">
            <Table.Thead bg="gray.0">
              <Table.Tr>
                <Table.Th>Applicant</Table.Th>
                <Table.Th>Stage</Table.Th>
                <Table.Th>My rating</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {sheet.applicants.map((a) => (
                <Table.Tr key={a.application_id}>
                  <Table.Td fw={600}>{a.name}</Table.Td>
                  <Table.Td>
                    <StageBadge status={a.status} />
                  </Table.Td>
                  <Table.Td>
                    <RatedBadge sheet={sheet} ratings={a.my_ratings} />
                  </Table.Td>
                  <Table.Td ta="right">
                    {sheet.can_rate ? (
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconStar size={14} />}
                        component={Link}
                        to={rateLink(postId, a.application_id, sheet.board.kind)}
                        aria-label={`Rate ${a.name}`}
                      >
                        Rate
                      </Button>
                    ) : null}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
          {sheet.applicants.length === 0 ? (
            <Text fz="sm" c="dimmed" p="md">
              No shortlisted applicants yet: HR screens them first.
            </Text>
          ) : null}
        </Paper>
      )}
      <RankingCard postId={postId} />
    </Stack>
  );
}

/** A criterion's score in the form: keyed by the criterion, as typed ('' when not rated). */
const scoreKey = (criterion: Pick<TCriterion, 'id'>) => `c${criterion.id}`;

/** The contract's ratings, each also within 0 and its criterion's highest score (said under that criterion). */
function ratingsWithin(criteria: TCriterion[]) {
  return ZRatingBody.superRefine(({ ratings }, ctx) => {
    for (const { criterion_id, score } of ratings) {
      const c = criteria.find((criterion) => criterion.id === criterion_id);
      if (c && (score < 0 || score > Number(c.max_score))) {
        ctx.addIssue({ code: 'custom', path: [scoreKey(c)], message: `The ${c.name} score must be from 0 to ${Number(c.max_score)}.` });
      }
    }
  });
}

function RatingForm({ sheet, applicationId, backTo }: { sheet: TAssessmentSheet; applicationId: number; backTo: string }) {
  const navigate = useNavigate();
  const rate = useRate();
  const applicant = sheet.applicants.find((a) => a.application_id === applicationId);
  // An internal applicant's Performance score is their latest approved IPCR's (SPMS): filled in, not typed.
  const performance = applicant?.performance ?? null;
  const fromIpcr = (criterionId: number) => (performance && performance.criterion_id === criterionId ? performance.score : null);
  const form = useContractForm(ratingsWithin(sheet.criteria), {
    initialValues: Object.fromEntries(sheet.criteria.map((c) => [scoreKey(c), fromIpcr(c.id) ?? applicant?.my_ratings[String(c.id)] ?? ''])),
    // Only the criteria given a score are sent.
    toInput: (scores) => ({
      ratings: sheet.criteria
        .filter((c) => scores[scoreKey(c)] !== '' && scores[scoreKey(c)] !== undefined)
        .map((c) => ({ criterion_id: c.id, score: scores[scoreKey(c)] })),
    }),
  });
  if (!applicant) return <Alert color="yellow">This applicant is not on the board's shortlist for this post.</Alert>;
  const submit = () => {
    const body = form.validate();
    form.saveChecked(rate, body && { applicationId, ...body }, () => void navigate(backTo));
  };
  // "Rate at least one criterion." is the list's own message: the form's, at the top.
  const formError = form.errors.form ?? form.errors.ratings;
  return (
    <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={form.onSubmit(submit)} noValidate>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert">
            {formError}
          </Alert>
        ) : null}
        {sheet.criteria.map((c) => (
          <Group key={c.id} justify="space-between" align="flex-start" wrap="nowrap">
            <div>
              <Text fw={600} fz="sm">
                {c.name}
              </Text>
              <Text fz="xs" c="dimmed">
                Weight {Number(c.weight)}% · score 0 to {Number(c.max_score)}
              </Text>
              {performance && fromIpcr(c.id) !== null ? (
                <Text fz="xs" c="dimmed">
                  From the approved IPCR: {performance.rating} ({performance.adjective ?? 'rated'}), {performance.period}
                </Text>
              ) : null}
            </div>
            <NumberInput
              aria-label={c.name}
              w={140}
              min={0}
              max={Number(c.max_score)}
              decimalScale={2}
              clampBehavior="none"
              readOnly={fromIpcr(c.id) !== null}
              {...form.getInputProps(scoreKey(c))}
            />
          </Group>
        ))}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" component={Link} to={backTo}>
            Cancel
          </Button>
          <Button type="submit" leftSection={<IconDeviceFloppy size={16} />} loading={rate.isPending}>
            Save ratings
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /rsp/assessment/applicant_assessment/:id/applicant/:appID/napb|apb and /rsp/job_posts/:id/applicant/:appID/assessment/napb|apb:
 * my scores of one applicant on each of the board's criteria.
 */
export function RateApplicantPage() {
  const postId = Number(useParams().id) || 0;
  const applicationId = Number(useParams().appID) || 0;
  const sheet = useAssessmentSheet(postId).data;
  const backTo = `/rsp/assessment/applicant_assessment/${postId}/list`;
  const name = sheet?.applicants.find((a) => a.application_id === applicationId)?.name;
  return (
    <Stack gap="lg" maw={720}>
      <BackLink to={backTo}>Applicants to rate</BackLink>
      <PageHeader
        title={name ? `Rate ${name}` : 'Rate the applicant'}
        description={sheet ? `${sheet.job_post.position.name} · ${sheet.board.name} (${sheet.board.kind})` : undefined}
      />
      {sheet ? <RatingForm key={applicationId} sheet={sheet} applicationId={applicationId} backTo={backTo} /> : <Skeleton h={300} />}
    </Stack>
  );
}
