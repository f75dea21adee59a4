import { Group, Progress, Stack, Text } from '@mantine/core';
import { useReducedMotion } from '@mantine/hooks';
import type { Run } from '../../contract/runs';
import { formatPercent } from '../lib/format';
import { useT } from '../lib/i18n';

type ProgressRun = Pick<Run, 'id' | 'status' | 'progress' | 'phase'>;

/**
 * How far a running run is (CONTRACT §15): a bar with its percent, striped and moving while the run
 * cannot say (`progress` null; still with reduced motion), and its phase in words under it. A queued run
 * says it waits; an ended one has nothing to show here (its status and outcome say the rest).
 */
export function RunProgress({ run }: { run: ProgressRun }) {
  const _ = useT();
  const reducedMotion = useReducedMotion();
  if (run.status === 'queued') {
    return (
      <Text size="sm" c="dimmed">
        {_('components.runProgress.waiting')}
      </Text>
    );
  }
  if (run.status !== 'running') return <Text size="sm">—</Text>;
  const known = run.progress !== null;
  const percent = known ? formatPercent(run.progress ?? 0) : undefined;
  return (
    <Stack gap={4} miw="8rem">
      <Group gap="xs" wrap="nowrap">
        <Progress.Root
          size="lg"
          style={{ flex: 1 }}
          role="progressbar"
          aria-label={_('components.runProgress.label', { id: run.id })}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={run.progress ?? undefined}
          aria-valuetext={percent ?? _('components.runProgress.unknown')}
        >
          {/* The theme's primary, blue-8, on the gray-2 track is 5.6:1 (WCAG 1.4.11 asks 3:1 of the filled part). */}
          <Progress.Section
            withAria={false}
            value={run.progress ?? 100}
            striped={!known}
            animated={!known && !reducedMotion}
          />
        </Progress.Root>
        {/* The bar says its value to assistive technology; this is the same figure for the eye. */}
        {percent ? (
          <Text size="sm" fw={600} aria-hidden style={{ whiteSpace: 'nowrap' }}>
            {percent}
          </Text>
        ) : null}
      </Group>
      {run.phase ? (
        <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
          {run.phase}
        </Text>
      ) : null}
    </Stack>
  );
}
