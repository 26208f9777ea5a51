import { Alert, Button, Group, Paper, Stack, Title } from '@mantine/core';
import { IconCalendarStats } from '@tabler/icons-react';
import { Link, useNavigate } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { leaveCardPath } from './leave.api';
import { LeaveApplicationForm } from './leave-application-form';
import { LeaveApplicationsTable } from './leave-applications-table';
import { thisYear } from './leave-format';

export const MY_LEAVE_BASE = '/account/leave-Application';

/** /account/leave-Application: CS Form No. 6 for oneself, and below it the applications filed. */
export function LeaveApplicationPage() {
  const navigate = useNavigate();
  const { user } = useSignedInUser();
  const personnelId = user.personnel?.id;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Leave Application"
        description="CS Form No. 6. Your department head recommends it, HR certifies your leave credits, and the approving official decides."
        actions={
          personnelId ? (
            <Button component={Link} to={leaveCardPath(personnelId, thisYear())} variant="default" leftSection={<IconCalendarStats size={16} />}>
              My leave card
            </Button>
          ) : null
        }
      />
      {personnelId ? (
        <Paper withBorder p="lg" radius="md">
          <LeaveApplicationForm onFiled={(application) => void navigate(`${MY_LEAVE_BASE}/${application.id}`)} />
        </Paper>
      ) : (
        <Alert color="gray">Leave is filed by employees. Your account is not linked to a personnel record.</Alert>
      )}
      <Group justify="space-between" mt="sm">
        <Title order={2} fz="lg">
          My applications
        </Title>
      </Group>
      <LeaveApplicationsTable
        scope="mine"
        detailBase={MY_LEAVE_BASE}
        label="My applications"
        emptyDescription="Applications you file appear here with where each one is in its approval."
      />
    </Stack>
  );
}
