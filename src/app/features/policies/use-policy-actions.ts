import { notifications } from '@mantine/notifications';
import { useDeleteAction } from '../../components/use-delete-action';
import { errorMessage } from '../../lib/error-message';
import type { Policy } from '../../../contract/policies';
import { useCopyPolicy, useDeletePolicy } from './api';

type Named = Pick<Policy, 'id' | 'name'>;

/**
 * Copy and delete, shared by the list's row actions and the policy page: each
 * tells how it went in a notification; delete asks first, naming the policy.
 * Render `confirmModal` once.
 */
export function usePolicyActions({
  onCopied,
  onDeleted,
}: {
  onCopied?: (copy: Policy) => void;
  onDeleted?: () => void;
} = {}) {
  const copy = useCopyPolicy();
  const remove = useDeletePolicy();
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'policy',
    remove,
    consequence: (name) =>
      `The policy "${name}" stops being checked and is deleted. Alerts it raised keep its name. This cannot be undone.`,
    onDeleted,
  });

  const copyPolicy = (policy: Named) =>
    copy.mutate(policy.id, {
      onSuccess: (created) => {
        notifications.show({ color: 'green', message: `Policy "${policy.name}" copied as "${created.name}".` });
        onCopied?.(created);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The policy was not copied', message: errorMessage(error) }),
    });

  return {
    copyPolicy,
    deletePolicy: deleteRecord,
    /** The id being copied or deleted, for a loading state on its buttons. */
    pendingId: copy.isPending ? copy.variables : remove.isPending ? remove.variables : undefined,
    confirmModal,
  };
}
