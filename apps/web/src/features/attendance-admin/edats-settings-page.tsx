import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Grid, Group, List, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockPause, IconInfoCircle } from '@tabler/icons-react';
import { MAX_DTR_GRACE_MINUTES, ZEdatsSettingsBody } from '@hris/contracts';
import { PageHeader } from '../../app/layout/page-header';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useEdatsSettings, useSaveEdatsSettings } from './attendance-admin.api';

/** "8:05 AM" for a number of minutes after 8:00 AM. */
const eightPlus = (minutes: number) => `${8 + Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} AM`;

/** What a grace period means on the office's own schedule, worked out for the minutes typed. */
function GraceExample({ minutes }: { minutes: number }) {
  if (minutes === 0)
    return (
      <Text fz="sm">
        With no grace period, an employee due at 8:00 AM who arrives at 8:01 AM is late 1 minute.
      </Text>
    );
  return (
    <List fz="sm" spacing={4}>
      <List.Item>
        Arriving at <b>{eightPlus(minutes)}</b> for an 8:00 AM start: <b>not late</b>.
      </List.Item>
      <List.Item>
        Arriving at <b>{eightPlus(minutes + 1)}</b>: late <b>{minutes + 1} minutes</b>, counted from 8:00 AM, and charged to vacation leave as usual.
      </List.Item>
    </List>
  );
}

type Typed = { typed: number | string | null; setTyped: (value: number | string | null) => void };

function GracePeriodCard({ typed, setTyped }: Typed) {
  const settings = useEdatsSettings();
  const save = useSaveEdatsSettings();
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = typed ?? settings.data?.dtr_grace_minutes ?? 0;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const checked = ZEdatsSettingsBody.safeParse({ dtr_grace_minutes: shown === '' ? undefined : shown });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        setTyped(null);
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  return (
    <Card withBorder shadow="xs" padding="lg" component="form" onSubmit={submit} noValidate>
      <Group gap="sm" mb={4}>
        <IconClockPause size={20} stroke={1.7} />
        <Text fw={700}>Grace period</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        Minutes after the start of the morning or afternoon session during which an arrival is not yet counted as late. Past the grace period, the
        whole time from the start of the session is late. The Civil Service leaves this to the agency; 0 means no grace period.
      </Text>
      {errors.form ? (
        <Alert color="red" variant="light" role="alert" mb="md">
          {errors.form}
        </Alert>
      ) : null}
      {settings.isPending ? (
        <Skeleton h={60} w={220} />
      ) : (
        <NumberInput
          label="Grace period (minutes)"
          name="dtr_grace_minutes"
          min={0}
          max={MAX_DTR_GRACE_MINUTES}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          value={shown}
          onChange={setTyped}
          error={errors.dtr_grace_minutes}
          suffix=" min"
          w={220}
          required
        />
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={settings.isPending}>
          Save settings
        </Button>
      </Group>
    </Card>
  );
}

/** /edats/management: the attendance office's settings. */
export function EdatsSettingsPage() {
  const settings = useEdatsSettings();
  // The example follows what is typed, so the office sees the effect before saving.
  const [typed, setTyped] = useState<number | string | null>(null);
  const shown = typed ?? settings.data?.dtr_grace_minutes;
  const example = typeof shown === 'number' && Number.isInteger(shown) && shown >= 0 && shown <= MAX_DTR_GRACE_MINUTES ? shown : null;
  return (
    <Stack gap="xl">
      <PageHeader title="eDATS settings" description="How the daily time records of every employee are computed." />
      <Grid gap="lg">
        <Grid.Col span={{ base: 12, md: 7 }}>
          <GracePeriodCard typed={typed} setTyped={setTyped} />
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" bg="gray.0">
            <Group gap="sm" mb="sm">
              <IconInfoCircle size={20} stroke={1.7} />
              <Text fw={700}>What it means</Text>
            </Group>
            {example !== null ? <GraceExample minutes={example} /> : settings.isPending ? <Skeleton h={48} /> : <Text fz="sm" c="dimmed">Type a whole number of minutes from 0 to 60.</Text>}
            <Text fz="xs" c="dimmed" mt="md">
              A saved change applies to every DTR shown or printed from then on.
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
