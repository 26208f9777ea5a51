import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';

type Props = { open: () => Promise<void>; disabled?: boolean; children: ReactNode; variant?: string };

/** Opens a CS Form No. 48 PDF in a new tab (`open`: dtr.api's openForm48 or openDepartmentForm48); the API client already says what went wrong. */
export function DtrPrintButton({ open: openIt, disabled, children, variant = 'default' }: Props) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openIt();
    } catch {
      // shown by the API client's error toast
    } finally {
      setOpening(false);
    }
  };
  return (
    <Button variant={variant} leftSection={<IconPrinter size={16} />} loading={opening} disabled={disabled} onClick={() => void open()}>
      {children}
    </Button>
  );
}
