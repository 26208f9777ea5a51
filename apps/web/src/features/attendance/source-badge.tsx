import { Badge } from '@mantine/core';
import type { TAttendanceSource } from '@hris/contracts';
import { SOURCE_COLORS, SOURCE_LABELS } from './attendance.api';

/** Where a punch came from: the biometric device, the mobile app, work from home… */
export function SourceBadge({ source }: { source: TAttendanceSource }) {
  return (
    <Badge color={SOURCE_COLORS[source]} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {SOURCE_LABELS[source]}
    </Badge>
  );
}
