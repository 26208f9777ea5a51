import { useState, type FormEvent } from 'react';
import { Alert, Button, Card, Grid, Group, List, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockPause, IconInfoCircle, IconClockPlus } from '@tabler/icons-react';
import { MAX_DTR_GRACE_MINUTES, ZEdatsSettingsBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { errorsFromIssues, formErrorsOf, type FieldErrors } from '../../lib/field-errors';
import { showSuccessToast } from '../../lib/toasts';
import { useEdatsSettings, useSaveEdatsSettings } from './attendance-admin.api';

/** "8:05 AM" for a number of minutes after 8:00 AM. */
const eightPlus = (minutes: number) => `${8 + Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')} AM`;

/** What a grace period means on the office's own schedule, worked out for the minutes typed. */
function GraceExample({ minutes }: { minutes: number }) {
  if (minutes === 0) return <Text fz="sm">With no grace period, an employee due at 8:00 AM who arrives at 8:01 AM is late 1 minute.</Text>;
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
        Minutes after the start of the morning or afternoon session during which an arrival is not yet counted as late. Past the grace period, the whole time
        from the start of the session is late. The Civil Service leaves this to the agency; 0 means no grace period.
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

type Caps = { coc_monthly_cap_hours: number | string | null; coc_balance_cap_hours: number | string | null };

/** The limits on compensatory overtime credits (CSC-DBM Joint Circular 2 s.2004); the overtime module reads them. */
function CocLimitsCard() {
  const settings = useEdatsSettings();
  const save = useSaveEdatsSettings();
  const [typed, setTyped] = useState<Caps>({ coc_monthly_cap_hours: null, coc_balance_cap_hours: null });
  const [errors, setErrors] = useState<FieldErrors>({});
  const shown = (key: keyof Caps) => typed[key] ?? settings.data?.[key] ?? '';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const value = (key: keyof Caps) => (typeof shown(key) === 'number' ? shown(key) : undefined);
    // Both limits are asked for here; a blank one is missing, not "left as it was".
    const blank = { coc_monthly_cap_hours: 'The monthly limit field is required.', coc_balance_cap_hours: 'The balance limit field is required.' };
    const missing = (Object.keys(blank) as (keyof Caps)[]).filter((key) => value(key) === undefined);
    if (missing.length) return setErrors(Object.fromEntries(missing.map((key) => [key, blank[key]])));
    const checked = ZEdatsSettingsBody.safeParse({
      coc_monthly_cap_hours: value('coc_monthly_cap_hours'),
      coc_balance_cap_hours: value('coc_balance_cap_hours'),
    });
    if (!checked.success) return setErrors(errorsFromIssues(checked.error.issues));
    setErrors({});
    save.mutate(checked.data, {
      onSuccess: (answer) => {
        showSuccessToast(answer.message);
        setTyped({ coc_monthly_cap_hours: null, coc_balance_cap_hours: null });
      },
      onError: (error) => setErrors(formErrorsOf(error)),
    });
  };

  return (
    <Card withBorder shadow="xs" padding="lg" component="form" onSubmit={submit} noValidate aria-label="Compensatory overtime credits">
      <Group gap="sm" mb={4}>
        <IconClockPlus size={20} stroke={1.7} />
        <Text fw={700}>Compensatory overtime credits</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        Approved overtime actually served earns credits: an hour for each hour on a workday, an hour and a half on weekends and holidays. Earnings past these
        limits are not credited. The Civil Service figures are 40 hours a month and a balance of 120 hours.
      </Text>
      {settings.isPending ? (
        <Skeleton h={60} />
      ) : (
        <Group align="flex-start">
          <NumberInput
            label="Earned in a month, at most"
            name="coc_monthly_cap_hours"
            min={1}
            max={200}
            allowNegative={false}
            clampBehavior="none"
            value={shown('coc_monthly_cap_hours')}
            onChange={(v) => setTyped((c) => ({ ...c, coc_monthly_cap_hours: v }))}
            error={errors.coc_monthly_cap_hours}
            suffix=" hours"
            w={220}
            required
          />
          <NumberInput
            label="Unused balance, at most"
            name="coc_balance_cap_hours"
            min={1}
            max={1000}
            allowNegative={false}
            clampBehavior="none"
            value={shown('coc_balance_cap_hours')}
            onChange={(v) => setTyped((c) => ({ ...c, coc_balance_cap_hours: v }))}
            error={errors.coc_balance_cap_hours}
            suffix=" hours"
            w={220}
            required
          />
        </Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={settings.isPending}>
          Save limits
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
          <Stack gap="lg">
            <GracePeriodCard typed={typed} setTyped={setTyped} />
            <CocLimitsCard />
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }}>
          <Card withBorder padding="lg" bg="gray.0">
            <Group gap="sm" mb="sm">
              <IconInfoCircle size={20} stroke={1.7} />
              <Text fw={700}>What it means</Text>
            </Group>
            {example !== null ? (
              <GraceExample minutes={example} />
            ) : settings.isPending ? (
              <Skeleton h={48} />
            ) : (
              <Text fz="sm" c="dimmed">
                Type a whole number of minutes from 0 to 60.
              </Text>
            )}
            <Text fz="xs" c="dimmed" mt="md">
              A saved change applies to every DTR shown or printed from then on.
            </Text>
          </Card>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
