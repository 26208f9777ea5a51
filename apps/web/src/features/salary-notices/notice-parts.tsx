import type { ReactNode } from 'react';
import { ActionIcon, Badge, Stack, Text, Tooltip, type ButtonProps } from '@mantine/core';
import { IconFileTypePdf } from '@tabler/icons-react';
import { BusyButton, useBusy } from '../../components/busy-button';
import { formatDateTime } from '../../lib/dates';
import { formatPeso } from '../../lib/money';
import type { TNosa, TNosaStatus, TNosi, TNosiStatus } from './salary-notices.api';

/** A notice's PDF in a new tab; the API client says why when it cannot. A click does not open the row under it. */
export function NoticePdfButton({
  open,
  children = 'PDF',
  label,
  ...button
}: { open: () => Promise<void>; children?: ReactNode; label?: string } & Pick<ButtonProps, 'size' | 'variant' | 'disabled'>) {
  return (
    <BusyButton
      size="xs"
      variant="light"
      leftSection={<IconFileTypePdf size={14} />}
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        return open();
      }}
      {...button}
    >
      {children}
    </BusyButton>
  );
}

/** The PDF of a table row: an icon with its name in a tooltip (and to screen readers). */
export function RowPdfButton({ open, label }: { open: () => Promise<void>; label: string }) {
  const { busy, run } = useBusy(open);
  return (
    <Tooltip label={label} withinPortal>
      <ActionIcon
        variant="light"
        size="lg"
        aria-label={label}
        loading={busy}
        onClick={(event) => {
          event.stopPropagation();
          run();
        }}
      >
        <IconFileTypePdf size={18} />
      </ActionIcon>
    </Tooltip>
  );
}

const dayFormat = new Intl.DateTimeFormat('en-PH', { dateStyle: 'medium', timeZone: 'Asia/Manila' });

/** A moment as its Philippine day, short: "Nov 20, 2026" (the time in the tooltip). */
export function ShortDay({ iso, prefix, suffix }: { iso: string; prefix: string; suffix?: string | null }) {
  const time = Date.parse(iso);
  return (
    <Text fz="xs" c="dimmed" title={formatDateTime(iso)}>
      {prefix} {Number.isNaN(time) ? '' : dayFormat.format(time)}
      {suffix ? ` · ${suffix}` : ''}
    </Text>
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
      c={centavos > 0 ? 'teal.9' : centavos < 0 ? 'red.9' : undefined}
      style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}
    >
      {centavos > 0 ? '+' : centavos < 0 ? '−' : ''}
      {formatPeso(Math.abs(centavos))}
    </Text>
  );
}

/** The status, and the moments behind it: issued when and by whom, received when. */
export function NoticeStatusCell({
  notice,
  badge,
  children,
}: {
  notice: Pick<TNosa | TNosi, 'issued_at' | 'issued_by' | 'received_at'>;
  badge: ReactNode;
  /** A further moment (a NOSI applied). */
  children?: ReactNode;
}) {
  return (
    <Stack gap={2} align="flex-start">
      {badge}
      {notice.issued_at ? <ShortDay prefix="Issued" iso={notice.issued_at} suffix={notice.issued_by} /> : null}
      {notice.received_at ? (
        <ShortDay prefix="Received" iso={notice.received_at} />
      ) : notice.issued_at ? (
        <Text fz="xs" c="orange.8">
          Not yet acknowledged
        </Text>
      ) : null}
      {children}
    </Stack>
  );
}
