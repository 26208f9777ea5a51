import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Group, Paper, Select, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { ZScheduleRequestBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaToday } from '../../lib/dates';
import { KIND_LABELS } from './schedule-format';
import { KindBadge, ScheduleWeek } from './schedule-week';
import { useRequestSchedule, useScheduleOptions } from './schedules.api';

/** /account/work-schedules/new: ask for a schedule from a date, with the reason; the department head, then HR, decide. */
export function RequestSchedulePage() {
  const navigate = useNavigate();
  const options = useScheduleOptions();
  const send = useRequestSchedule();
  const form = useContractForm(ZScheduleRequestBody, {
    initialValues: { schedule_id: null as string | null, effective_from: '', reason: '' },
    toInput: (values) => ({ ...values, schedule_id: values.schedule_id ?? undefined }),
  });
  const { errors } = form;
  const chosen = options.data?.find((s) => String(s.id) === form.values.schedule_id);
  const submit = form.onSubmit(() => form.save(send, (answer) => void navigate(`/account/work-schedules/${answer.request.id}`)));

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/account/work-schedules" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> My work schedule
        </Group>
      </Anchor>
      <PageHeader
        title="Request a work schedule"
        description="Your department head recommends it and the HR office approves it; it then applies from the date you give."
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          {errors.form ? (
            <Text c="red" fz="sm" role="alert">
              {errors.form}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 2 }}>
            <Select
              label="Schedule"
              placeholder="Choose a schedule"
              data={(options.data ?? []).map((s) => ({ value: String(s.id), label: s.name }))}
              renderOption={({ option }) => {
                const s = options.data?.find((o) => String(o.id) === option.value);
                return (
                  <Stack gap={0}>
                    <Text fz="sm">{option.label}</Text>
                    {s ? (
                      <Text fz="xs" c="dimmed">
                        {KIND_LABELS[s.kind]}
                      </Text>
                    ) : null}
                  </Stack>
                );
              }}
              {...form.getInputProps('schedule_id')}
              searchable
              required
            />
            <TextInput type="date" label="Effective from" min={manilaToday()} {...form.getInputProps('effective_from')} required />
          </SimpleGrid>
          {chosen ? (
            <Paper withBorder radius="md" p="md" bg="gray.0">
              <Stack gap="sm">
                <Group gap="xs">
                  <Text fw={600} fz="sm">
                    {chosen.name}
                  </Text>
                  <KindBadge kind={chosen.kind} />
                </Group>
                <ScheduleWeek definition={chosen.definition} />
              </Stack>
            </Paper>
          ) : null}
          <Textarea
            label="Reason"
            description="Why you need this schedule, for your department head and the HR office"
            autosize
            minRows={3}
            maxLength={500}
            {...form.getInputProps('reason')}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/account/work-schedules">
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={send.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
