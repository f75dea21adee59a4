import { notifications } from '@mantine/notifications';
import type { Webhook } from '../../../contract/webhooks';
import { useConfirm } from '../../components/confirm';
import { errorMessage } from '../../lib/error-message';
import { useDeleteWebhook, useEnableWebhook, useRefreshStatus } from './api';
import { STATUS_LABELS, webhookStatus } from './status-badge';

type Named = Pick<Webhook, 'id' | 'name'>;

/**
 * Refresh status, enable again and delete, shared by the list and the edit page.
 * Each tells how it went in a notification (the badge changes too, but silently);
 * delete asks first, naming the webhook. Render `confirmModal` once.
 */
export function useWebhookActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const refresh = useRefreshStatus();
  const enable = useEnableWebhook();
  const remove = useDeleteWebhook();
  const { confirm, confirmModal } = useConfirm();

  const refreshStatus = (webhook: Named) =>
    refresh.mutate(webhook.id, {
      onSuccess: (updated) =>
        notifications.show({
          color: updated.availability_status === 'available' ? 'green' : 'gray',
          message: `Webhook "${updated.name}": ${STATUS_LABELS[webhookStatus(updated)]}.`,
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The status was not refreshed', message: errorMessage(error) }),
    });

  const enableAgain = (webhook: Named) =>
    enable.mutate(webhook.id, {
      onSuccess: () => notifications.show({ color: 'green', message: `Webhook "${webhook.name}" enabled again.` }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The webhook was not enabled', message: errorMessage(error) }),
    });

  const deleteWebhook = async (webhook: Named) => {
    const ok = await confirm({
      title: `Delete webhook "${webhook.name}"?`,
      message: `Argus stops sending events to "${webhook.name}" and deletes it with its delivery history. This cannot be undone.`,
      confirmLabel: 'Delete webhook',
      danger: true,
    });
    if (!ok) return;
    remove.mutate(webhook.id, {
      onSuccess: () => {
        notifications.show({ color: 'green', message: `Webhook "${webhook.name}" deleted.` });
        onDeleted?.();
      },
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The webhook was not deleted', message: errorMessage(error) }),
    });
  };

  return {
    refreshStatus,
    enableAgain,
    deleteWebhook,
    refreshingId: refresh.isPending ? refresh.variables : undefined,
    enabling: enable.isPending,
    deletingId: remove.isPending ? remove.variables : undefined,
    confirmModal,
  };
}
