import { Link, useParams } from 'react-router';
import { Alert, Button, CopyButton, Group, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconCheck, IconLink, IconSend } from '@tabler/icons-react';
import { ApiError } from '../../lib/api';
import { applyPath } from './job-post-card';
import { JobPostHeading, JobPostStandards } from './job-post-details';
import { usePublicJob } from './jobs.api';
import { PublicJobsFrame } from './public-jobs-frame';

/** /jobs/preview/:code: one post for anyone with its link, with its standards and documents. */
export function JobPreviewPage() {
  const code = useParams().code ?? '';
  const post = usePublicJob(code);
  const notFound = post.error instanceof ApiError && post.error.status === 404;

  return (
    <PublicJobsFrame signInReturnTo={post.data ? applyPath(post.data) : '/jobs/apply_now'}>
      <Stack gap="lg">
        <Button component={Link} to="/jobs" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
          All job openings
        </Button>
        {post.isPending ? (
          <Skeleton h={320} radius="md" />
        ) : post.data ? (
          <>
            <JobPostHeading post={post.data} />
            <Group gap="sm">
              {post.data.is_open ? (
                <Button component={Link} to={applyPath(post.data)} leftSection={<IconSend size={16} />}>
                  Apply for this post
                </Button>
              ) : null}
              <CopyButton value={window.location.href}>
                {({ copied, copy }) => (
                  <Button variant="default" onClick={copy} leftSection={copied ? <IconCheck size={16} /> : <IconLink size={16} />}>
                    {copied ? 'Link copied' : 'Copy the link to share'}
                  </Button>
                )}
              </CopyButton>
            </Group>
            {post.data.is_open ? null : (
              <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} />}>
                This post is closed: applications are no longer received.
              </Alert>
            )}
            <JobPostStandards post={post.data} />
          </>
        ) : (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title={notFound ? 'No such post' : 'The post could not be loaded'}>
            {notFound ? 'This job post does not exist or is not published. See the open posts on the job board.' : 'Try again in a moment.'}
          </Alert>
        )}
      </Stack>
    </PublicJobsFrame>
  );
}
