import { Suspense, useEffect, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/**
 * A button whose popup (a menu, a popover) is drawn from its first use: until then the button alone, with nothing of the
 * popup's behaviour or script. The script is fetched once the first screen is drawn and the browser is idle (`prefetch`),
 * so the first click rarely waits for it; `children` (a lazily loaded component, told it was opened by that click) then
 * replace the button. Why: the user menu's and the bell's popups brought Mantine's Menu and Popover (and floating-ui)
 * into the first screen's scripts and render of every signed-in page (issue 42 item 19).
 */
export function OnFirstUse({
  button,
  prefetch,
  children,
}: {
  /** The button alone; `use` draws the popup, open. */
  button: (use: () => void) => ReactNode;
  prefetch: () => Promise<unknown>;
  children: ReactNode;
}) {
  const [used, setUsed] = useState(false);
  useEffect(() => whenIdle(() => void prefetch().catch(() => undefined)), [prefetch]);
  if (!used) return button(() => setUsed(true));
  return <Suspense fallback={button(() => undefined)}>{children}</Suspense>;
}
