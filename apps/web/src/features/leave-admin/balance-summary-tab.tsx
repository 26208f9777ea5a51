import { useState } from 'react';
import { Button, Select } from '@mantine/core';
import { IconFilePlus, IconFileUpload, IconId, IconScale, IconUserSearch } from '@tabler/icons-react';
import { useNavigate } from 'react-router';
import { EMPLOYMENT_KIND_LABELS, EMPLOYMENT_KINDS } from '@hris/contracts';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import { exportBalances, leaveCardPath, type TBalanceFilters, type TBalanceRow } from '../leave/leave.api';
import { LeaveBalancesTable } from '../leave/leave-balances-table';
import { thisYear } from '../leave/leave-format';
import { DepartmentSelect } from './department-select';
import { ImportOpeningBalancesModal } from './import-opening-balances-modal';
import { OpeningBalanceModal } from './opening-balance-modal';
import { DownloadButton } from '../../components/busy-button';

const KIND_OPTIONS = EMPLOYMENT_KINDS.map((kind) => ({ value: kind, label: EMPLOYMENT_KIND_LABELS[kind] }));

/** /edats/HR/leaves/leavesBalanceSummary: everyone's credits, the opening balances carried over, and the Excel copy. */
export function BalanceSummaryTab() {
  const navigate = useNavigate();
  const [departmentId, setDepartmentId] = useState<string | null>(null);
  const [kind, setKind] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const opening = useModalFor<TBalanceRow>();
  const filters: Omit<TBalanceFilters, 'scope' | 'term'> = {
    department_id: departmentId ? Number(departmentId) : undefined,
    employment_kind: kind ?? undefined,
  };

  const toolbar = (
    <>
      <DepartmentSelect value={departmentId} onChange={setDepartmentId} placeholder="Any department" />
      <Select
        aria-label="Employment"
        placeholder="Faculty and staff"
        data={KIND_OPTIONS}
        value={kind}
        onChange={setKind}
        clearable
        w={{ base: '100%', sm: 170 }}
      />
      <DownloadButton save={() => exportBalances({ scope: 'all', ...filters })}>Export to Excel</DownloadButton>
      <Button variant="default" leftSection={<IconFileUpload size={16} />} onClick={() => setImporting(true)}>
        Import opening balances
      </Button>
    </>
  );

  return (
    <>
      <LeaveBalancesTable
        scope="all"
        role="hr"
        filters={filters}
        toolbar={toolbar}
        actions={(row) => (
          <RowActions
            subject={row.personnel.fullname}
            actions={[
              { label: 'Leave card', icon: IconId, onClick: () => void navigate(leaveCardPath(row.personnel.id, thisYear(), 0, 'hr')) },
              { label: 'All of their eDATS', icon: IconUserSearch, onClick: () => void navigate(`/edats/personnel/${row.personnel.id}/leave`) },
              { label: 'Opening balance', icon: IconScale, onClick: () => opening.open(row) },
              { label: 'File leave for this employee', icon: IconFilePlus, onClick: () => void navigate(`/edats/addLeaveAdmin/${row.personnel.id}`) },
            ]}
          />
        )}
      />
      <OpeningBalanceModal key={opening.key} person={opening.subject?.personnel ?? null} opened={opening.opened} onClose={opening.close} />
      <ImportOpeningBalancesModal opened={importing} onClose={() => setImporting(false)} />
    </>
  );
}
