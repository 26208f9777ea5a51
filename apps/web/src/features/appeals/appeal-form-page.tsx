import { useState } from 'react';
import { Alert, Button, FileInput, Group, Paper, SimpleGrid, Skeleton, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconInfoCircle, IconPaperclip, IconSend } from '@tabler/icons-react';
import { Link, useNavigate, useParams } from 'react-router';
import { ZTimeLogAppealBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { useUnsavedChanges } from '../../lib/use-unsaved-changes';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { useSignedInUser } from '../account/current-user';
import { manilaToday } from '../../lib/dates';
import { useDtr } from '../attendance/dtr.api';
import { formTime, isCalendarDate, weekdayOf } from '../attendance/dtr-format';
import { formatLongDate } from '../../lib/dates';
import { useFileAppeal } from './appeals.api';
import { APPEAL_HALVES } from './appeal-times';

type Times = Record<(typeof APPEAL_HALVES)[number][0], string>;
const NO_TIMES: Times = { am_in: '', am_out: '', pm_in: '', pm_out: '' };

/** The time now in Manila, "HH:MM". */
const manilaClock = (now = new Date()) =>
  new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Manila', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(now);

/** The corrected times among the form's values. */
const timesOf = ({ am_in, am_out, pm_in, pm_out }: Times): Times => ({ am_in, am_out, pm_in, pm_out });

/**
 * The corrected times that still hold on another day: all of them, except, on today, a time that has not come yet.
 * Choosing another day used to clear what was typed.
 */
function timesStillValid(times: Times, day: string, today: string, now = manilaClock()): Times {
  if (day !== today) return times;
  return Object.fromEntries(Object.entries(times).map(([key, value]) => [key, value && value > now ? '' : value])) as Times;
}

/**
 * /account/time-log-appeals/new/:date: ask that a day's missing or wrong punch be corrected. The
 * day's record is shown beside the fields, and only the times filled in are appealed.
 */
export function NewAppealPage() {
  const params = useParams();
  const navigate = useNavigate();
  const today = manilaToday();
  const fileAppeal = useFileAppeal();
  const form = useContractForm(ZTimeLogAppealBody, {
    initialValues: { date: isCalendarDate(params.date) && params.date <= today ? params.date : today, ...NO_TIMES, reason: '' },
    // Only the times filled in are appealed.
    toInput: ({ date, reason, ...times }) => ({ date, ...Object.fromEntries(APPEAL_HALVES.map(([key]) => [key, times[key] || null])), reason }),
  });
  const { values, errors } = form;
  const { date } = values;
  // The file stays outside the form's values (a File is not a value to compare); choosing one is an edit all the same.
  const [file, setFile] = useState<File | null>(null);
  const fileDraft = file ? `${file.name}:${file.size}:${file.lastModified}` : null;
  const { markSaved: markFileSaved } = useUnsavedChanges(fileDraft);
  const me = useSignedInUser();
  const dtr = useDtr(me.user.personnel?.id, isCalendarDate(date) ? date.slice(0, 7) : '');
  const day = dtr.data?.days.find((d) => d.date === date);

  const submit = () => {
    const body = form.validate();
    const fileProblem = file ? checkUpload(file, PDF_UPLOAD) : null;
    if (fileProblem) form.setErrors((current) => ({ ...current, file: fileProblem }));
    if (body === null || fileProblem) return;
    form.saveChecked(fileAppeal, { body, file }, (answer) => {
      markFileSaved(fileDraft);
      void navigate(`/account/time-log-appeals/${answer.appeal.id}`);
    });
  };

  return (
    <Stack gap="lg" maw={760}>
      <PageHeader
        title="File a time-log appeal"
        description="For a punch the device missed or recorded wrong. Your department head recommends it and HR approves; your DTR changes only then."
        actions={
          <Button component={Link} to="/account/time-log-appeals" variant="default" leftSection={<IconArrowLeft size={16} />}>
            My appeals
          </Button>
        }
      />
      <Paper withBorder p="lg">
        <Stack gap="md">
          <TextInput
            type="date"
            label="Day"
            name="date"
            max={today}
            value={date}
            onChange={(event) => {
              const next = event.currentTarget.value;
              form.setValues((current) => ({ date: next, ...timesStillValid(timesOf(current), next, today) }));
            }}
            error={errors.date}
            description={isCalendarDate(date) ? `${weekdayOf(date)}, ${formatLongDate(date)}` : undefined}
            w={{ base: '100%', sm: 260 }}
          />
          <Alert variant="light" color="gray" icon={<IconInfoCircle size={18} />} title="Your DTR shows for this day">
            {dtr.isFetching && !day ? (
              <Skeleton h={20} w={320} />
            ) : day ? (
              <Group gap="lg">
                {APPEAL_HALVES.map(([key, label]) => (
                  <Text key={key} fz="sm">
                    <Text span c="dimmed" fz="xs">
                      {label}
                    </Text>{' '}
                    <Text span fw={600}>
                      {formTime(day[key]) || '—'}
                    </Text>
                  </Text>
                ))}
                {day.remarks ? (
                  <Text fz="sm" c="dimmed">
                    {day.remarks}
                  </Text>
                ) : null}
              </Group>
            ) : (
              <Text fz="sm">No record for this day.</Text>
            )}
          </Alert>
          <div>
            <Text fw={600} fz="sm">
              Corrected times
            </Text>
            <Text fz="xs" c="dimmed" mb="xs">
              Fill in only the times to correct; leave the others blank.
            </Text>
            <SimpleGrid cols={{ base: 2, sm: 4 }}>
              {APPEAL_HALVES.map(([key, label]) => (
                <TextInput key={key} type="time" label={label} {...form.getInputProps(key)} />
              ))}
            </SimpleGrid>
          </div>
          <Textarea
            label="Reason"
            placeholder="e.g. The biometric device was offline at noon."
            autosize
            minRows={3}
            {...form.getInputProps('reason')}
            withAsterisk
          />
          <FileInput
            label="Supporting document (optional)"
            name="file"
            description={PDF_UPLOAD.hint}
            placeholder="A memo, a logbook page, an attendance sheet"
            accept={PDF_UPLOAD.accept}
            clearable
            leftSection={<IconPaperclip size={16} />}
            value={file}
            onChange={(chosen) => {
              setFile(chosen);
              form.setErrors((current) => ({
                ...current,
                file: chosen ? (checkUpload(chosen, PDF_UPLOAD) ?? undefined) : undefined,
                attachment_path: undefined,
              }));
            }}
            // The server names the stored file's path (attachment_path): its message goes under the file.
            error={errors.file ?? errors.attachment_path}
          />
          <Group justify="flex-end">
            <Button leftSection={<IconSend size={16} />} loading={fileAppeal.isPending} onClick={submit}>
              Send to my department head
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
