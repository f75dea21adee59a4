import { useCallback, useEffect, useRef } from 'react';
import { useBeforeUnload, useBlocker } from 'react-router';
import { useT } from '../lib/i18n';
import { useConfirm } from './confirm';

/**
 * Asks before leaving a form with unsaved changes: in-app navigation through a
 * confirm dialog, closing or reloading the tab through the browser's own prompt.
 * Call `allowLeave()` right before navigating away after a successful save.
 */
export function useLeaveGuard(dirty: boolean) {
  const _ = useT();
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
      title: _('components.leave.title'),
      message: _('components.leave.text'),
      confirmLabel: _('components.leave.leave'),
      cancelLabel: _('components.leave.stay'),
      danger: true,
    }).then((ok) => {
      if (!current) return;
      if (ok) blocker.proceed();
      else blocker.reset();
    });
    return () => {
      current = false;
    };
    // The router makes a new blocker object at each change of state and keeps it otherwise; `confirm` is stable, `_` changes only with the language.
  }, [blocker, confirm, _]);

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
