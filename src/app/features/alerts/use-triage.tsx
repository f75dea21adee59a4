import { Button, Group, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import type { AlertBulk, AlertBulkResult } from '../../../contract/alert-triage';
import { errorMessage } from '../../lib/error-message';
import { formatDay } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { useBulkAlerts } from './api';
import type { IgnoreChoice } from './ignore-dialog';

const today = () => new Date().toISOString().slice(0, 10);

/**
 * The requests that put alerts back as `previous` says they were: those that were active are made
 * active, those that were ignored are ignored again with their reason and end day, one request per
 * (reason, day). An ignore whose day has come meanwhile would have ended: it is made active.
 */
function undoRequests(previous: AlertBulkResult['previous']): AlertBulk[] {
  const toActive: number[] = [];
  const ignores = new Map<string, AlertBulk>();
  for (const before of previous) {
    const until = before.ignored_until && before.ignored_until > today() ? before.ignored_until : null;
    if (before.status === 'active' || (before.ignored_until && !until)) {
      toActive.push(before.id);
      continue;
    }
    const reason = before.ignored_reason || '—';
    const key = JSON.stringify([reason, until]);
    const request = ignores.get(key) ?? { ids: [], status: 'ignored', reason, until };
    request.ids.push(before.id);
    ignores.set(key, request);
  }
  return [...(toActive.length ? [{ ids: toActive, status: 'active' as const }] : []), ...ignores.values()];
}

/**
 * Ignore and reactivate alerts, each change told in a notification with an Undo button that puts the
 * changed alerts back as they were.
 */
export function useTriage() {
  const _ = useT();
  const bulk = useBulkAlerts();

  const undo = async (notificationId: string, result: AlertBulkResult) => {
    notifications.hide(notificationId);
    try {
      for (const request of undoRequests(result.previous)) await bulk.mutateAsync(request);
      notifications.show({ color: 'green', message: _('alerts.undone', { count: result.updated.length }) });
    } catch (error) {
      notifications.show({ color: 'red', title: _('alerts.undoFailed'), message: errorMessage(error) });
    }
  };

  const tell = (result: AlertBulkResult, text: string) => {
    const id = `alerts-bulk-${Date.now()}`;
    notifications.show({
      id,
      color: 'green',
      autoClose: 10_000,
      message: (
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Text size="sm">{text}</Text>
          {result.updated.length > 0 ? (
            <Button size="compact-sm" variant="light" onClick={() => void undo(id, result)}>
              {_('alerts.undo')}
            </Button>
          ) : null}
        </Group>
      ),
    });
  };

  /** Throws on failure, so that the ignore dialog shows the server's message beside its field. */
  const ignore = async (ids: number[], choice: IgnoreChoice) => {
    const result = await bulk.mutateAsync({ ids, status: 'ignored', reason: choice.reason, until: choice.until });
    tell(
      result,
      choice.until
        ? _('alerts.ignoredUntil', { count: result.updated.length, until: formatDay(choice.until) })
        : _('alerts.ignoredCount', { count: result.updated.length }),
    );
  };

  const reactivate = async (ids: number[]) => {
    try {
      const result = await bulk.mutateAsync({ ids, status: 'active' });
      tell(result, _('alerts.reactivatedCount', { count: result.updated.length }));
    } catch (error) {
      notifications.show({ color: 'red', title: _('alerts.restoreFailed'), message: errorMessage(error) });
    }
  };

  return { ignore, reactivate, pending: bulk.isPending };
}
