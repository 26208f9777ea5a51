import { Alert, Anchor, Group, Stack } from '@mantine/core';
import { IconArrowLeft } from '@tabler/icons-react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { PageHeader } from '../../components/page-header';
import { useSignedInUser } from '../account/current-user';
import { leaveCardPath } from './leave.api';
import { LeaveCard, type TCardRole } from './leave-card';
import { thisYear } from './leave-format';

/** Where each role came from, for the way back. */
export const ROLE_BACK: Record<TCardRole, { to: string; label: string }> = {
  employee: { to: '/account/leave-Application', label: 'Back to my leave applications' },
  head: { to: '/department/edats/Leave', label: "Back to the department's leave" },
  hr: { to: '/edats/HR/leaves/leavesBalanceSummary', label: 'Back to the balance summary' },
};

export const asRole = (value: string | undefined): TCardRole => (value === 'head' || value === 'hr' ? value : 'employee');

export function BackLink({ role }: { role: TCardRole }) {
  const back = ROLE_BACK[role];
  return (
    <Anchor component={Link} to={back.to} fz="sm">
      <Group gap={4}>
        <IconArrowLeft size={14} /> {back.label}
      </Group>
    </Anchor>
  );
}

/** /account/leave/:personnel_id/:year/:type_id/:role: a person's leave card of a year. */
export function LeaveCardPage() {
  const params = useParams();
  const navigate = useNavigate();
  const personnelId = Number(params.personnel_id);
  const year = Number(params.year);
  const typeId = Number(params.type_id) || 0;
  const role = asRole(params.role);
  if (!Number.isInteger(personnelId) || personnelId <= 0 || !Number.isInteger(year) || year < 1990 || year > 2100) {
    return <Alert color="gray">This leave card was not found.</Alert>;
  }
  return (
    <Stack gap="lg">
      <BackLink role={role} />
      <PageHeader title="Leave Card" description="Vacation and sick leave earned each month, what was charged to them, and the balances today." />
      <LeaveCard
        personnelId={personnelId}
        year={year}
        typeId={typeId}
        role={role}
        onYearChange={(next) => void navigate(leaveCardPath(personnelId, next, typeId, role))}
      />
    </Stack>
  );
}

/** /account/leave (the menu's "Leave Card"): my own card of this year. */
export function MyLeaveCardRedirect() {
  const { user } = useSignedInUser();
  if (!user.personnel) return <Alert color="gray">Your account is not linked to a personnel record yet. Ask the HR office to link it.</Alert>;
  return <Navigate to={leaveCardPath(user.personnel.id, thisYear())} replace />;
}
