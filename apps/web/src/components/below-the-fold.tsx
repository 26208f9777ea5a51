import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { Skeleton } from '@mantine/core';
import { whenIdle } from '../lib/when-idle';

/**
 * A part of a page below the first screen, drawn once the browser is idle after the first screen (a transition of its
 * own) over a placeholder that keeps its place: the first screen's render and commit no longer carry it (issue 42 item
 * 19: the dashboard's Total Blocking Time is its long tasks; one task split in two is one task's worth of blocking less).
 * `minHeight`: the placeholder's, about the part's own, so that what follows it does not move when it is drawn.
 */
export function BelowTheFold({ minHeight, children }: { minHeight: number; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  useEffect(() => whenIdle(() => startTransition(() => setShown(true))), []);
  if (shown) return children;
  return <Skeleton h="100%" mih={minHeight} aria-hidden />;
}
