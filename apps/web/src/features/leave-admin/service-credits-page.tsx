import { useState } from 'react';
import { Button, Stack } from '@mantine/core';
import { IconCertificate, IconList, IconPlus } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import { useModalFor } from '../../components/form-modal';
import { RowActions } from '../../components/row-actions';
import type { TPersonRef } from '../leave/leave.api';
import { LeaveBalancesTable } from '../leave/leave-balances-table';
import { ServiceCreditDrawer } from './credit-ledger-drawers';
import { GrantServiceCreditsModal } from './grant-service-credits-modal';

/** /edats/ServiceCredits: faculty on the teachers' schedule earn service credits instead of VL and SL. */
export function ServiceCreditsPage() {
  const granting = useModalFor<TPersonRef>();
  const [ledgerOf, setLedgerOf] = useState<TPersonRef | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader
        title="Service Credits"
        description="Faculty on the teachers' schedule earn service credits, by special order, instead of vacation and sick leave. Their leave is charged to them."
        actions={
          <Button leftSection={<IconPlus size={16} />} onClick={() => granting.open()}>
            Grant service credits
          </Button>
        }
      />
      <LeaveBalancesTable
        scope="all"
        role="hr"
        filters={{ employment_kind: 'faculty' }}
        actions={(row) => (
          <RowActions
            subject={row.personnel.fullname}
            actions={[
              { label: 'Service credit ledger', icon: IconList, onClick: () => setLedgerOf(row.personnel) },
              { label: 'Grant service credits', icon: IconCertificate, onClick: () => granting.open(row.personnel) },
            ]}
          />
        )}
      />
      <GrantServiceCreditsModal key={granting.key} person={granting.subject} opened={granting.opened} onClose={granting.close} />
      <ServiceCreditDrawer person={ledgerOf} onClose={() => setLedgerOf(null)} />
    </Stack>
  );
}
