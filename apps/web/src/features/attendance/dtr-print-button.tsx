import { useState, type ReactNode } from 'react';
import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { openPdfFrom } from '../../lib/download';

type Props = { path: string; month: string; disabled?: boolean; children: ReactNode; variant?: string };

/** Opens a CS Form No. 48 PDF in a new tab; the API client already says what went wrong. */
export function DtrPrintButton({ path, month, disabled, children, variant = 'default' }: Props) {
  const [opening, setOpening] = useState(false);
  const open = async () => {
    setOpening(true);
    try {
      await openPdfFrom(path, { month });
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
