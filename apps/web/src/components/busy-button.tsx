import { useState, type ComponentPropsWithoutRef, type MouseEvent, type ReactNode } from 'react';
import { Button, type ButtonProps } from '@mantine/core';
import { IconFileSpreadsheet, IconFileTypePdf } from '@tabler/icons-react';

// Buttons whose work is one call to the server (open a PDF, save a file, ask for a job): busy while it runs — Mantine's
// loader, a second click ignored — and ready again after. A refusal is not theirs to show: the API client's error toast
// has already said why (lib/api), so they only stop being busy.

/** `run(...)` calls `act` and keeps `busy` true until it has answered, either way. */
export function useBusy<Args extends unknown[]>(act: (...args: Args) => Promise<unknown>) {
  const [busy, setBusy] = useState(false);
  const run = async (...args: Args) => {
    setBusy(true);
    try {
      await act(...args);
    } catch {
      // shown by the API client's error toast
    } finally {
      setBusy(false);
    }
  };
  return { busy, run: (...args: Args) => void run(...args) };
}

type BusyButtonProps = Omit<ButtonProps, 'loading'> &
  Omit<ComponentPropsWithoutRef<'button'>, keyof ButtonProps | 'onClick'> & {
    onClick: (event: MouseEvent<HTMLButtonElement>) => Promise<unknown>;
  };

/** A button whose click is a call to the server: busy until it answers. */
export function BusyButton({ onClick, ...button }: BusyButtonProps) {
  const { busy, run } = useBusy(onClick);
  return <Button {...button} loading={busy} onClick={run} />;
}

type FileButtonProps = Omit<BusyButtonProps, 'onClick'> & {
  /** A longer name for screen readers; it begins with the button's visible words, as speech users say those (axe label-content-name-mismatch). */
  label?: string;
};

/** A PDF from the API in a new tab (`open`: lib/download `openPdf`). */
export function PdfButton({ open, label, ...button }: FileButtonProps & { open: () => Promise<void> }) {
  return <BusyButton variant="default" leftSection={<IconFileTypePdf size={16} />} aria-label={label} {...button} onClick={() => open()} />;
}

/** A file from the API saved under the server's name (`save`: lib/download `saveDownload`): a spreadsheet, most often. */
export function DownloadButton({ save, label, ...button }: FileButtonProps & { save: () => Promise<void>; children: ReactNode }) {
  return <BusyButton variant="default" leftSection={<IconFileSpreadsheet size={16} />} aria-label={label} {...button} onClick={() => save()} />;
}
