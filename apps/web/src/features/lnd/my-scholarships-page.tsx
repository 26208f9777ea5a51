import { Button, EmptyState, Group, List, Paper, Select, SimpleGrid, Skeleton, Stack, Text, TextInput, Textarea, Title } from '@mantine/core';
import { IconSchool, IconSend, IconUpload } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ZScholarshipApplicationBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { FormModal, useModalFor } from '../../components/form-modal';
import { ApiError } from '../../lib/api';
import { useContractForm } from '../../lib/use-contract-form';
import { programConditions, programTerms, slotsLabel } from './scholarship-format';
import { ApplicationCard, TermFormModal, TermsTable, VotesTable } from './scholarship-parts';
import {
  useApplyForScholarship,
  useScholarshipApplications,
  useScholarshipApplication,
  useScholarshipPrograms,
  type TScholarshipApplication,
  type TScholarshipProgram,
} from './scholarships.api';

/** The conditions of a program the applicant does not meet, each on its own line under the program. */
function ConditionsNotMet({ reasons }: { reasons: string[] }) {
  return (
    <List size="sm" spacing={2} c="red.8">
      {reasons.map((r) => (
        <List.Item key={r}>{r}</List.Item>
      ))}
    </List>
  );
}

/**
 * Applies for a program: a refusal (a condition of the program not met, service still owed, a full program) shows
 * under its field, each condition named, and the typed values stay.
 */
function ApplyModal({
  programs,
  program,
  opened,
  onClose,
}: {
  programs: TScholarshipProgram[];
  program: TScholarshipProgram | null;
  opened: boolean;
  onClose: () => void;
}) {
  const apply = useApplyForScholarship();
  const form = useContractForm(ZScholarshipApplicationBody, {
    initialValues: { program_id: program ? String(program.id) : null, school: '', degree: '', statement: '', study_start: '' },
    toInput: (v) => ({ ...v, program_id: v.program_id ? Number(v.program_id) : undefined, study_start: v.study_start || null }),
    warnOnLeave: opened,
  });
  // Every condition the program's refusal named, while its message stands under the field (it goes when the program changes).
  const refused = apply.error instanceof ApiError ? (apply.error.body.errors?.program_id ?? []) : [];
  const unmet = form.errors.program_id ? refused : [];
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="Apply for a scholarship"
      submitLabel="Send to my head"
      onSubmit={() => form.save(apply, onClose)}
      submitting={apply.isPending}
      errors={form.errors}
      size="lg"
    >
      <Select
        label="Program"
        data={programs.map((p) => ({ value: String(p.id), label: p.name }))}
        allowDeselect={false}
        required
        {...form.getInputProps('program_id')}
        error={unmet.length > 1 ? <ConditionsNotMet reasons={unmet} /> : form.errors.program_id}
      />
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput
          label="School"
          placeholder="University of the Philippines Los Baños"
          required
          maxLength={250}
          data-autofocus
          {...form.getInputProps('school')}
        />
        <TextInput label="Degree" placeholder="Master of Public Administration" required maxLength={250} {...form.getInputProps('degree')} />
      </SimpleGrid>
      <TextInput
        type="date"
        label="Study starts"
        description="Left empty, the study starts on the day the scholarship is approved"
        {...form.getInputProps('study_start')}
      />
      <Textarea
        label="Why this study"
        description="What it brings to your work and your office"
        autosize
        minRows={3}
        maxLength={5000}
        {...form.getInputProps('statement')}
      />
    </FormModal>
  );
}

/** /lnd/scholarships (LD): the open programs, applying, my applications and my grades per term. */
export function MyScholarshipsPage() {
  const programs = useScholarshipPrograms('open');
  const mine = useScholarshipApplications('mine');
  const applyModal = useModalFor<TScholarshipProgram>();
  const termModal = useModalFor<TScholarshipApplication>();
  const open = programs.data?.programs ?? [];
  const applications = mine.data?.applications ?? [];
  // The approval request links here with ?application=: someone else's (the head's, the committee's) is shown on top.
  const [params] = useSearchParams();
  const linked = Number(params.get('application')) || null;
  const other = useScholarshipApplication(linked !== null && !mine.isPending && !applications.some((a) => a.id === linked) ? linked : null);

  return (
    <Stack gap="lg">
      <PageHeader
        title="Scholarships"
        description="Graduate study with a grant. One year of service for every year of scholarship, or a refund; your head recommends and the scholarship committee decides."
      />
      {other.data ? (
        <ApplicationCard application={other.data.application} showOwner>
          <VotesTable application={other.data.application} />
          {other.data.application.status === 'approved' ? <TermsTable application={other.data.application} /> : null}
        </ApplicationCard>
      ) : null}
      <Title order={2} fz="lg">
        Open programs
      </Title>
      {programs.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : open.length === 0 ? (
        <EmptyState icon={<IconSchool size={28} stroke={1.4} />} title="No program is open now" size="sm" />
      ) : (
        <SimpleGrid cols={{ base: 1, md: 2 }}>
          {open.map((p) => (
            <Paper key={p.id} withBorder radius="md" p="md" component="article" aria-label={`Program ${p.name}`}>
              <Stack gap={6} h="100%" justify="space-between">
                <Stack gap={4}>
                  <Text fw={700}>{p.name}</Text>
                  <Text fz="sm">{programTerms(p)}</Text>
                  {p.description ? (
                    <Text fz="sm" c="dimmed">
                      {p.description}
                    </Text>
                  ) : null}
                  <Text fz="sm">{programConditions(p).join(' · ')}</Text>
                  <Text fz="xs" c="dimmed">
                    {slotsLabel(p)}
                  </Text>
                </Stack>
                <Group justify="flex-end">
                  <Button size="xs" leftSection={<IconSend size={14} />} onClick={() => applyModal.open(p)}>
                    Apply
                  </Button>
                </Group>
              </Stack>
            </Paper>
          ))}
        </SimpleGrid>
      )}
      <Title order={2} fz="lg">
        My applications
      </Title>
      {mine.isPending ? (
        <Skeleton height={120} radius="md" />
      ) : applications.length === 0 ? (
        <EmptyState icon={<IconSchool size={28} stroke={1.4} />} title="No application yet" description="Apply to an open program above." size="sm" />
      ) : (
        applications.map((a) => (
          <ApplicationCard
            key={a.id}
            application={a}
            actions={
              a.status === 'approved' ? (
                <Button size="xs" variant="default" leftSection={<IconUpload size={14} />} onClick={() => termModal.open(a)}>
                  Report grades
                </Button>
              ) : null
            }
          >
            {a.status === 'approved' ? <TermsTable application={a} /> : null}
          </ApplicationCard>
        ))
      )}
      <ApplyModal key={applyModal.key} programs={open} program={applyModal.subject} opened={applyModal.opened} onClose={applyModal.close} />
      <TermFormModal key={`t${termModal.key}`} application={termModal.subject} opened={termModal.opened} onClose={termModal.close} />
    </Stack>
  );
}
