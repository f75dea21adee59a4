import { Group, Progress, Text } from '@mantine/core';
import { formatPercent } from '../../lib/format';
import { useT } from '../../lib/i18n';

/** Likely real (red), uncertain (orange), likely not (gray); each colour is 3:1 or more on the gray track. */
const colorOf = (probability: number) => (probability >= 0.7 ? 'red.8' : probability >= 0.4 ? 'orange.9' : 'gray.7');

/**
 * The active model's probability that a finding is a real secret (CONTRACT §18), as a bar and its
 * whole percentage: a meter to assistive technology, the same figure for the eye beside it.
 */
export function ProbabilityBar({ probability }: { probability: number }) {
  const _ = useT();
  const percent = Math.round(probability * 100);
  const text = formatPercent(percent);
  return (
    <Group gap="xs" wrap="nowrap" miw="7rem" maw="16rem">
      <Progress.Root
        size="md"
        style={{ flex: 1 }}
        role="meter"
        aria-label={_('secrets.probability.label')}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={text}
      >
        <Progress.Section withAria={false} value={percent} color={colorOf(probability)} />
      </Progress.Root>
      <Text size="sm" fw={600} aria-hidden style={{ whiteSpace: 'nowrap', minWidth: '3ch', textAlign: 'right' }}>
        {text}
      </Text>
    </Group>
  );
}
