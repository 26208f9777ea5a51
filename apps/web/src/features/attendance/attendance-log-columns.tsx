import { Text } from '@mantine/core';
import type { Column } from '../../components/data-table';
import { formatLongDate } from '../../lib/dates';
import { clockTime, type TAttendanceLog } from './attendance.api';
import { SourceBadge } from './source-badge';

/** A time log's columns, as the logs page and an employee's eDATS list them (the logs page puts the employee first). */
export const ATTENDANCE_LOG_COLUMNS: Column<TAttendanceLog>[] = [
  { key: 'date', header: 'Date', width: 170, render: (l) => <Text fz="sm">{formatLongDate(l.local_date)}</Text> },
  {
    key: 'time',
    header: 'Time',
    width: 100,
    render: (l) => (
      <Text fz="sm" fw={600}>
        {clockTime(l.local_time)}
      </Text>
    ),
  },
  { key: 'source', header: 'Source', width: 170, render: (l) => <SourceBadge source={l.source} /> },
  {
    key: 'details',
    header: 'Details',
    render: (l) => (
      <Text fz="sm" c={l.device || l.address || l.reason ? undefined : 'dimmed'} lineClamp={2}>
        {l.device ? `${l.device.name} (${l.device.serial_number})` : (l.reason ?? l.address ?? '—')}
      </Text>
    ),
  },
];
