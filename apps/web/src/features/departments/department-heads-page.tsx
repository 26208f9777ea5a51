import { Alert, Button, Card, Group, Skeleton, Stack, Text, TextInput } from '@mantine/core';
import { IconInfoCircle } from '@tabler/icons-react';
import { ZDepartmentHeads, type TPersonName } from '@hris/contracts';
import { PageHeader } from '../../components/page-header';
import { personnelSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { DepartmentChooser, useDepartmentChoice } from './department-chooser';
import { useDepartment, useSetHeads, type TDepartmentDetail } from './departments.api';

const personOption = (person: TPersonName | null | undefined): PickerOption | null => (person ? { id: person.id, label: person.fullname } : null);

type Values = { head_personnel_id: PickerOption | null; oic_personnel_id: PickerOption | null; dtr_clerk_personnel_id: PickerOption | null };

/** The head, the officer-in-charge and the DTR clerk, who submits the month's DTRs to HR (/clerk/dtr_list). */
function HeadsForm({ department, manager }: { department: TDepartmentDetail; manager: boolean }) {
  const save = useSetHeads(department.id);
  const initialValues: Values = {
    head_personnel_id: personOption(department.head),
    oic_personnel_id: personOption(department.oic),
    dtr_clerk_personnel_id: personOption(department.dtr_clerk),
  };
  // A head names only the DTR clerk; the HR office designates the head and the officer-in-charge, who acts
  // on the head's own requests too.
  const form = useContractForm(ZDepartmentHeads, {
    initialValues,
    toInput: (values) => ({
      ...(manager ? { head_personnel_id: values.head_personnel_id?.id ?? null, oic_personnel_id: values.oic_personnel_id?.id ?? null } : {}),
      dtr_clerk_personnel_id: values.dtr_clerk_personnel_id?.id ?? null,
    }),
  });
  const { errors } = form;
  /** A person picker's value, change and message. */
  const pickerProps = (name: keyof Values) => ({
    value: form.values[name],
    onChange: (person: PickerOption | null) => form.setFieldValue(name, person),
    error: errors[name],
  });

  return (
    <Card withBorder padding="lg" component="form" onSubmit={form.onSubmit(() => form.save(save, () => undefined))} noValidate maw={720}>
      <Stack gap="md">
        <div>
          <Text fw={700}>{department.fullname}</Text>
          <Text fz="sm" c="dimmed">
            {department.acronym} · {department.campus.name}
          </Text>
        </div>
        {errors.form ? (
          <Alert color="red" variant="light" role="alert">
            {errors.form}
          </Alert>
        ) : null}
        {manager ? (
          <RemoteSearchPicker label="Head" placeholder="Type a name to search" source={personnelSource} {...pickerProps('head_personnel_id')} withAvatar />
        ) : (
          <TextInput label="Head" value={department.head?.fullname ?? 'Not set'} readOnly variant="filled" description="Set by the HR office." />
        )}
        {manager ? (
          <RemoteSearchPicker
            label="Officer-in-charge"
            description="Acts for the head while away: approvals of the department, the head's own included, go to the OIC. Someone of this department or one of its units. Clear it when the head is back."
            placeholder="Type a name to search"
            source={personnelSource}
            {...pickerProps('oic_personnel_id')}
            withAvatar
          />
        ) : (
          <TextInput
            label="Officer-in-charge"
            value={department.oic?.fullname ?? 'None'}
            readOnly
            variant="filled"
            description="Designated by the HR office: ask it to name someone while you are away."
          />
        )}
        <RemoteSearchPicker
          label="DTR clerk"
          description="Keeps the department's daily time records and submits them to the HR office each month (DTR Submission). Someone of this department or one of its units."
          placeholder="Type a name to search"
          source={personnelSource}
          {...pickerProps('dtr_clerk_personnel_id')}
          withAvatar
        />
        <Group justify="flex-end">
          <Button type="submit" loading={save.isPending}>
            Save
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}

/** /department_setting: the head (HR office), the officer-in-charge and the DTR clerk (head or HR office) of a department. */
export function DepartmentHeadsPage() {
  const choice = useDepartmentChoice();
  const detail = useDepartment(choice.chosen?.id ?? null);
  return (
    <Stack gap="lg">
      <PageHeader title="Add OIC Head" description="Who heads the department, who acts for the head while away, and who submits its DTRs." />
      <DepartmentChooser choice={choice} />
      {choice.chosen === null ? (
        choice.manager ? (
          <Alert variant="light" icon={<IconInfoCircle size={18} />} maw={720}>
            Choose a department to set its head, officer-in-charge and DTR clerk.
          </Alert>
        ) : null
      ) : detail.data ? (
        <HeadsForm key={detail.data.id} department={detail.data} manager={choice.manager} />
      ) : (
        <Skeleton h={260} maw={720} />
      )}
    </Stack>
  );
}
