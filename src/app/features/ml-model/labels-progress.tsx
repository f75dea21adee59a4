import { Anchor, Progress, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';

/**
 * How many findings are labelled true or false positive against how many a training needs
 * (`ARGUS_SECRETS_MIN_LABELS`): a bar, the figures, and where labels are made.
 */
export function LabelsProgress({ count, min }: { count: number; min: number }) {
  const _ = useT();
  const percent = Math.min(100, Math.round((count / min) * 100));
  const values = { count: formatNumber(count), min: formatNumber(min) };
  return (
    <Stack gap={6}>
      <Progress.Root
        size="lg"
        role="progressbar"
        aria-label={_('ml-model.labels.label')}
        aria-valuemin={0}
        aria-valuemax={min}
        aria-valuenow={Math.min(count, min)}
        aria-valuetext={_('ml-model.labels.value', values)}
      >
        <Progress.Section withAria={false} value={percent} color={count >= min ? 'teal.9' : 'blue.8'} />
      </Progress.Root>
      <Text size="sm">{_('ml-model.labels.value', values)}</Text>
      <Text size="sm">
        <Anchor component={Link} to={paths.secrets}>
          {_('ml-model.labels.where')}
        </Anchor>
      </Text>
    </Stack>
  );
}
