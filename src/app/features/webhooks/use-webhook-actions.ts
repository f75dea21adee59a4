import { notifications } from '@mantine/notifications';
import type { Webhook } from '../../../contract/webhooks';
import { useDeleteAction } from '../../components/use-delete-action';
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
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'webhook',
    remove,
    consequence: (name) =>
      `Argus stops sending events to "${name}" and deletes it with its delivery history. This cannot be undone.`,
    onDeleted,
  });

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

  return {
    refreshStatus,
    enableAgain,
    deleteWebhook: deleteRecord,
    refreshingId: refresh.isPending ? refresh.variables : undefined,
    enabling: enable.isPending,
    deletingId: remove.isPending ? remove.variables : undefined,
    confirmModal,
  };
}
