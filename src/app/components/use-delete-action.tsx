import { notifications } from '@mantine/notifications';
import type { UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '../lib/error-message';
import { capitalize } from '../lib/format';
import { useConfirm } from './confirm';

type DeleteActionOptions = {
  /** "policy", "project", "webhook". */
  noun: string;
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
  const { confirm, confirmModal } = useConfirm();
  const deleteRecord = async (record: { id: number; name: string }) => {
    const ok = await confirm({
      title: `Delete ${noun} "${record.name}"?`,
      message: consequence(record.name),
      confirmLabel: `Delete ${noun}`,
      danger: true,
    });
    if (!ok) return;
    remove.mutate(record.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `${capitalize(noun)} "${record.name}" deleted.` });
        onDeleted?.();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: `The ${noun} was not deleted`, message: errorMessage(error) }),
    });
  };
  return { deleteRecord, confirmModal };
}
