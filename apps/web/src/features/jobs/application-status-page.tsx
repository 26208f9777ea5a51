import { Link } from 'react-router';
import { Button, EmptyState, Skeleton, Stack } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { ApplicationCard } from './application-card';
import { useMyApplications } from './jobs.api';

/** /account/application/status: each of my applications, its stage and history, newest first. */
export function ApplicationStatusPage() {
  const { user } = useSignedInUser();
  const applications = useMyApplications();
  return (
    <Stack gap="lg">
      <PageHeader
        title="My applications"
        description="Where each application stands. You are also told by e-mail and in the bell at each change."
        actions={
          <Button component={Link} to="/jobs/apply_now" leftSection={<IconSend size={16} />} variant="light">
            Apply Now
          </Button>
        }
      />
      {applications.isPending ? (
        <Skeleton h={260} radius="md" />
      ) : (applications.data ?? []).length === 0 ? (
        <EmptyState title="No applications yet" description="Choose an open post on Apply Now, upload its documents and submit." />
      ) : (
        (applications.data ?? []).map((application) => <ApplicationCard key={application.id} application={application} applicantId={user.id} />)
      )}
    </Stack>
  );
}
