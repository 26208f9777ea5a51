import type { ReactNode } from 'react';
import { IconPrinter } from '@tabler/icons-react';
import { BusyButton } from '../../components/busy-button';

type Props = { open: () => Promise<void>; disabled?: boolean; children: ReactNode; variant?: string };

/** Opens a CS Form No. 48 PDF in a new tab (`open`: dtr.api's openForm48 or openDepartmentForm48). */
export function DtrPrintButton({ open, disabled, children, variant = 'default' }: Props) {
  return (
    <BusyButton variant={variant} leftSection={<IconPrinter size={16} />} disabled={disabled} onClick={() => open()}>
      {children}
    </BusyButton>
  );
}
