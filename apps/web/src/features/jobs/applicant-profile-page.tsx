import { Link } from 'react-router';
import { Alert, Button, Skeleton, Stack } from '@mantine/core';
import { IconAlertTriangle, IconCircleCheck, IconSend } from '@tabler/icons-react';
import { APPLICANT_PROFILE_SECTIONS } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { missingForApplying } from './applicant-profile';
import { useMyProfile, type TApplicantProfile } from './jobs.api';
import { ProfilePersonalCard } from './profile-personal-card';
import { ProfileSection } from './profile-section';

/** Whether the profile is enough to apply, and what is missing. */
export function ProfileReadiness({ profile }: { profile: TApplicantProfile }) {
  if (profile.complete) {
    return (
      <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />} title="Your profile is ready">
        HR reads it with each application: keep it up to date before you apply.
      </Alert>
    );
  }
  return (
    <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="Your profile is not complete yet">
      Before you can apply, give {missingForApplying(profile).join(', ')}.
    </Alert>
  );
}

/** /jobs/profile: the applicant's profile, the PDS parts hiring reads, in the PDS's own forms. */
export function ApplicantProfilePage() {
  const profile = useMyProfile();
  return (
    <Stack gap="lg">
      <PageHeader
        title="Applicant profile"
        description="Your personal information, education, eligibility, work experience and trainings, as in the Personal Data Sheet (CS Form 212)."
        actions={
          <Button component={Link} to="/jobs/apply_now" leftSection={<IconSend size={16} />} variant="light">
            Apply Now
          </Button>
        }
      />
      {profile.data ? (
        <>
          <ProfileReadiness profile={profile.data} />
          <ProfilePersonalCard profile={profile.data} />
          {APPLICANT_PROFILE_SECTIONS.map((section) => (
            <ProfileSection key={section} profile={profile.data} section={section} />
          ))}
        </>
      ) : (
        <Skeleton h={400} radius="md" />
      )}
    </Stack>
  );
}
