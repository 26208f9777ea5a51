import { useState } from 'react';
import { Button, Menu, Select, TextInput } from '@mantine/core';
import { IconChevronDown, IconFileExport, IconSettings } from '@tabler/icons-react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  BANK_FILE_LAYOUT_VALUES,
  BANK_FILE_LAYOUTS,
  PAYROLL_FILES,
  payrollFilesApi,
  ZPayrollFileSettings,
  type TPayrollFile,
  type TPayrollFileSettings,
} from '@hris/contracts';
import { FormModal } from '../../components/form-modal';
import { callApi } from '../../lib/api';
import { saveDownload } from '../../lib/download';
import { isShownByForm } from '../../lib/field-errors';
import { useContractForm } from '../../lib/use-contract-form';
import type { TPayrollRun } from './payroll.api';

// The files an approved or paid run hands to GSIS, PhilHealth, Pag-IBIG and the depository bank (issue 40), saved under
// the server's name; a refusal (someone without a number or an account) is the API client's toast, naming them.

const settingsKey = ['payroll', 'file-settings'] as const;

const saveFile = (run: Pick<TPayrollRun, 'id' | 'month'>, file: TPayrollFile, payday?: '15' | '30') =>
  saveDownload(
    payrollFilesApi.file,
    { params: { id: run.id, file }, query: payday ? { payday } : {} },
    `${file}-${run.month}-${run.id}${payday ? `-${payday}` : ''}`,
  );

/** What the bank file is made with: its layout and the university's codes at the bank. */
function BankSettingsModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const settings = useQuery({ queryKey: settingsKey, queryFn: ({ signal }) => callApi(payrollFilesApi.settings, { signal }), enabled: opened });
  if (!opened || !settings.data) return null;
  return <BankSettingsForm settings={settings.data} onClose={onClose} />;
}

function BankSettingsForm({ settings, onClose }: { settings: TPayrollFileSettings; onClose: () => void }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: (body: TPayrollFileSettings) => callApi(payrollFilesApi.saveSettings, { body, handleError: isShownByForm }),
    onSuccess: (answer) => queryClient.setQueryData(settingsKey, answer.settings),
  });
  const form = useContractForm(ZPayrollFileSettings, { initialValues: settings });
  return (
    <FormModal opened onClose={onClose} title="Bank file settings" onSubmit={() => form.save(save, onClose)} submitting={save.isPending} errors={form.errors}>
      <Select
        label="Layout the bank takes"
        data={BANK_FILE_LAYOUT_VALUES.map((value) => ({ value, label: BANK_FILE_LAYOUTS[value] }))}
        allowDeselect={false}
        data-autofocus
        {...form.getInputProps('bank_layout')}
      />
      <TextInput
        label="Agency code at the bank"
        description="The company code the bank gave the university"
        maxLength={10}
        {...form.getInputProps('bank_agency_code')}
      />
      <TextInput
        label="Funding account"
        description="The university's account the payroll is debited from: digits only"
        inputMode="numeric"
        maxLength={20}
        {...form.getInputProps('bank_funding_account')}
      />
    </FormModal>
  );
}

/** The run page's "Files" menu: each agency's remittance and the bank's credit file, for an approved or paid run. */
export function RunFilesMenu({ run }: { run: TPayrollRun }) {
  const [settingsOpen, setSettingsOpen] = useState(false);
  if (run.status !== 'approved' && run.status !== 'paid') return null;
  const item = (file: TPayrollFile, label: string = PAYROLL_FILES[file], payday?: '15' | '30') => (
    <Menu.Item key={`${file}-${payday ?? ''}`} onClick={() => void saveFile(run, file, payday).catch(() => undefined)}>
      {label}
    </Menu.Item>
  );
  return (
    <>
      <Menu position="bottom-end" withinPortal>
        <Menu.Target>
          <Button variant="default" leftSection={<IconFileExport size={16} />} rightSection={<IconChevronDown size={14} />}>
            Files
          </Button>
        </Menu.Target>
        <Menu.Dropdown>
          <Menu.Label>Remittances</Menu.Label>
          {item('gsis')}
          {item('philhealth')}
          {item('pagibig')}
          {item('pagibig-loans')}
          <Menu.Divider />
          <Menu.Label>Depository bank</Menu.Label>
          {item('bank', 'Bank credit file, both paydays')}
          {item('bank', 'Bank credit file, the 15th', '15')}
          {item('bank', 'Bank credit file, the 30th', '30')}
          <Menu.Item leftSection={<IconSettings size={14} />} onClick={() => setSettingsOpen(true)}>
            Bank file settings…
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <BankSettingsModal opened={settingsOpen} onClose={() => setSettingsOpen(false)} />
    </>
  );
}
