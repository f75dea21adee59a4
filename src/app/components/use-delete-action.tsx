import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';
import { useConfirm } from './confirm';
import type { EditableNoun } from './noun';

type DeleteActionOptions = {
  noun: EditableNoun;
  /** The section's delete mutation (by id). */
  remove: UseMutationResult<void, Error, number>;
  /** What deleting it means, said in the confirmation, e.g. `The policy "x" stops being checked…`. */
  consequence: (name: string) => string;
  onDeleted?: () => void;
};

/**
 * Delete a record after a confirmation that names it; a notification says how it
 * went. Render `confirmModal` once.
 */
export function useDeleteAction({ noun, remove, consequence, onDeleted }: DeleteActionOptions) {
  const _ = useT();
  const { confirm, confirmModal } = useConfirm();
  const deleteRecord = async (record: { id: number; name: string }) => {
    const ok = await confirm({
      title: _('components.delete.title', { noun, name: record.name }),
      message: consequence(record.name),
      confirmLabel: _('components.delete.confirm', { noun }),
      danger: true,
    });
    if (!ok) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: _('components.delete.done', { noun, name: record.name }) });
        onDeleted?.();
      },
      onError: (error) =>
        notifications.show({
          color: 'red',
          title: _('components.delete.failed', { noun }),
          message: errorMessage(error),
        }),
    });
  };
  return { deleteRecord, confirmModal };
}
