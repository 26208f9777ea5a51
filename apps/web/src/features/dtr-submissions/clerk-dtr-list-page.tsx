import { useState } from 'react';
import { Alert, Button, Group, Paper, Select, Skeleton, Stack, Text, Textarea } from '@mantine/core';
import { IconAlertTriangle, IconSend, IconUserOff } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import { ZDtrSubmissionBody } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { FormModal, useModalFor } from '../../components/form-modal';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaMonth } from '../../lib/dates';
import { openDepartmentForm48 } from '../attendance/dtr.api';
import { monthLabel, recentMonths } from '../../lib/dates';
import { DtrPrintButton } from '../attendance/dtr-print-button';
import { ApprovalSection } from '../approvals/approval-section';
import { useMyDepartments, useReloadSubmissions, useSubmitDtrs, type TKeptDepartment } from './dtr-submissions.api';
import { useMonthParam } from './month-param';
import { PeopleTotalsTable } from './people-totals-table';
import { reviewedLine, submittedLine, SubmissionStatusBadge, waitingLine } from './submission-status';

const ROLE_LABEL: Record<TKeptDepartment['my_role'], string> = { clerk: 'You are its DTR clerk', head: 'You head it', oic: 'You are its officer-in-charge' };

function SubmitModal({ department, month, opened, onClose }: { department: TKeptDepartment; month: string; opened: boolean; onClose: () => void }) {
  const submit = useSubmitDtrs();
  const form = useContractForm(ZDtrSubmissionBody, {
    initialValues: { remarks: '' },
    toInput: ({ remarks }) => ({ department_id: department.id, month, remarks: remarks.trim() || undefined }),
    warnOnLeave: opened,
  });
  const { errors } = form;
  const again = department.status === 'returned';
  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={again ? 'Submit again' : 'Submit DTRs'}
      submitLabel={again ? 'Submit again' : 'Submit'}
      submitting={submit.isPending}
      // The department and the month are not inputs of this form: their refusal is said at its top.
      errors={errors.month || errors.department_id ? { form: errors.month ?? errors.department_id } : errors}
      onSubmit={() => form.save(submit, onClose)}
    >
      <Text fz="sm">
        The DTRs of <b>{department.people.length}</b> {department.people.length === 1 ? 'person' : 'people'} of {department.fullname} for{' '}
        <b>{monthLabel(month)}</b> go to the department head to certify, then to the HR office, which receives them. Either may return them with remarks.
      </Text>
      <Textarea
        label="Remarks"
        description="Optional: what HR should know (e.g. forms to follow)."
        autosize
        minRows={2}
        maxLength={500}
        {...form.getInputProps('remarks')}
      />
    </FormModal>
  );
}

/** Where the month's DTRs stand, what the department can do next, and the people's totals. */
function DepartmentMonth({ department, month }: { department: TKeptDepartment; month: string }) {
  const modal = useModalFor<TKeptDepartment>();
  const { submission } = department;
  const canSubmit = department.status === 'not_submitted' || department.status === 'returned';
  const [params] = useSearchParams();
  const reload = useReloadSubmissions();
  return (
    <Stack gap="md">
      <Paper withBorder p="md">
        <Group justify="space-between" align="flex-start" gap="md">
          <Stack gap={4}>
            <Group gap="sm">
              <Text fw={700}>{department.fullname}</Text>
              <SubmissionStatusBadge status={department.status} />
            </Group>
            <Text fz="sm" c="dimmed">
              {department.acronym} · {department.campus.name} · {ROLE_LABEL[department.my_role]}
            </Text>
            <Text fz="sm" aria-label="Submission status">
              {submission
                ? [submittedLine(submission), reviewedLine(submission), waitingLine(submission)].filter(Boolean).join(' · ')
                : `The DTRs of ${monthLabel(month)} have not been submitted.`}
            </Text>
            {submission?.remarks ? (
              <Text fz="sm" c="dimmed">
                Your remarks: {submission.remarks}
              </Text>
            ) : null}
          </Stack>
          <Group gap="sm">
            <DtrPrintButton open={() => openDepartmentForm48(department.id, month)} disabled={department.people.length === 0}>
              Print all (CS Form 48)
            </DtrPrintButton>
            <Button leftSection={<IconSend size={16} />} disabled={!canSubmit} onClick={() => modal.open(department)}>
              {department.status === 'returned' ? 'Submit again' : 'Submit DTRs'}
            </Button>
          </Group>
        </Group>
        {department.status === 'returned' && submission ? (
          <Alert
            color="orange"
            variant="light"
            icon={<IconAlertTriangle size={18} />}
            mt="md"
            title={`Returned by ${submission.reviewed_by?.name ?? 'a former user'}`}
          >
            {submission.review_remarks ?? 'No remarks were given.'}
          </Alert>
        ) : null}
        {/* The trail: who certified and received it; the head acts here too, and the submitter may withdraw it. */}
        {submission?.approval_request_id ? (
          <Stack gap="md" mt="md">
            <ApprovalSection key={submission.approval_request_id} requestId={submission.approval_request_id} onChanged={reload} />
          </Stack>
        ) : null}
      </Paper>
      <PeopleTotalsTable
        people={department.people}
        loading={false}
        month={month}
        personLink={(id) => `/clerk/dtr_list/${id}`}
        linkQuery={params.toString() || `month=${month}`}
        label={`DTRs of ${department.fullname}`}
        emptyTitle="This department has no active personnel"
      />
      <SubmitModal key={modal.key} department={department} month={month} opened={modal.opened} onClose={modal.close} />
    </Stack>
  );
}

/** /clerk/dtr_list: the month's DTRs of the departments the user keeps, and handing them to HR. */
export function ClerkDtrListPage() {
  const [month, setMonth] = useMonthParam();
  const departments = useMyDepartments(month);
  const [chosenId, setChosenId] = useState<string | null>(null);
  const list = departments.data ?? [];
  const chosen = list.find((d) => String(d.id) === chosenId) ?? list[0];
  return (
    <Stack gap="lg">
      <PageHeader
        title="DTR Submission"
        description="Your department's daily time records of the month: check the totals, print CS Form 48, and submit them — the head certifies them and the HR office receives them."
      />
      <Group align="flex-end" gap="sm">
        <Select
          label="Month"
          data={recentMonths(manilaMonth())}
          value={month}
          onChange={(value) => value && setMonth(value)}
          allowDeselect={false}
          w={{ base: '100%', sm: 200 }}
        />
        {list.length > 1 ? (
          <Select
            label="Department"
            data={list.map((d) => ({ value: String(d.id), label: `${d.fullname} (${d.acronym})` }))}
            value={chosen ? String(chosen.id) : null}
            onChange={setChosenId}
            allowDeselect={false}
            w={{ base: '100%', sm: 420 }}
          />
        ) : null}
      </Group>
      {departments.isPending ? (
        <Skeleton h={320} />
      ) : chosen ? (
        <DepartmentMonth key={chosen.id} department={chosen} month={month} />
      ) : departments.data ? (
        <Paper withBorder>
          <Stack align="center" gap={6} py={48} px="md">
            <IconUserOff size={32} color="var(--mantine-color-dimmed)" />
            <Text fw={600}>You are not the DTR clerk of a department</Text>
            <Text fz="sm" c="dimmed" ta="center">
              The head of your department or the HR office names the DTR clerk on the Add OIC Head page.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <Text c="dimmed">The departments could not be loaded.</Text>
      )}
    </Stack>
  );
}
