import { notifications } from '@mantine/notifications';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useConfirm } from '../../components/confirm';
import { projects } from '../../lib/catalog-queries';
import { errorMessage } from '../../lib/error-message';
import { useStartRuns } from '../../lib/run-queries';

const ACTIVE_PROJECTS = { is_active: 'true', per_page: 1 };
const projectsText = (n: number) => (n === 1 ? '1 active project' : `${n} active projects`);

/**
 * "Start SCA for all projects": asks first, saying how many runs that means
 * (the active projects counted just now), then queues them. Render `confirmModal` once.
 */
export function useStartAllSca() {
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
      notifications.show({ color: 'red', title: 'Could not count the active projects', message: errorMessage(error) });
      return;
    } finally {
      setCounting(false);
    }
    if (count === 0) {
      notifications.show({ color: 'gray', message: 'There are no active projects to analyse.' });
      return;
    }
    const ok = await confirm({
      title: 'Start SCA for all projects?',
      message: `Argus queues one SCA run for each of the ${projectsText(count)}. Policies are evaluated as each run finishes.`,
      confirmLabel: `Start ${count === 1 ? '1 run' : `${count} runs`}`,
    });
    if (!ok) return;
    start.mutate('/api/analyses/overall_sca/start/', {
      onSuccess: (runs) =>
        notifications.show({
          color: 'green',
          message: `SCA queued for ${runs.length === 1 ? '1 project' : `${runs.length} projects`}.`,
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'SCA was not started', message: errorMessage(error) }),
    });
  };

  return { startAll, starting: counting || start.isPending, confirmModal };
}
