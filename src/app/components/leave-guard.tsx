import { useCallback, useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useConfirm } from './confirm';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through a
 * confirm dialog, closing or reloading the tab through the browser's own prompt.
 * Call `allowLeave()` right before navigating away after a successful save.
 */
export function useLeaveGuard(dirty: boolean) {
  const allowed = useRef(false);
  const dirtyRef = useRef(dirty);
  dirtyRef.current = dirty;
  const { confirm, confirmModal } = useConfirm();

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty &&
      !allowed.current &&
      currentLocation.pathname + currentLocation.search !== nextLocation.pathname + nextLocation.search,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    // StrictMode runs this twice; only the confirm still current may settle the blocker.
    let current = true;
    void confirm({
      title: 'Leave without saving?',
      message: 'Your changes on this page have not been saved and will be lost.',
      confirmLabel: 'Leave',
      cancelLabel: 'Stay',
      danger: true,
    }).then((ok) => {
      if (!current) return;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
    // The router makes a new blocker object at each change of state and keeps it otherwise; `confirm` is stable.
  }, [blocker, confirm]);

  useBeforeUnload(
    useCallback((event: BeforeUnloadEvent) => {
      if (dirtyRef.current && !allowed.current) event.preventDefault();
    }, []),
  );

  return {
    allowLeave: useCallback(() => {
      allowed.current = true;
    }, []),
    leaveModal: confirmModal,
  };
}
