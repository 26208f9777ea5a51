import { Link } from 'react-router';
import { Alert, Anchor, Button, Stack, Text } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconId } from '@tabler/icons-react';
import { formatDayOf } from '../../lib/dates';
import { missingForApplying } from './applicant-profile';
import { ProfileReadiness } from './applicant-profile-page';
import type { TApplicantProfile, TApplicationPrefill, TApplicationSource } from './jobs.api';

/** The employee's own PDS page. */
export const MY_PDS = '/account/profile';

/** Where an employee's application data comes from, said plainly: the verified copy and its day, or a sheet HR has not verified yet. */
function PdsSourceNote({ source, profile }: { source: TApplicationSource; profile: TApplicantProfile }) {
  const missing = profile.complete ? null : (
    <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} title="Your PDS lacks what every application needs">
      Before you can apply, fill in {missingForApplying(profile).join(', ')} on your{' '}
      <Anchor component={Link} to={MY_PDS} fz="sm" underline="always">
        Personal Data Sheet
      </Anchor>
      .
    </Alert>
  );
  if (!source.verified_at)
    return (
      <>
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Your Personal Data Sheet has not been verified by HR yet">
          <Stack gap="xs" align="flex-start">
            <Text fz="sm">
              You can apply with it as it stands, or open your PDS to finish it and send it to HR for checking first. HR sees that it was not verified.
            </Text>
            <Button component={Link} to={MY_PDS} size="xs" variant="light" color="orange" leftSection={<IconId size={14} />}>
              Open my PDS
            </Button>
          </Stack>
        </Alert>
        {missing}
      </>
    );
  return (
    <>
      <Alert
        color="teal"
        variant="light"
        icon={<IconCircleCheck size={18} />}
        title={`From your Personal Data Sheet (verified on ${formatDayOf(source.verified_at)})`}
      >
        {source.unverified_changes
          ? 'Changes you made to your PDS since then wait for HR’s verification and are not included. You only add what a post asks beyond your PDS: its documents.'
          : 'HR reads this copy with your application. You only add what a post asks beyond your PDS: its documents.'}
      </Alert>
      {missing}
    </>
  );
}

/** Whether the data an application takes is ready: an employee's PDS (verified or not), an applicant's profile. */
export function ApplyingDataNote({ prefill }: { prefill: TApplicationPrefill }) {
  if (prefill.source.kind === 'applicant_profile') return <ProfileReadiness profile={prefill.profile} />;
  return <PdsSourceNote source={prefill.source} profile={prefill.profile} />;
}
