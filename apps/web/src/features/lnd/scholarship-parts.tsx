import { useState } from 'react';
import { Anchor, Badge, FileInput, Group, Paper, SimpleGrid, Stack, Table, Text, TextInput, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconFileTypePdf } from '@tabler/icons-react';
import { SCHOLARSHIP_VOTES, ZScholarshipTermBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { formatLongDate } from '../../lib/dates';
import { PDF_UPLOAD, checkUpload } from '../../lib/upload-checks';
import { useContractForm } from '../../lib/use-contract-form';
import { monthsLabel, obligationNote, SCHOLARSHIP_STATUS } from './scholarship-format';
import { openGrades, useAddScholarshipTerm, type TScholarshipApplication } from './scholarships.api';

// What the scholarship pages share: an application's card (status, study, obligation, votes, terms), the terms'
// grades, and the form that reports a term's grades with its PDF.

export function ScholarshipStatusBadge({ application }: { application: Pick<TScholarshipApplication, 'status'> }) {
  const s = SCHOLARSHIP_STATUS[application.status];
  return (
    <Badge variant="light" radius="sm" color={s.color}>
      {s.label}
    </Badge>
  );
}

/** The obligation's last day, and the red flag with the refund when the scholar separated before it. */
export function ObligationLine({ application }: { application: TScholarshipApplication }) {
  if (!application.obligation_end) return null;
  const note = obligationNote(application);
  return (
    <Stack gap={2}>
      <Text fz="sm">
        Study {application.study_start ? formatLongDate(application.study_start) : '—'} – {application.study_end ? formatLongDate(application.study_end) : '—'}{' '}
        · service owed until <b>{formatLongDate(application.obligation_end)}</b>
      </Text>
      {note.tone === 'red' ? (
        <Group gap={6} wrap="nowrap" align="flex-start">
          <IconAlertTriangle size={16} color="var(--mantine-color-red-7)" style={{ flexShrink: 0, marginTop: 2 }} />
          <Text fz="sm" fw={700} c="red.7">
            {note.text}
          </Text>
        </Group>
      ) : null}
    </Stack>
  );
}

/** The terms reported, each with its grades PDF. */
export function TermsTable({ application }: { application: TScholarshipApplication }) {
  if (!application.terms.length)
    return (
      <Text fz="sm" c="dimmed">
        No grades reported yet.
      </Text>
    );
  return (
    <Table.ScrollContainer minWidth={520}>
      <Table verticalSpacing={4} aria-label={`Grades of ${application.personnel.fullname}`}>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>School year</Table.Th>
            <Table.Th>Term</Table.Th>
            <Table.Th>Average</Table.Th>
            <Table.Th>Grades</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {application.terms.map((t) => (
            <Table.Tr key={t.id}>
              <Table.Td>{t.school_year}</Table.Td>
              <Table.Td>{t.term}</Table.Td>
              <Table.Td>{t.average ?? '—'}</Table.Td>
              <Table.Td>
                <Anchor component="button" type="button" fz="sm" onClick={() => void openGrades(t.id)}>
                  <Group gap={4} wrap="nowrap">
                    <IconFileTypePdf size={14} />
                    {t.file_name}
                  </Group>
                </Anchor>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** One application: who, which program, the degree and school, where it stands; `children` below (votes, terms). */
export function ApplicationCard({
  application,
  showOwner = false,
  actions,
  children,
}: {
  application: TScholarshipApplication;
  showOwner?: boolean;
  actions?: React.ReactNode;
  children?: React.ReactNode;
}) {
  const a = application;
  return (
    <Paper
      withBorder
      radius="md"
      p="md"
      component="article"
      aria-label={`Scholarship application: ${a.program.name}${showOwner ? ` of ${a.personnel.fullname}` : ''}`}
    >
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start">
          <Stack gap={2}>
            <Text fw={700}>
              {showOwner ? `${a.personnel.fullname} · ` : ''}
              {a.program.name}
            </Text>
            <Group gap="xs">
              <ScholarshipStatusBadge application={a} />
              <Text fz="xs" c="dimmed">
                {a.degree}, {a.school} · {monthsLabel(a.program.duration_months)}
                {showOwner ? ` · ${a.personnel.department?.acronym ?? 'no office'}` : ''} · filed {formatLongDate(a.created_at.slice(0, 10))}
              </Text>
            </Group>
          </Stack>
          {actions}
        </Group>
        {a.statement ? (
          <Text fz="sm" c="dimmed" style={{ whiteSpace: 'pre-wrap' }}>
            {a.statement}
          </Text>
        ) : null}
        <ObligationLine application={a} />
        {children}
      </Stack>
    </Paper>
  );
}

/** Reports a term's grades with the school's PDF (the scholar, or the L&D committee for them). */
export function TermFormModal({ application, opened, onClose }: { application: TScholarshipApplication | null; opened: boolean; onClose: () => void }) {
  const add = useAddScholarshipTerm();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>(undefined);
  const form = useContractForm(ZScholarshipTermBody.omit({ grades_path: true }), {
    initialValues: { school_year: '', term: '', average: '', remarks: '' },
    warnOnLeave: opened,
  });
  const submit = () => {
    const problem = file ? checkUpload(file, PDF_UPLOAD) : 'Attach the grades (PDF).';
    setFileError(problem ?? undefined);
    const body = form.validate();
    if (problem || !file || !application) return;
    form.saveChecked(add, body && { id: application.id, body, file }, onClose);
  };
  return (
    <FormModal opened={opened} onClose={onClose} title="Report a term's grades" onSubmit={submit} submitting={add.isPending} errors={form.errors}>
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <TextInput label="School year" placeholder="2027-2028" required data-autofocus {...form.getInputProps('school_year')} />
        <TextInput label="Term" placeholder="1st semester" required maxLength={40} {...form.getInputProps('term')} />
      </SimpleGrid>
      <TextInput label="General weighted average" placeholder="1.25" maxLength={10} {...form.getInputProps('average')} />
      <Textarea label="Remarks" autosize minRows={2} maxLength={2000} {...form.getInputProps('remarks')} />
      <FileInput
        label="Grades (PDF)"
        placeholder="Choose the PDF"
        accept="application/pdf"
        required
        value={file}
        onChange={(chosen) => {
          setFile(chosen);
          setFileError(chosen ? (checkUpload(chosen, PDF_UPLOAD) ?? undefined) : undefined);
        }}
        error={fileError ?? form.errors.grades_path}
        clearable
      />
    </FormModal>
  );
}

const VOTE_COLOR = { approve: 'green', disapprove: 'red', abstain: 'gray' } as const;

/** Each member's vote and remarks (the applicant's own view has none: they see the tally only). */
export function VotesTable({ application }: { application: TScholarshipApplication }) {
  if (!application.votes.length) return null;
  return (
    <Table verticalSpacing={4} aria-label={`Votes on the application of ${application.personnel.fullname}`}>
      <Table.Tbody>
        {application.votes.map((v) => (
          <Table.Tr key={v.user.id}>
            <Table.Td w={220}>
              <Text fz="sm">{v.user.name}</Text>
            </Table.Td>
            <Table.Td w={120}>
              <Badge variant="light" radius="sm" color={VOTE_COLOR[v.vote]}>
                {SCHOLARSHIP_VOTES[v.vote]}
              </Badge>
            </Table.Td>
            <Table.Td>
              <Text fz="sm" c="dimmed">
                {v.remarks ?? '—'}
              </Text>
            </Table.Td>
          </Table.Tr>
        ))}
      </Table.Tbody>
    </Table>
  );
}
