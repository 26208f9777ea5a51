import { Alert, Button, Card, Grid, Group, List, NumberInput, Skeleton, Stack, Text } from '@mantine/core';
import { IconClockPause, IconInfoCircle, IconClockPlus } from '@tabler/icons-react';
import { MAX_DTR_GRACE_MINUTES, ZEdatsSettingsBody, type TEdatsSettings } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
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

/** A NumberInput's value: its number, or its text while that is not one ('' when empty). */
type Typed = number | string;

/** The office's grace period, as the example beside it reads it. */
function useGraceForm(saved: TEdatsSettings | undefined) {
  const initialValues: { dtr_grace_minutes: Typed } = { dtr_grace_minutes: saved?.dtr_grace_minutes ?? 0 };
  return useContractForm(ZEdatsSettingsBody, {
    initialValues,
    toInput: ({ dtr_grace_minutes }) => ({ dtr_grace_minutes: dtr_grace_minutes === '' ? undefined : dtr_grace_minutes }),
  });
}

function GracePeriodCard({ form, reading }: { form: ReturnType<typeof useGraceForm>; reading: boolean }) {
  const save = useSaveEdatsSettings();
  const { errors } = form;

  return (
    <Card withBorder shadow="xs" padding="lg" component="form" onSubmit={form.onSubmit(() => form.save(save, () => undefined))} noValidate>
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
      {reading ? (
        <Skeleton h={60} w={220} />
      ) : (
        <NumberInput
          label="Grace period (minutes)"
          min={0}
          max={MAX_DTR_GRACE_MINUTES}
          step={1}
          allowDecimal={false}
          allowNegative={false}
          clampBehavior="none"
          {...form.getInputProps('dtr_grace_minutes')}
          suffix=" min"
          w={220}
          required
        />
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={reading}>
          Save settings
        </Button>
      </Group>
    </Card>
  );
}

/**
 * Both limits are asked for on their card: a blank one is missing, not "left as it was" (the body, saved by either card,
 * leaves out what that card does not show).
 */
const ZCocLimits = ZEdatsSettingsBody.safeExtend({
  coc_monthly_cap_hours: ZEdatsSettingsBody.shape.coc_monthly_cap_hours.unwrap(),
  coc_balance_cap_hours: ZEdatsSettingsBody.shape.coc_balance_cap_hours.unwrap(),
});

/** What a NumberInput holds as the body's number; its text while it is not one is no number yet. */
const numberOf = (typed: Typed) => (typeof typed === 'number' ? typed : undefined);

/** The limits on compensatory overtime credits (CSC-DBM Joint Circular 2 s.2004); the overtime module reads them. */
function CocLimitsCard({ saved, reading }: { saved: TEdatsSettings | undefined; reading: boolean }) {
  const save = useSaveEdatsSettings();
  const initialValues: Record<'coc_monthly_cap_hours' | 'coc_balance_cap_hours', Typed> = {
    coc_monthly_cap_hours: saved?.coc_monthly_cap_hours ?? '',
    coc_balance_cap_hours: saved?.coc_balance_cap_hours ?? '',
  };
  const form = useContractForm(ZCocLimits, {
    initialValues,
    toInput: (values) => ({ coc_monthly_cap_hours: numberOf(values.coc_monthly_cap_hours), coc_balance_cap_hours: numberOf(values.coc_balance_cap_hours) }),
  });

  return (
    <Card
      withBorder
      shadow="xs"
      padding="lg"
      component="form"
      onSubmit={form.onSubmit(() => form.saveChecked(save, form.validate(), () => undefined))}
      noValidate
      aria-label="Compensatory overtime credits"
    >
      <Group gap="sm" mb={4}>
        <IconClockPlus size={20} stroke={1.7} />
        <Text fw={700}>Compensatory overtime credits</Text>
      </Group>
      <Text fz="sm" c="dimmed" mb="lg">
        Approved overtime actually served earns credits: an hour for each hour on a workday, an hour and a half on weekends and holidays. Earnings past these
        limits are not credited. The Civil Service figures are 40 hours a month and a balance of 120 hours.
      </Text>
      {reading ? (
        <Skeleton h={60} />
      ) : (
        <Group align="flex-start">
          <NumberInput
            label="Earned in a month, at most"
            min={1}
            max={200}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('coc_monthly_cap_hours')}
            suffix=" hours"
            w={220}
            required
          />
          <NumberInput
            label="Unused balance, at most"
            min={1}
            max={1000}
            allowNegative={false}
            clampBehavior="none"
            {...form.getInputProps('coc_balance_cap_hours')}
            suffix=" hours"
            w={220}
            required
          />
        </Group>
      )}
      <Group justify="flex-end" mt="lg">
        <Button type="submit" loading={save.isPending} disabled={reading}>
          Save limits
        </Button>
      </Group>
    </Card>
  );
}

/** The cards, their forms started from the saved settings (EdatsSettingsPage makes them again once those are read). */
function EdatsSettingsCards({ saved, reading }: { saved: TEdatsSettings | undefined; reading: boolean }) {
  const grace = useGraceForm(saved);
  // The example follows what is typed, so the office sees the effect before saving.
  const shown = grace.values.dtr_grace_minutes;
  const example = !reading && typeof shown === 'number' && Number.isInteger(shown) && shown >= 0 && shown <= MAX_DTR_GRACE_MINUTES ? shown : null;
  return (
    <Grid gap="lg">
      <Grid.Col span={{ base: 12, md: 7 }}>
        <Stack gap="lg">
          <GracePeriodCard form={grace} reading={reading} />
          <CocLimitsCard saved={saved} reading={reading} />
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
          ) : reading ? (
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
  );
}

/** /edats/management: the attendance office's settings. */
export function EdatsSettingsPage() {
  const settings = useEdatsSettings();
  return (
    <Stack gap="xl">
      <PageHeader title="eDATS settings" description="How the daily time records of every employee are computed." />
      <EdatsSettingsCards key={settings.data ? 'read' : 'reading'} saved={settings.data} reading={settings.isPending} />
    </Stack>
  );
}
