import { Button, Group, Modal, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useT } from '../lib/i18n';

export type ConfirmOptions = {
  title: string;
  message: ReactNode;
  /** Text of the confirming button, e.g. "Delete" or "Generate". */
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for destructive actions. */
  danger?: boolean;
};

/** The confirmation dialog itself, a chunk of its own: useConfirm loads it the first time it asks. */
export function ConfirmModal({
  options,
  onSettle,
}: {
  options: ConfirmOptions | null;
  onSettle: (ok: boolean) => void;
}) {
  const _ = useT();
  return (
    <Modal
      opened={options !== null}
      onClose={() => onSettle(false)}
      title={options?.title}
      centered
      closeButtonProps={{ 'aria-label': _('components.confirm.close') }}
    >
      {options ? (
        <>
          {typeof options.message === 'string' ? <Text>{options.message}</Text> : options.message}
          <Group justify="flex-end" mt="lg">
            <Button variant="default" onClick={() => onSettle(false)}>
              {options.cancelLabel ?? _('components.confirm.cancel')}
            </Button>
            {/* red.8 with white text is 4.1:1; red.9 passes AA. */}
            <Button color={options.danger ? 'red.9' : undefined} onClick={() => onSettle(true)} data-autofocus>
              {options.confirmLabel}
            </Button>
          </Group>
        </>
      ) : null}
    </Modal>
  );
}
