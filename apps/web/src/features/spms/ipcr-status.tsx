import { Badge } from '@mantine/core';
import { IPCR_STATUS_LABELS, type TIpcrStatus } from '@hris/contracts';
import type { Column } from '../../components/data-table';
import type { TIpcrRow } from './spms.api';

const COLORS: Record<TIpcrStatus, string> = { draft: 'gray', committed: 'blue', for_rating: 'yellow', approved: 'green', returned: 'red' };

export function IpcrStatus({ status }: { status: TIpcrStatus }) {
  return (
    <Badge variant="light" color={COLORS[status]} radius="sm" tt="none">
      {IPCR_STATUS_LABELS[status]}
    </Badge>
  );
}

/** The final rating as the form prints it, "4.483 Very Satisfactory", or a dash while not rated. */
export const ratingText = (r: { final_rating: string | null; adjective: string | null }) => (r.final_rating ? `${r.final_rating} ${r.adjective ?? ''}` : '—');

export const ipcrColumns = (withEmployee: boolean): Column<TIpcrRow>[] => [
  ...(withEmployee ? [{ key: 'employee', header: 'Employee', render: (r: TIpcrRow) => r.employee }] : []),
  { key: 'period', header: 'Period', render: (r) => r.period },
  ...(withEmployee ? [{ key: 'office', header: 'Office', render: (r: TIpcrRow) => r.office }] : []),
  { key: 'targets', header: 'Targets', width: 90, align: 'right', render: (r) => r.targets },
  { key: 'status', header: 'Status', width: 190, render: (r) => <IpcrStatus status={r.status} /> },
  { key: 'rating', header: 'Final rating', width: 200, render: (r) => ratingText(r) },
];
