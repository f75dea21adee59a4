import { Alert, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import type { Run } from '../../contract/runs';
import { errorMessage } from '../lib/error-message';
import { useT } from '../lib/i18n';
import { RUN_KIND_LABELS, useCancelRun } from '../lib/run-queries';

/**
 * Cancel, shared by the runs lists and the run page. A refusal (409: the run ended
 * meanwhile, or its kind cannot stop) stays on the page until dismissed, with
 * the server's words; the rows are fetched again either way.
 */
export function useCancelRunAction() {
  const _ = useT();
  const cancel = useCancelRun();
  const [failure, setFailure] = useState<{ id: number; message: string } | null>(null);

  const cancelRun = (run: Pick<Run, 'id' | 'kind'>) => {
    setFailure(null);
    cancel.mutate(run.id, {
      onSuccess: () =>
        notifications.show({
          color: 'green',
          message: _('components.run.cancelled', { kind: RUN_KIND_LABELS[run.kind], id: run.id }),
        }),
      onError: (error) => setFailure({ id: run.id, message: errorMessage(error) }),
    });
  };

  const failureAlert = failure ? (
    <Alert
      color="red"
      title={_('components.run.cancelFailed', { id: failure.id })}
      role="alert"
      withCloseButton
      closeButtonLabel={_('components.runs.dismiss')}
      onClose={() => setFailure(null)}
      mb="md"
    >
      <Text size="sm">{failure.message}</Text>
    </Alert>
  ) : null;

  return { cancelRun, cancellingId: cancel.isPending ? cancel.variables : undefined, failureAlert };
}
