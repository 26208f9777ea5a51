import { useMemo, useRef, useState } from 'react';
import { Link, Navigate, useNavigate, useParams } from 'react-router';
import { Alert, Anchor, Button, Checkbox, Group, Paper, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconArrowLeft, IconInfoCircle, IconSend } from '@tabler/icons-react';
import { APPLICANT_PROFILE_SECTIONS, applyChoiceSchema, PDS_SECTIONS, type TChosenPdf } from '@hris/contracts';
import { useScrollToFirstError } from '../../components/form-modal';
import { formatDateTime } from '../../lib/dates';
import type { FieldErrors } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { useSignedInUser } from '../account/current-user';
import { ProfileView } from '../rsp/profile-view';
import { ApplyingDataNote, MY_PDS } from './applying-data-note';
import { ProfileReadiness } from './applicant-profile-page';
import { applyFormPath, previewPath } from './job-post-card';
import { JobPostHeading } from './job-post-details';
import {
  useApplicationPrefill,
  useApply,
  useMyApplications,
  usePublicJob,
  type TApplicantProfile,
  type TApplicationPrefill,
  type TPublicPost,
} from './jobs.api';
import { chosenPdf, PdfFileInput } from './pdf-file-input';

/** The profile HR will read with the application, in short. */
function ProfileSummary({ profile }: { profile: TApplicantProfile }) {
  const name = [profile.first_name, profile.middle_name, profile.last_name, profile.name_extension].filter(Boolean).join(' ');
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="md">
            1. Confirm your profile
          </Title>
          <Anchor component={Link} to="/jobs/profile" fz="sm">
            Edit my profile
          </Anchor>
        </Group>
        <Text fw={600}>{name}</Text>
        <Text fz="sm" c="dimmed">
          {APPLICANT_PROFILE_SECTIONS.map((section) => `${PDS_SECTIONS[section].title}: ${profile.sections[section]?.length ?? 0}`).join(' · ')}
        </Text>
        <ProfileReadiness profile={profile} />
      </Stack>
    </Paper>
  );
}

/** What the application will hold about the applicant: an employee's PDS, or an applicant's own profile. */
function ApplicantData({ prefill }: { prefill: TApplicationPrefill }) {
  const { source, profile } = prefill;
  if (source.kind === 'applicant_profile') return <ProfileSummary profile={profile} />;
  return (
    <ProfileView
      profile={profile}
      title="1. Your data, from your Personal Data Sheet"
      actions={
        <Anchor component={Link} to={MY_PDS} fz="sm">
          View my PDS
        </Anchor>
      }
    >
      <ApplyingDataNote prefill={prefill} />
    </ProfileView>
  );
}

/** The server names a refused document `documents.<i>…` (its stored path); anything else is the form's message. */
function placeErrors(errors: FieldErrors): FieldErrors {
  const placed: FieldErrors = {};
  for (const [key, message] of Object.entries(errors)) {
    const document = /^documents\.(\d+)/.exec(key);
    if (document) placed[`documents.${document[1]}`] ??= message;
    else if (key === 'confirmed') placed.confirmed = message;
    else placed.form ??= message;
  }
  return placed;
}

function ApplyForm({ post, prefill }: { post: TPublicPost; prefill: TApplicationPrefill }) {
  const fromPds = prefill.source.kind === 'pds';
  const navigate = useNavigate();
  const apply = useApply();
  // The chosen files themselves stay beside the form (they are uploaded on submit); the form keeps which file each
  // document has, so that "Edit my profile" (or any other link) asks before the chosen PDFs are dropped.
  const [files, setFiles] = useState<(File | null)[]>(() => post.documents_required.map(() => null));
  const form = useContractForm(
    applyChoiceSchema(fromPds ? 'Confirm that your Personal Data Sheet is true and up to date.' : 'Confirm that your profile is true and up to date.'),
    { initialValues: { documents: post.documents_required.map(() => null as TChosenPdf | null), confirmed: false } },
  );
  const errors = useMemo(() => placeErrors(form.errors), [form.errors]);
  const formRef = useRef<HTMLDivElement>(null);
  useScrollToFirstError(formRef, errors, form.refusal);

  const choose = (index: number, file: File | null, problem: string | null) => {
    setFiles((current) => current.map((f, i) => (i === index ? file : f)));
    form.setFieldValue(`documents.${index}`, chosenPdf(file, problem));
    // The file's own problem shows as soon as it is chosen; a refusal of the whole form is dropped with the new choice.
    form.setErrors(({ form: _dropped, ...current }) => ({ ...current, [`documents.${index}`]: problem ?? undefined }));
  };

  const submit = () => {
    const chosen = post.documents_required.map((requirement, index) => ({ requirement, file: files[index] as File }));
    form.saveChecked(apply, form.validate() && { job_post_id: post.id, files: chosen }, () => void navigate('/account/application/status'));
  };

  return (
    <Paper withBorder radius="md" p="lg" ref={formRef}>
      <Stack gap="md">
        <Title order={2} fz="md">
          2. Upload the documents
        </Title>
        <Text fz="sm" c="dimmed">
          One PDF file for each document the post asks for. The files are sent with your application when you submit it.
        </Text>
        {errors.form ? (
          <Alert color="red" variant="light" icon={<IconAlertTriangle size={18} />} role="alert" title="Your application was not sent">
            {errors.form}
          </Alert>
        ) : null}
        {post.documents_required.map((requirement, index) => (
          <PdfFileInput
            key={requirement}
            label={requirement}
            name={`documents.${index}`}
            required
            value={files[index] ?? null}
            onChange={(file, problem) => choose(index, file, problem)}
            error={errors[`documents.${index}`]}
            disabled={apply.isPending}
          />
        ))}
        <Checkbox
          label={
            fromPds
              ? 'I confirm that my Personal Data Sheet and these documents are true, correct and up to date.'
              : 'I confirm that my profile and these documents are true, correct and up to date.'
          }
          {...form.getInputProps('confirmed', { type: 'checkbox' })}
          error={errors.confirmed}
        />
        <Group justify="flex-end">
          <Button leftSection={<IconSend size={16} />} loading={apply.isPending} onClick={submit} disabled={!prefill.profile.complete || !post.is_open}>
            Submit my application
          </Button>
        </Group>
      </Stack>
    </Paper>
  );
}

/**
 * /jobs/apply_now/:jobID/applicant/:applicantID: the data the application holds (an employee's PDS, an
 * applicant's profile), then a PDF for each document the post asks for, then submit.
 */
export function ApplyPage() {
  const { jobID = '', applicantID } = useParams();
  const { user } = useSignedInUser();
  const post = usePublicJob(jobID);
  const prefill = useApplicationPrefill();
  const applications = useMyApplications();

  // Each applicant applies for themself: someone else's number in the link is replaced by one's own.
  if (applicantID !== String(user.id)) return <Navigate to={applyFormPath({ code: jobID }, user.id)} replace />;

  const earlier = post.data ? (applications.data ?? []).find((a) => a.job_post.id === post.data.id) : undefined;

  return (
    <Stack gap="lg">
      <Button component={Link} to="/jobs/apply_now" variant="subtle" leftSection={<IconArrowLeft size={16} />} w="fit-content" px={0}>
        All open posts
      </Button>
      {post.isPending || prefill.isPending ? (
        <Skeleton h={400} radius="md" />
      ) : !post.data ? (
        <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="No such post">
          This job post does not exist or is not published. Choose one of the open posts.
        </Alert>
      ) : (
        <>
          <JobPostHeading post={post.data} />
          <Anchor component={Link} to={previewPath(post.data)} fz="sm">
            Read the qualification standards and the documents required
          </Anchor>
          {post.data.is_open ? null : (
            <Alert color="gray" variant="light" icon={<IconAlertTriangle size={18} />}>
              This post is closed: applications are no longer received.
            </Alert>
          )}
          {earlier ? (
            <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
              You applied for this post on {formatDateTime(earlier.submitted_at)} ({earlier.status_label}).{' '}
              <Anchor component={Link} to="/account/application/status" fz="sm">
                See its status
              </Anchor>
            </Alert>
          ) : null}
          {prefill.data ? (
            <>
              <ApplicantData prefill={prefill.data} />
              <ApplyForm post={post.data} prefill={prefill.data} />
            </>
          ) : null}
        </>
      )}
    </Stack>
  );
}
