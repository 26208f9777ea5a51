import { useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Anchor, Button, Group, Paper, SegmentedControl, SimpleGrid, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { IconArrowLeft, IconSend } from '@tabler/icons-react';
import { ZMakeupClassBody, ZOvertimeBody, type TOvertimeSaved } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { useContractForm } from '../../lib/use-contract-form';
import { useFileMakeupClass, useFileOvertime, type TOvertimeKind } from './overtime.api';

const EMPTY = { date: '', start_time: '', end_time: '', purpose: '', subject: '', section: '', room: '', date_missed: '' };

/** /account/overtime/new: overtime for one day (head, then HR), or a faculty make-up class (head, then the VPAA's office). */
export function NewOvertimePage() {
  const navigate = useNavigate();
  const fileOvertime = useFileOvertime();
  const fileMakeup = useFileMakeupClass();
  const [kind, setKind] = useState<TOvertimeKind>('overtime');
  const form = useContractForm(ZOvertimeBody, {
    initialValues: EMPTY,
    toInput: ({ date, start_time, end_time, purpose }) => ({ date, start_time, end_time, purpose }),
  });
  const { values, errors } = form;
  const makeup = kind === 'makeup';
  const done = (answer: TOvertimeSaved) => void navigate(`/account/overtime/${answer.overtime_request.id}`);

  const submit = form.onSubmit(() => {
    if (makeup) form.saveChecked(fileMakeup, form.check(ZMakeupClassBody, { ...values, room: values.room || undefined }), done);
    else form.save(fileOvertime, done);
  });

  return (
    <Stack gap="lg" maw={900}>
      <Anchor component={Link} to="/account/overtime" fz="sm">
        <Group gap={4}>
          <IconArrowLeft size={14} /> My overtime
        </Group>
      </Anchor>
      <PageHeader
        title={makeup ? 'Request a make-up class' : 'File overtime'}
        description={
          makeup
            ? 'Your department head recommends it and the VPAA’s office approves it. Make-up classes earn no compensatory overtime credits.'
            : 'Your department head recommends it and the HR office approves it. Overtime may be filed up to 30 days after the day; once the day has passed, the time you actually served (from your time logs) earns compensatory overtime credits.'
        }
      />
      <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }} component="form" onSubmit={submit} noValidate>
        <Stack gap="md">
          <SegmentedControl
            aria-label="Kind of request"
            value={kind}
            onChange={(value) => {
              setKind(value);
              form.setErrors({});
            }}
            data={[
              { value: 'overtime', label: 'Overtime' },
              { value: 'makeup', label: 'Request a make-up class' },
            ]}
            w={{ base: '100%', sm: 'fit-content' }}
          />
          {errors.form || errors.request_type ? (
            <Text c="red" fz="sm" role="alert">
              {errors.form ?? errors.request_type}
            </Text>
          ) : null}
          <SimpleGrid cols={{ base: 1, sm: 3 }}>
            <TextInput type="date" label={makeup ? 'Date of the make-up class' : 'Date'} {...form.getInputProps('date')} required />
            <TextInput type="time" label="From" {...form.getInputProps('start_time')} required />
            <TextInput type="time" label="To" {...form.getInputProps('end_time')} required />
          </SimpleGrid>
          {makeup ? (
            <SimpleGrid cols={{ base: 1, sm: 4 }}>
              <TextInput label="Subject" placeholder="Math 101" maxLength={150} {...form.getInputProps('subject')} required />
              <TextInput label="Section" placeholder="BSED 1-A" maxLength={60} {...form.getInputProps('section')} required />
              <TextInput label="Room" maxLength={60} {...form.getInputProps('room')} />
              <TextInput type="date" label="Date of the class missed" {...form.getInputProps('date_missed')} required />
            </SimpleGrid>
          ) : null}
          <Textarea
            label={makeup ? 'Reason' : 'Work to be done'}
            description={makeup ? 'Why the class was missed' : 'What you will work on, for your department head and the HR office'}
            autosize
            minRows={3}
            maxLength={1000}
            {...form.getInputProps('purpose')}
            required
          />
          <Group justify="flex-end" gap="sm">
            <Button variant="default" component={Link} to="/account/overtime">
              Cancel
            </Button>
            <Button type="submit" leftSection={<IconSend size={16} />} loading={fileOvertime.isPending || fileMakeup.isPending}>
              Send request
            </Button>
          </Group>
        </Stack>
      </Paper>
    </Stack>
  );
}
