import { lazy, Suspense, useCallback, useRef, useState } from 'react';
import type { ConfirmOptions } from './confirm-modal';

/** Mantine's Modal (with its focus trap and scroll area) loads only when a page first asks to confirm. */
const ConfirmModal = lazy(() => import('./confirm-modal').then((m) => ({ default: m.ConfirmModal })));

/**
 * `const { confirm, confirmModal } = useConfirm()`; render `confirmModal` once,
 * then `if (await confirm({...})) doIt()`. A Mantine modal, not window.confirm.
 */
export function useConfirm() {
  const [options, setOptions] = useState<ConfirmOptions | null>(null);
  // Mounted from the first question on, so that closing plays the modal's transition as before.
  const [asked, setAsked] = useState(false);
  const resolver = useRef<((ok: boolean) => void) | null>(null);

  const confirm = useCallback((next: ConfirmOptions) => {
    resolver.current?.(false);
    setOptions(next);
    setAsked(true);
    return new Promise<boolean>((resolve) => {
      resolver.current = resolve;
    });
  }, []);

  const settle = (ok: boolean) => {
    resolver.current?.(ok);
    resolver.current = null;
    setOptions(null);
  };

  const confirmModal = asked ? (
    <Suspense fallback={null}>
      <ConfirmModal options={options} onSettle={settle} />
    </Suspense>
  ) : null;
  return { confirm, confirmModal };
}
