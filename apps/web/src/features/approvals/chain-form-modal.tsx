import '../../lib/users-words';
import { useState } from 'react';
import { Select, SimpleGrid, TextInput } from '@mantine/core';
import { ZChainBody } from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { departmentOption, departmentSource } from '../../components/picker-sources';
import { RemoteSearchPicker, type PickerOption } from '../../components/remote-search-picker';
import { errorsFromIssues, type FieldErrors } from '../../lib/field-errors';
import { useCampusOptions } from '../departments/departments.api';
import { useRequestTypes, useSaveChain, type TApprovalChain } from './approval-chains.api';
import { ChainStepsEditor, newStep, stepBody, stepFrom, type StepDraft } from './chain-steps-editor';
import { saveForm } from '../../lib/save-form';

type Props = { chain: TApprovalChain | null; opened: boolean; onClose: () => void };

/** Creates or edits an approval chain: the request type it serves, where it applies, and its steps. */
export function ChainFormModal({ chain, opened, onClose }: Props) {
  const save = useSaveChain();
  const requestTypes = useRequestTypes();
  const campuses = useCampusOptions();
  const [requestType, setRequestType] = useState<string | null>(chain?.request_type ?? null);
  const [name, setName] = useState(chain?.name ?? '');
  const [campusId, setCampusId] = useState<string | null>(chain?.campus ? String(chain.campus.id) : null);
  const [department, setDepartment] = useState<PickerOption | null>(() => (chain?.department ? departmentOption(chain.department) : null));
  const [steps, setSteps] = useState<StepDraft[]>(() => (chain?.steps.length ? chain.steps.map(stepFrom) : [newStep()]));
  const [errors, setErrors] = useState<FieldErrors>({});

  const submit = () => {
    const checked = ZChainBody.safeParse({
      request_type: requestType ?? undefined,
      name,
      campus_id: campusId ? Number(campusId) : null,
      department_id: department?.id ?? null,
      steps: steps.map(stepBody),
    });
    if (!checked.success) {
      setErrors(errorsFromIssues(checked.error.issues));
      return;
    }
    setErrors({});
    saveForm(save, { id: chain?.id, body: checked.data }, { setErrors, done: () => onClose() });
  };

  return (
    <FormModal
      opened={opened}
      onClose={onClose}
      title={chain ? `Edit chain: ${chain.name}` : 'New approval chain'}
      onSubmit={submit}
      submitting={save.isPending}
      submitLabel={chain ? 'Save changes' : 'Create chain'}
      errors={errors}
      size="xl"
    >
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Select
          label="Request type"
          name="request_type"
          placeholder="Choose a request type"
          data={requestTypes}
          value={requestType}
          onChange={setRequestType}
          error={errors.request_type}
          searchable
          required
        />
        <TextInput
          label="Name"
          name="name"
          placeholder="e.g. Leave of CAS staff"
          value={name}
          onChange={(e) => setName(e.currentTarget.value)}
          error={errors.name}
          required
        />
        <Select
          label="Campus"
          name="campus_id"
          description="Leave empty for every campus"
          placeholder="Every campus"
          data={campuses}
          value={campusId}
          onChange={setCampusId}
          error={errors.campus_id}
          clearable
        />
        <RemoteSearchPicker
          label="Department"
          description="Leave empty for every department"
          placeholder="Every department"
          source={departmentSource}
          value={department}
          onChange={setDepartment}
          error={errors.department_id}
        />
      </SimpleGrid>
      <ChainStepsEditor steps={steps} onChange={setSteps} errors={errors} />
    </FormModal>
  );
}
