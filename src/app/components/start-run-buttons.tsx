import { Alert, Anchor, Button, Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import type { Run } from '../../contract/runs';
import { errorMessage } from '../lib/error-message';
import { i18n, useT } from '../lib/i18n';
import { runConflict, useStartRuns } from '../lib/run-queries';
import { paths } from '../lib/paths';

export type StartRunAction = {
  /** The button's text, e.g. "Start SCA". */
  label: string;
  /** The start endpoint. */
  path: string;
  /** What was queued, for the notification: "SCA of web-shop". */
  what: string;
};

/** "Open run #12" (one run) or "Open the runs page" (several). */
export function RunsLink({ runs }: { runs: Pick<Run, 'id'>[] }) {
  const _ = useT();
  const only = runs.length === 1 ? runs[0] : undefined;
  return (
    <Anchor component={Link} to={only ? paths.run(only.id) : paths.runs} size="sm">
      {only ? _('components.runs.openRun', { id: only.id }) : _('components.runs.openRuns')}
    </Anchor>
  );
}

/**
 * Buttons that start runs (administrators only: the caller decides whether to
 * render them). Success is a notification with a link to the run; a failure
 * stays on the page next to the buttons, and a 409 links to the run already
 * queued or running.
 */
export function StartRunButtons({ actions, label }: { actions: StartRunAction[]; label: string }) {
  const _ = useT();
  const start = useStartRuns();
  const [failure, setFailure] = useState<{ action: StartRunAction; error: unknown } | null>(null);

  const run = (action: StartRunAction) => {
    setFailure(null);
    start.mutate(action.path, {
      onSuccess: (runs) =>
        notifications.show({
          color: 'green',
          title: i18n._('components.runs.queued', { what: action.what }),
          message: <RunsLink runs={runs} />,
          closeButtonProps: { 'aria-label': i18n._('components.runs.dismiss') },
        }),
      onError: (error) => setFailure({ action, error }),
    });
  };

  const conflict = failure ? runConflict(failure.error) : undefined;
  return (
    <Stack gap="sm">
      <Group gap="sm" role="group" aria-label={label}>
        {actions.map((action) => (
          <Button
            key={action.path}
            variant="default"
            onClick={() => run(action)}
            loading={start.isPending && start.variables === action.path}
            disabled={start.isPending && start.variables !== action.path}
          >
            {action.label}
          </Button>
        ))}
      </Group>
      {failure ? (
        <Alert
          color={conflict ? 'yellow' : 'red'}
          title={
            conflict
              ? _('components.runs.alreadyRunning', { what: failure.action.what })
              : _('components.runs.notStarted', { what: failure.action.what })
          }
          role="alert"
          // Mantine's yellow title is 2.7:1 on its light background; the text colour keeps AA.
          styles={conflict ? { title: { color: 'var(--mantine-color-text)' } } : undefined}
          withCloseButton
          closeButtonLabel={_('components.runs.dismiss')}
          onClose={() => setFailure(null)}
        >
          <Text size="sm">{conflict?.detail ?? errorMessage(failure.error)}</Text>
          {conflict?.runId ? <RunsLink runs={[{ id: conflict.runId }]} /> : null}
        </Alert>
      ) : null}
    </Stack>
  );
}
