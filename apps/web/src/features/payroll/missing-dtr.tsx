import { useState } from 'react';
import { List, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconChevronRight } from '@tabler/icons-react';
import type { TPayrollRun } from './payroll.api';

const people = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'person' : 'people'}`;
const offices = (n: number) => `${n.toLocaleString('en-PH')} ${n === 1 ? 'office' : 'offices'}`;

/**
 * The offices whose DTRs of the month are not all submitted, as their count, opened on demand: a university-wide run
 * lists about thirty, which shown in full pushed the totals (and the dialog's buttons) below the fold (issue 42 item 6).
 */
export function MissingDtrOffices({ run, label = 'DTRs not submitted' }: { run: Pick<TPayrollRun, 'missing_dtr'>; label?: string }) {
  const [open, setOpen] = useState(false);
  const Chevron = open ? IconChevronDown : IconChevronRight;
  return (
    <Stack gap={4}>
      <UnstyledButton onClick={() => setOpen((shown) => !shown)} aria-expanded={open} style={{ display: 'flex', alignItems: 'center', gap: 4 }}>
        <Text fz="sm" fw={600}>
          {label}: {offices(run.missing_dtr.length)}
        </Text>
        <Chevron size={16} aria-hidden />
      </UnstyledButton>
      {open ? (
        <List size="sm" spacing={2} aria-label={label}>
          {run.missing_dtr.map((office) => (
            <List.Item key={office.department_id}>
              {office.name}: {people(office.people)}
            </List.Item>
          ))}
        </List>
      ) : null}
    </Stack>
  );
}
