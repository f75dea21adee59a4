import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm';
import { projects } from '../../lib/catalog-queries';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { useStartRuns } from '../../lib/run-queries';

const ACTIVE_PROJECTS = { is_active: 'true', per_page: 1 };

/**
 * "Start SCA for all projects": asks first, saying how many runs that means
 * (the active projects counted just now), then queues them. Render `confirmModal` once.
 */
export function useStartAllSca() {
  const _ = useT();
  const qc = useQueryClient();
  const start = useStartRuns();
  const [counting, setCounting] = useState(false);
  const { confirm, confirmModal } = useConfirm();

  const startAll = async () => {
    let count: number;
    setCounting(true);
    try {
      // Counted now, not from a cached page: the confirmation promises this number.
      count = (await qc.fetchQuery({ ...projects.list(ACTIVE_PROJECTS), staleTime: 0 })).count;
    } catch (error) {
      notifications.show({ color: 'red', title: _('runs.startAll.countFailed'), message: errorMessage(error) });
      return;
    } finally {
      setCounting(false);
    }
    if (count === 0) {
      notifications.show({ color: 'gray', message: _('runs.startAll.none') });
      return;
    }
    const ok = await confirm({
      title: _('runs.startAll.confirmTitle'),
      message: _('runs.startAll.confirmText', { count }),
      confirmLabel: _('runs.startAll.confirm', { count }),
    });
    if (!ok) return;
    start.mutate('/api/analyses/overall_sca/start/', {
      onSuccess: (runs) =>
        notifications.show({
          color: 'green',
          message: _('runs.startAll.queued', { count: runs.length }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('runs.startAll.failed'), message: errorMessage(error) }),
    });
  };

  return { startAll, starting: counting || start.isPending, confirmModal };
}
