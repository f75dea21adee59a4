import { notifications } from '@mantine/notifications';
import { useDeleteAction } from '../../components/use-delete-action';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
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
  const _ = useT();
  const copy = useCopyPolicy();
  const remove = useDeletePolicy();
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'policy',
    remove,
    consequence: (name) => _('policies.deleteConsequence', { name }),
    onDeleted,
  });

  const copyPolicy = (policy: Named) =>
    copy.mutate(policy.id, {
      onSuccess: (created) => {
        notifications.show({
          color: 'green',
          message: _('policies.copied', { name: policy.name, copy: created.name }),
        });
        onCopied?.(created);
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: _('policies.copyFailed'), message: errorMessage(error) }),
    });

  return {
    copyPolicy,
    deletePolicy: deleteRecord,
    /** The id being copied or deleted, for a loading state on its buttons. */
    pendingId: copy.isPending ? copy.variables : remove.isPending ? remove.variables : undefined,
    confirmModal,
  };
}
