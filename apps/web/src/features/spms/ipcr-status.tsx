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

type Rated = { status: TIpcrStatus; final_rating: string | null; adjective: string | null };

/** Final only once the head of agency approved it; until then the head's (or the PMT's) rating may still change. */
export const isProvisional = (r: Rated) => r.final_rating !== null && r.status !== 'approved';

/**
 * The rating as the form prints it, "4.483 Very Satisfactory"; while it waits for calibration or approval, with
 * "until the head of agency approves" (`short`: "(provisional)", for a table's cell); a dash while not rated.
 */
export function ratingText(r: Rated, short = false): string {
  if (!r.final_rating) return '—';
  const rating = `${r.final_rating} ${r.adjective ?? ''}`.trim();
  if (!isProvisional(r)) return rating;
  return short ? `${rating} (provisional)` : `${rating}, until the head of agency approves`;
}

export const ipcrColumns = (withEmployee: boolean): Column<TIpcrRow>[] => [
  ...(withEmployee ? [{ key: 'employee', header: 'Employee', render: (r: TIpcrRow) => r.employee }] : []),
  { key: 'period', header: 'Period', render: (r) => r.period },
  ...(withEmployee ? [{ key: 'office', header: 'Office', render: (r: TIpcrRow) => r.office }] : []),
  { key: 'targets', header: 'Targets', width: 90, align: 'right', render: (r) => r.targets },
  { key: 'status', header: 'Status', width: 190, render: (r) => <IpcrStatus status={r.status} /> },
  { key: 'rating', header: 'Rating', width: 260, render: (r) => ratingText(r, true) },
];
