import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { Alert, Button, Group, Paper, Radio, Skeleton, Stack, Text, Textarea, Title } from '@mantine/core';
import { IconAlertTriangle, IconCalendarEvent, IconCircleCheck } from '@tabler/icons-react';
import { formatDateTime } from '../../lib/dates';
import { ZScheduleResponseBody } from '@hris/contracts';
import { formErrorsOf } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import { isAnswered, useAnswerInvitation, useInvitation, type TInterviewResponse } from './jobs.api';
import { PublicJobsFrame } from './public-jobs-frame';

const CHOICES: { value: TInterviewResponse; label: string; description: string }[] = [
  { value: 'accepted', label: 'I will attend', description: 'Bring the originals of the documents you uploaded.' },
  { value: 'reschedule', label: 'Please give me another time', description: 'Say which days and times suit you.' },
  { value: 'declined', label: 'I will not attend', description: 'Your application will not go on to the assessment.' },
];
const ANSWERED: Record<TInterviewResponse, string> = {
  accepted: 'You accepted this interview.',
  declined: 'You declined this interview.',
  reschedule: 'You asked for another time; HR will write to you.',
};

/** /schedule_response?token=…: the applicant answers an interview invitation from the e-mail, without signing in. */
export function ScheduleResponsePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const invitation = useInvitation(token);
  const answer = useAnswerInvitation(token);
  // An answer may be changed through the same link while the interview is ahead.
  const [changing, setChanging] = useState(false);
  const form = useContractForm(ZScheduleResponseBody, {
    initialValues: { response: null as TInterviewResponse | null, note: '' },
    toInput: (values) => ({ token, response: values.response ?? undefined, note: values.note.trim() || null }),
    // Once sent, the answer is shown in place of the form: nothing is left unsaved until it is changed again.
    warnOnLeave: !answer.isSuccess || changing,
  });
  const { errors } = form;
  const response = form.values.response;

  // The answer is shown on the page (no toast), so it is sent here rather than through form.save.
  const submit = () => {
    const body = form.validate();
    if (body) answer.mutate(body, { onSuccess: () => setChanging(false), onError: (error) => form.setErrors(formErrorsOf(error)) });
  };

  const invalid = !token || invitation.isError;
  const data = invitation.data;

  return (
    <PublicJobsFrame signInReturnTo="/account/application/status">
      <Stack gap="lg" maw={640} mx="auto">
        <Title order={1} fz={{ base: 24, sm: 28 }}>
          Interview invitation
        </Title>
        {invalid ? (
          <Alert color="orange" variant="light" icon={<IconAlertTriangle size={18} />} title="This link cannot be used">
            {invitation.error?.message ?? 'The link is incomplete. Open the link from the latest invitation e-mail, or sign in to see your application.'}
          </Alert>
        ) : !data ? (
          <Skeleton h={260} radius="md" />
        ) : (
          <Paper withBorder radius="md" p="lg">
            <Stack gap="md">
              <Text>
                Good day, <b>{data.applicant_name}</b>. You are invited to an interview for <b>{data.position}</b>.
              </Text>
              <Group gap="sm" wrap="nowrap">
                <IconCalendarEvent size={22} color="var(--mantine-color-maroon-7)" />
                <Stack gap={0}>
                  <Text fw={600}>{formatDateTime(data.starts_at)}</Text>
                  <Text fz="sm">{data.venue}</Text>
                </Stack>
              </Group>
              {isAnswered(data.response) && !changing ? (
                <>
                  <Alert color="green" variant="light" icon={<IconCircleCheck size={18} />}>
                    {answer.data?.message ?? ANSWERED[data.response]}
                    {data.response_note ? (
                      <Text fz="sm" mt={4}>
                        “{data.response_note}”
                      </Text>
                    ) : null}
                  </Alert>
                  <Button variant="subtle" w="fit-content" onClick={() => setChanging(true)}>
                    Change my answer
                  </Button>
                </>
              ) : (
                <>
                  {errors.form || errors.token ? (
                    <Alert color="red" variant="light" role="alert">
                      {errors.form ?? errors.token}
                    </Alert>
                  ) : null}
                  <Radio.Group label="Your answer" {...form.getInputProps('response')} withAsterisk>
                    <Stack gap="sm" mt="xs">
                      {CHOICES.map((choice) => (
                        <Radio key={choice.value} value={choice.value} label={choice.label} description={choice.description} />
                      ))}
                    </Stack>
                  </Radio.Group>
                  <Textarea
                    label={response === 'reschedule' ? 'Which days and times suit you' : 'Note to HR (optional)'}
                    autosize
                    minRows={2}
                    {...form.getInputProps('note')}
                    withAsterisk={response === 'reschedule'}
                  />
                  <Group justify="flex-end">
                    <Button loading={answer.isPending} onClick={submit}>
                      Send my answer
                    </Button>
                  </Group>
                </>
              )}
            </Stack>
          </Paper>
        )}
      </Stack>
    </PublicJobsFrame>
  );
}
