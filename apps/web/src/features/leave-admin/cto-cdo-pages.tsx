import { useState } from 'react';
import { Button, Stack, Tabs } from '@mantine/core';
import { IconHourglass, IconInbox } from '@tabler/icons-react';
import { PageHeader } from '../../components/page-header';
import type { TPersonRef } from '../leave/leave.api';
import { leaveApplicationPage } from '../leave/leave-application-details';
import { LeaveApplicationsTable } from '../leave/leave-applications-table';
import { LeaveBalancesTable } from '../leave/leave-balances-table';
import { CocLedgerDrawer } from './credit-ledger-drawers';

/** /edats/CTO: compensatory time-off taken against overtime credits, and each person's COC balance. */
export function CtoPage() {
  const [person, setPerson] = useState<TPersonRef | null>(null);
  return (
    <Stack gap="lg">
      <PageHeader title="CTO" description="Compensatory time-off, taken in blocks of 4 or 8 hours against the compensatory overtime credits (COC) earned." />
      <Tabs defaultValue="applications" keepMounted={false}>
        <Tabs.List>
          <Tabs.Tab value="applications" leftSection={<IconInbox size={16} />}>
            CTO applications
          </Tabs.Tab>
          <Tabs.Tab value="balances" leftSection={<IconHourglass size={16} />}>
            COC balances
          </Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="applications" pt="md">
          <LeaveApplicationsTable
            scope="all"
            detailBase="/edats/CTO"
            label="CTO applications"
            fixed={{ type_code: 'CTO' }}
            emptyDescription="Compensatory time-off filed by employees appears here."
          />
        </Tabs.Panel>
        <Tabs.Panel value="balances" pt="md">
          <LeaveBalancesTable
            scope="all"
            role="hr"
            actions={(row) => (
              <Button
                size="xs"
                variant="light"
                onClick={(event) => {
                  event.stopPropagation();
                  setPerson(row.personnel);
                }}
              >
                COC ledger
              </Button>
            )}
          />
        </Tabs.Panel>
      </Tabs>
      <CocLedgerDrawer person={person} onClose={() => setPerson(null)} />
    </Stack>
  );
}

/** /edats/CDO: faculty's compensatory day-off applications. */
export function CdoPage() {
  return (
    <Stack gap="lg">
      <PageHeader title="CDO" description="Compensatory day-off of faculty, for service rendered on days without classes." />
      <LeaveApplicationsTable
        scope="all"
        detailBase="/edats/CDO"
        label="CDO applications"
        fixed={{ type_code: 'CDO' }}
        emptyDescription="Compensatory day-off filed by faculty appears here."
      />
    </Stack>
  );
}

export const CtoApplicationPage = leaveApplicationPage('/edats/CTO', 'Back to CTO');
export const CdoApplicationPage = leaveApplicationPage('/edats/CDO', 'Back to CDO');
