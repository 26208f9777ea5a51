import { startTransition, Suspense, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '../lib/when-idle';

/** Its effect runs once what comes before it in the same Suspense boundary is committed. */
function Committed({ onCommit }: { onCommit: () => void }) {
  useEffect(onCommit, [onCommit]);
  return null;
}

/**
 * A part of a page drawn first as `placeholder` and as itself once the first screen is drawn and the browser is idle
 * (a transition of its own, one part per idle moment: lib/when-idle.ts): the first screen's download, render and
 * commit no longer carry it, and the parts drawn later are short tasks each (issue 42 item 19: the dashboard's Total
 * Blocking Time is its long tasks). `children` may be a lazily loaded component: the placeholder stays meanwhile.
 */
export function AfterFirstScreen({ placeholder, children }: { placeholder: ReactNode; children: ReactNode }) {
  const [shown, setShown] = useState(false);
  const drawn = useRef<() => void>(() => undefined);
  const onCommit = useCallback(() => drawn.current(), []);
  useEffect(() => {
    const cancel = whenIdle(
      () =>
        new Promise<void>((resolve) => {
          drawn.current = resolve;
          startTransition(() => setShown(true));
        }),
    );
    return () => {
      cancel();
      drawn.current(); // gone before it was drawn: the next part need not wait
    };
  }, []);
  if (!shown) return placeholder;
  return (
    <Suspense fallback={placeholder}>
      {children}
      <Committed onCommit={onCommit} />
    </Suspense>
  );
}
