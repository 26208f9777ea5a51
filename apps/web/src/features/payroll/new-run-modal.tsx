import { Alert, SegmentedControl, Select, Stack, Text } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { PAYROLL_RUN_KIND_VALUES, PAYROLL_RUN_KINDS, ZPayrollRunBody, type TPayrollRunSaved } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { manilaMonth } from '../../lib/dates';
import { useCampusOptions } from '../departments/departments.api';
import { isScopedRunKind, runBodyOf, type TRunFormValues } from './payroll-format';
import { MonthSelect } from './payroll-parts';
import { useCreateRun, useFundSources } from './payroll.api';

/** A new run of a month: the regular employees (all, a campus or an office), a fund's casuals, or an office's job order workers. */
export function NewRunModal({ opened, onClose, onCreated }: { opened: boolean; onClose: () => void; onCreated: (answer: TPayrollRunSaved) => void }) {
  const create = useCreateRun();
  const campuses = useCampusOptions();
  const funds = useFundSources();
  const initialValues: TRunFormValues = {
    month: manilaMonth(),
    kind: 'regular',
    where: 'university',
    campus_id: null,
    department_id: null,
    fund_source_id: null,
  };
  const form = useContractForm(ZPayrollRunBody, {
    initialValues,
    toInput: runBodyOf,
    warnOnLeave: opened,
  });
  const { values } = form;
  const fundOptions = (funds.data?.fund_sources ?? []).filter((f) => f.active).map((f) => ({ value: String(f.id), label: `${f.code} · ${f.name}` }));

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title="New payroll run"
      onSubmit={() => form.save(create, onCreated)}
      submitting={create.isPending}
      submitLabel="Create run"
      errors={form.errors}
      size="lg"
    >
      <MonthSelect
        label="Month"
        withNext
        value={values.month}
        onChange={(month) => form.setFieldValue('month', month)}
        error={form.errors.month}
        allowDeselect={false}
        required
        data-autofocus
      />
      <Select
        label="Who the run pays"
        data={PAYROLL_RUN_KIND_VALUES.map((kind) => ({ value: kind, label: PAYROLL_RUN_KINDS[kind] }))}
        value={values.kind}
        onChange={(kind) => kind && form.setFieldValue('kind', kind)}
        error={form.errors.kind}
        allowDeselect={false}
        required
      />
      {isScopedRunKind(values.kind) ? (
        <Stack gap="sm">
          <Stack gap={4}>
            <Text fz="sm" fw={500}>
              Of
            </Text>
            <SegmentedControl
              aria-label="Of"
              value={values.where}
              onChange={(where) => form.setFieldValue('where', where)}
              data={[
                { value: 'university', label: 'The whole university' },
                { value: 'campus', label: 'One campus' },
                { value: 'office', label: 'One office' },
              ]}
            />
          </Stack>
          {values.where === 'campus' ? (
            <Select
              label="Campus"
              placeholder="Choose the campus"
              data={campuses}
              value={values.campus_id}
              onChange={(id) => form.setFieldValue('campus_id', id)}
              error={form.errors.campus_id}
              required
            />
          ) : null}
        </Stack>
      ) : null}
      {values.kind === 'job_order' || (isScopedRunKind(values.kind) && values.where === 'office') ? (
        <RemoteSearchPicker
          label="Office"
          placeholder="Search an office"
          source={departmentSource}
          value={values.department_id}
          onChange={(office) => form.setFieldValue('department_id', office)}
          error={form.errors.department_id}
          required={values.kind === 'job_order'}
        />
      ) : null}
      {values.kind === 'casual' ? (
        <Select
          label="Fund source"
          placeholder={funds.isPending ? 'Loading…' : 'Choose the fund the casuals are charged to'}
          data={fundOptions}
          value={values.fund_source_id}
          onChange={(id) => form.setFieldValue('fund_source_id', id)}
          error={form.errors.fund_source_id}
          nothingFoundMessage="No active fund source: add one under Casual fund sources"
          searchable
          required
        />
      ) : null}
      <Alert color="blue" variant="light" icon={<IconInfoCircle size={18} />}>
        The run is created as a draft. Computing it reads the plantilla, the DTRs and the leave cards of the month (a special payroll: the service records, the
        leave cards and the ratings, by the rule in Rate tables); nothing is paid until accounting and the approving official approve it.
      </Alert>
    </FormModal>
  );
}
