import { useState, type ReactNode } from 'react';
import { Badge, Button, Stack, Text, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import type { QueryValue } from '../../lib/api';
import { formatDateTime } from '../../lib/dates';
import { openPdfFrom } from '../../lib/download';
import { formatPeso } from '../../lib/money';
import type { TNosa, TNosaStatus, TNosi, TNosiStatus } from './salary-notices.api';

/** A notice's PDF in a new tab; the API client says why when it cannot. */
export function NoticePdfButton({
  path,
  query,
  children = 'PDF',
  label,
  ...button
}: { path: string; query?: Record<string, QueryValue>; children?: ReactNode; label?: string } & Pick<ButtonProps, 'size' | 'variant' | 'disabled'>) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdfFrom(path, query);
    } catch {
      // shown by the API client's error toast
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      loading={opening}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        void open();
      }}
      {...button}
    >
      {children}
    </Button>
  );
}

const NOSA_STATUS = { prepared: ['Prepared', 'gray'], issued: ['Issued', 'blue'], received: ['Received', 'teal'] } as const;
const NOSI_STATUS = { issued: ['Issued', 'blue'], applied: ['Applied', 'teal'] } as const;

export function NosaStatusBadge({ status }: { status: TNosaStatus }) {
  const [label, color] = NOSA_STATUS[status];
  return (
    <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

export function NosiStatusBadge({ status }: { status: TNosiStatus }) {
  const [label, color] = NOSI_STATUS[status];
  return (
    <Badge color={color} variant="light" radius="sm" style={{ flexShrink: 0 }}>
      {label}
    </Badge>
  );
}

/** Centavos as pesos, right-aligned figures that line up in a column. */
export function Peso({ centavos, strong = false }: { centavos: number | null; strong?: boolean }) {
  return (
    <Text fz="sm" fw={strong ? 600 : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {centavos === null ? '—' : formatPeso(centavos)}
    </Text>
  );
}

/** "+ ₱1,234.00" in green (a raise), red for a cut. */
export function Adjustment({ centavos }: { centavos: number }) {
  return (
    <Text
      fz="sm"
      fw={600}
      c={centavos > 0 ? 'teal.8' : centavos < 0 ? 'red.7' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {centavos > 0 ? '+' : centavos < 0 ? '−' : ''}
      {formatPeso(Math.abs(centavos))}
    </Text>
  );
}

/** The status, and the moments behind it: issued when and by whom, received when. */
export function NoticeStatusCell({ notice, badge }: { notice: Pick<TNosa | TNosi, 'issued_at' | 'issued_by' | 'received_at'>; badge: ReactNode }) {
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      {notice.issued_at ? (
        <Text fz="xs" c="dimmed">
          Issued {formatDateTime(notice.issued_at)}
          {notice.issued_by ? ` by ${notice.issued_by}` : ''}
        </Text>
      ) : null}
      {notice.received_at ? (
        <Text fz="xs" c="dimmed">
          Received {formatDateTime(notice.received_at)}
        </Text>
      ) : notice.issued_at ? (
        <Text fz="xs" c="orange.8">
          Not yet acknowledged
        </Text>
      ) : null}
    </Stack>
  );
}
