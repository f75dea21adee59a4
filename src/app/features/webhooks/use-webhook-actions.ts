import { notifications } from '@mantine/notifications';
import type { Webhook } from '../../../contract/webhooks';
import { useDeleteAction } from '../../components/use-delete-action';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useDeleteWebhook, useSetWebhookActive, useRefreshStatus, useRetryNow } from './api';
import { webhookStatus } from './status-badge';

type Named = Pick<Webhook, 'id' | 'name'>;

/**
 * Refresh status, retry now, pause/resume and delete, shared by the list and the webhook's page.
 * Each tells how it went in a notification (the badge changes too, but silently);
 * delete asks first, naming the webhook. Render `confirmModal` once.
 */
export function useWebhookActions({ onDeleted }: { onDeleted?: () => void } = {}) {
  const _ = useT();
  const refresh = useRefreshStatus();
  const setActive = useSetWebhookActive();
  const retry = useRetryNow();
  const remove = useDeleteWebhook();
  const { deleteRecord, confirmModal } = useDeleteAction({
    noun: 'webhook',
    remove,
    consequence: (name) => _('webhooks.delete.consequence', { name }),
    onDeleted,
  });

  const refreshStatus = (webhook: Named) =>
    refresh.mutate(webhook.id, {
      onSuccess: (updated) =>
        notifications.show({
          color: updated.availability_status === 'available' ? 'green' : 'gray',
          message: _('webhooks.refreshed', { name: updated.name, status: webhookStatus(updated) }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('webhooks.refreshFailed'), message: errorMessage(error) }),
    });

  const setWebhookActive = (webhook: Named, active: boolean) =>
    setActive.mutate(
      { id: webhook.id, active },
      {
        onSuccess: () =>
          notifications.show({
            color: 'green',
            message: active
              ? _('webhooks.pause.resumed', { name: webhook.name })
              : _('webhooks.pause.paused', { name: webhook.name }),
          }),
        onError: (error) =>
          notifications.show({
            color: 'red',
            title: active ? _('webhooks.pause.resumeFailed') : _('webhooks.pause.pauseFailed'),
            message: errorMessage(error),
          }),
      },
    );

  // A 409 (disabled, not failing, nothing pending) carries the server's reason: shown as it is.
  const retryNow = (webhook: Named) =>
    retry.mutate(webhook.id, {
      onSuccess: () =>
        notifications.show({ color: 'green', message: _('webhooks.retryNowDone', { name: webhook.name }) }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('webhooks.retryNowFailed'), message: errorMessage(error) }),
    });

  return {
    refreshStatus,
    retryNow,
    retryingId: retry.isPending ? retry.variables : undefined,
    setWebhookActive,
    deleteWebhook: deleteRecord,
    refreshingId: refresh.isPending ? refresh.variables : undefined,
    settingActive: setActive.isPending,
    deletingId: remove.isPending ? remove.variables : undefined,
    confirmModal,
  };
}
