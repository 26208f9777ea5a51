import { lazy, Suspense, useEffect } from 'react';
import { useBlocker } from 'react-router';
import { hasUnsavedChanges } from '../lib/use-unsaved-changes';

// The dialog (Mantine's modal and what it brings) is downloaded the first time the question is asked,
// not with the sign-in page.
const UnsavedChangesDialog = lazy(() => import('./unsaved-changes-dialog').then((module) => ({ default: module.UnsavedChangesDialog })));

/**
 * The one guard for unsaved forms (lib/use-unsaved-changes): a link, a sidebar entry, another part of the PDS
 * or the back button asks first; closing or reloading the tab gets the browser's own question.
 */
export function UnsavedChangesGuard() {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      hasUnsavedChanges() && (currentLocation.pathname !== nextLocation.pathname || currentLocation.search !== nextLocation.search),
  );

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (!hasUnsavedChanges()) return;
      event.preventDefault();
      // Older browsers ask only when returnValue is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  if (blocker.state !== 'blocked') return null;
  return (
    <Suspense fallback={null}>
      <UnsavedChangesDialog onStay={() => blocker.reset?.()} onLeave={() => blocker.proceed?.()} />
    </Suspense>
  );
}
