import { useDeferredValue, useRef } from 'react';
import { Alert, Button, Center, EmptyState, Group, NativeSelect, Pagination, SimpleGrid, Skeleton, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconInfoCircle, IconLogin, IconUserPlus } from '@tabler/icons-react';
import { loginPathWithRedirect } from '../../lib/navigation';
import { SearchField } from '../../components/search-field';
import { rangeLabel } from '../../components/range-label';
import { useListState } from '../../lib/list-state';
import { useToken } from '../../lib/session';
import { JobPostCard } from './job-post-card';
import { usePublicJobs, type TPublicPost } from './jobs.api';
import { PublicJobsFrame } from './public-jobs-frame';

const PER_PAGE = 12;

/**
 * The campuses offered in the filter: those of the posts seen so far (the campus list itself
 * needs a session, and a campus without open posts has nothing to filter to).
 */
function useCampusOptions(posts: readonly TPublicPost[] | undefined) {
  const seen = useRef(new Map<number, string>());
  for (const post of posts ?? []) seen.current.set(post.campus.id, post.campus.name);
  return [...seen.current.entries()].sort(([a], [b]) => a - b).map(([id, name]) => ({ value: String(id), label: name }));
}

/** Apply Now signed out (SPEC.md §6): the open posts, and a word to sign in or register in order to apply. */
function SignInToApply() {
  return (
    <Alert variant="light" color="maroon" icon={<IconInfoCircle size={18} />} title="Sign in or register to apply" data-testid="sign-in-to-apply">
      <Stack gap="sm">
        <Text fz="sm">
          Choose a post below. To apply, sign in with your account, or register for an applicant account (your e-mail address is verified by a link), then
          upload the documents the post asks for as PDF files. Employees of the university sign in with their own account.
        </Text>
        <Group gap="xs">
          <Button component={Link} to={loginPathWithRedirect('/jobs/apply_now')} leftSection={<IconLogin size={16} />}>
            Sign in to apply
          </Button>
          <Button component={Link} to="/jobs/register" variant="default" leftSection={<IconUserPlus size={16} />}>
            Register
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}

/** /jobs: the public job board; anyone may read it, applying needs an applicant account. On /jobs/apply_now signed out, the same posts under "Apply Now". */
export function JobBoardPage({ applyNow = false }: { applyNow?: boolean }) {
  const list = useListState<{ campus: string | null }>({ campus: null });
  const board = usePublicJobs({
    term: list.term,
    campus_id: list.filters.campus ? Number(list.filters.campus) : undefined,
    page: list.page,
    per_page: PER_PAGE,
  });
  // The cards are drawn in the background (a transition React interrupts to answer a tap) rather than in
  // one long task the moment the answer arrives; until then the skeleton stays.
  const data = useDeferredValue(board.data);
  const campuses = useCampusOptions(data?.job_posts);
  const token = useToken();
  const posts = data?.job_posts;

  return (
    <PublicJobsFrame signInReturnTo="/jobs/apply_now">
      <Stack gap="lg">
        <Stack gap={4}>
          <Title order={1} fz={{ base: 24, sm: 30 }}>
            {applyNow ? 'Apply Now' : 'Job openings'}
          </Title>
          <Text c="dimmed">Vacant positions of the university open for application, with their qualification standards and the documents to submit.</Text>
        </Stack>
        {token ? null : applyNow ? (
          <SignInToApply />
        ) : (
          <Alert variant="light" color="blue" icon={<IconInfoCircle size={18} />}>
            To apply, register for an applicant account (your e-mail address is verified by a link), sign in, fill in your profile, then upload the documents
            each post asks for as PDF files.
          </Alert>
        )}
        <Group gap="sm" align="flex-end">
          <SearchField value={list.typed} onChange={list.setTyped} placeholder="Search position or office" style={{ flex: 1, minWidth: 220 }} />
          {/* The phone's own list (and no positioning library to download for the board). */}
          <NativeSelect
            aria-label="Campus"
            data={[{ value: '', label: 'All campuses' }, ...campuses]}
            value={list.filters.campus ?? ''}
            onChange={(event) => list.setFilter('campus', event.currentTarget.value || null)}
            w={{ base: '100%', sm: 240 }}
          />
        </Group>
        {board.isPending || (board.data && !data) ? (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }}>
            {[1, 2, 3].map((n) => (
              <Skeleton key={n} h={220} radius="md" />
            ))}
          </SimpleGrid>
        ) : !posts || posts.length === 0 ? (
          <EmptyState title="No open posts match" description="Try another search or campus, or come back later: new vacancies are posted here." />
        ) : (
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} role="list" aria-label="Open posts">
            {posts.map((post) => (
              <div key={post.id} role="listitem">
                <JobPostCard post={post} />
              </div>
            ))}
          </SimpleGrid>
        )}
        {data && data.meta.total > PER_PAGE ? (
          <Center>
            <Stack gap={4} align="center">
              <Pagination total={Math.ceil(data.meta.total / PER_PAGE)} value={list.page} onChange={list.setPage} />
              <Text fz="xs" c="dimmed">
                {rangeLabel(data.meta)}
              </Text>
            </Stack>
          </Center>
        ) : null}
      </Stack>
    </PublicJobsFrame>
  );
}
