import { Link, Navigate, useLocation, useSearchParams } from 'react-router';
import { Badge, Button, Center, EmptyState, Group, Pagination, SimpleGrid, Skeleton, Stack } from '@mantine/core';
import { IconId } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { SearchField } from '../../components/search-field';
import { useListState } from '../../lib/list-state';
import { loginPathWithRedirect } from '../../lib/navigation';
import { useToken } from '../../lib/session';
import { useSignedInUser } from '../account/current-user';
import { ApplyingDataNote, MY_PDS } from './applying-data-note';
import { JobBoardPage } from './job-board-page';
import { JobPostCard, applyFormPath } from './job-post-card';
import { useApplicationPrefill, useMyApplications, usePublicJobs } from './jobs.api';

const PER_PAGE = 9;

/**
 * /jobs/apply_now for everyone (SPEC.md §6): signed in, the posts to apply for; signed out, the open posts
 * with a word to sign in or register; a chosen post (?job=) signed out goes to sign-in and back to its form.
 */
export function ApplyNowEntry() {
  const token = useToken();
  const { search } = useLocation();
  const [params] = useSearchParams();
  if (token) return <ApplyNowPage />;
  if (params.get('job')) return <Navigate to={loginPathWithRedirect(`/jobs/apply_now${search}`)} replace />;
  return <JobBoardPage applyNow />;
}

/**
 * /jobs/apply_now: the open posts to choose from, with a word on the data applications take (PDS or profile). Apply on the public
 * board leads here (?job=<code>) through sign-in, and goes straight on to that post's form.
 */
export function ApplyNowPage() {
  const [params] = useSearchParams();
  const { user } = useSignedInUser();
  const chosen = params.get('job');
  const list = useListState({});
  const board = usePublicJobs({ term: list.term, page: list.page, per_page: PER_PAGE });
  const prefill = useApplicationPrefill();
  const fromPds = prefill.data?.source.kind === 'pds';
  const applications = useMyApplications();

  if (chosen) return <Navigate to={applyFormPath({ code: chosen }, user.id)} replace />;

  // One application a post, withdrawn or not.
  const appliedTo = new Set((applications.data ?? []).map((a) => a.job_post.id));
  const posts = board.data?.job_posts;

  return (
    <Stack gap="lg">
      <PageHeader
        title="Apply Now"
        description={
          fromPds
            ? 'Choose an open post. Your application takes your Personal Data Sheet; you upload the documents the post asks for, each as a PDF.'
            : 'Choose an open post. You confirm your profile and upload the documents the post asks for, each as a PDF.'
        }
        actions={
          <Button component={Link} to={fromPds ? MY_PDS : '/jobs/profile'} variant="light" leftSection={<IconId size={16} />}>
            {fromPds ? 'My PDS' : 'My profile'}
          </Button>
        }
      />
      {prefill.data ? <ApplyingDataNote prefill={prefill.data} /> : null}
      <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search position or office" maw={420} />
      {board.isPending ? (
        <Skeleton h={220} radius="md" />
      ) : !posts || posts.length === 0 ? (
        <EmptyState title="No open posts match" description="New vacancies are posted on the job board; come back later." />
      ) : (
        <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="Open posts">
          {posts.map((post) => (
            <div key={post.id} role="listitem">
              <JobPostCard
                post={post}
                action={
                  appliedTo.has(post.id) ? (
                    <Group gap="xs">
                      <Badge color="blue" variant="light">
                        Applied
                      </Badge>
                      <Button component={Link} to="/account/application/status" variant="subtle" size="sm">
                        See status
                      </Button>
                    </Group>
                  ) : (
                    <Button component={Link} to={applyFormPath(post, user.id)} size="sm">
                      Apply
                    </Button>
                  )
                }
              />
            </div>
          ))}
        </SimpleGrid>
      )}
      {board.data && board.data.meta.total > PER_PAGE ? (
        <Center>
          <Pagination total={Math.ceil(board.data.meta.total / PER_PAGE)} value={list.page} onChange={list.setPage} />
        </Center>
      ) : null}
    </Stack>
  );
}
