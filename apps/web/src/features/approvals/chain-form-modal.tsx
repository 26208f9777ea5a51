import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ZChainBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentOption, departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker } from '../../components/remote-search-picker';
import { useContractForm } from '../../lib/use-contract-form';
import { useCampusOptions } from '../departments/departments.api';
import { useRequestTypes, useSaveChain, type TApprovalChain } from './approval-chains.api';
import { ChainStepsEditor, newStep, stepBody, stepFrom, type ChainValues } from './chain-steps-editor';

type Props = { chain: TApprovalChain | null; opened: boolean; onClose: () => void };

/** Creates or edits an approval chain: the request type it serves, where it applies, and its steps. */
export function ChainFormModal({ chain, opened, onClose }: Props) {
  const save = useSaveChain(chain?.id);
  const requestTypes = useRequestTypes();
  const campuses = useCampusOptions();
  const initialValues: ChainValues = {
    request_type: chain?.request_type ?? null,
    name: chain?.name ?? '',
    campus_id: chain?.campus ? String(chain.campus.id) : null,
    department_id: chain?.department ? departmentOption(chain.department) : null,
    steps: chain?.steps.length ? chain.steps.map(stepFrom) : [newStep()],
  };
  const form = useContractForm(ZChainBody, {
    initialValues,
    toInput: (values) => ({
      ...values,
      request_type: values.request_type ?? undefined,
      campus_id: values.campus_id ? Number(values.campus_id) : null,
      department_id: values.department_id?.id ?? null,
      steps: values.steps.map(stepBody),
    }),
    warnOnLeave: opened,
  });

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={chain ? `Edit chain: ${chain.name}` : 'New approval chain'}
      onSubmit={() => form.save(save, () => onClose())}
      submitting={save.isPending}
      submitLabel={chain ? 'Save changes' : 'Create chain'}
      errors={form.errors}
      refusal={form.refusal}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select label="Request type" placeholder="Choose a request type" data={requestTypes} {...form.getInputProps('request_type')} searchable required />
        <TextInput label="Name" placeholder="e.g. Leave of CAS staff" {...form.getInputProps('name')} required />
        <Select
          label="Campus"
          description="Leave empty for every campus"
          placeholder="Every campus"
          data={campuses}
          {...form.getInputProps('campus_id')}
          clearable
        />
        <RemoteSearchPicker
          label="Department"
          description="Leave empty for every department"
          placeholder="Every department"
          source={departmentSource}
          value={form.values.department_id}
          onChange={(department) => form.setFieldValue('department_id', department)}
          error={form.errors.department_id}
        />
      </SimpleGrid>
      <ChainStepsEditor form={form} />
    </FormModal>
  );
}
