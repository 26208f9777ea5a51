import { Button } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import classes from './print.module.css';

/** Class of what a report shows on screen only (its filters and buttons). */
export const screenOnly = classes.screenOnly;

/** Prints the report page as it is shown, without the menu and the top bar. */
export function PrintButton() {
  return (
    <Button variant="default" className={screenOnly} leftSection={<IconPrinter size={16} />} onClick={() => window.print()}>
      Print
    </Button>
  );
}
