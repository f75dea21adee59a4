import { Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { SECRET_STATUSES, type SecretCounts as Counts, type SecretStatus } from '../../../contract/secrets';
import { formatNumber } from '../../lib/format';
import { useT } from '../../lib/i18n';
import { SECRET_STATUS_LABELS } from '../../lib/secret-queries';

/**
 * The findings by status above the list (of the project the list is narrowed to, else of all); each
 * count is a button that narrows the list to its status, pressed while it does.
 */
export function SecretCounts({
  counts,
  current,
  onPick,
}: {
  counts: Counts | undefined;
  current: string;
  onPick: (status: SecretStatus | '') => void;
}) {
  const _ = useT();
  return (
    <SimpleGrid
      component="ul"
      cols={{ base: 2, md: 4 }}
      spacing="sm"
      p={0}
      m={0}
      mb="md"
      style={{ listStyle: 'none' }}
      aria-label={_('secrets.counts.label')}
    >
      {SECRET_STATUSES.map((status) => {
        const pressed = current === status;
        return (
          <li key={status}>
            <UnstyledButton
              w="100%"
              aria-pressed={pressed}
              onClick={() => onPick(pressed ? '' : status)}
              data-testid={`secret-count-${status}`}
            >
              <Paper
                withBorder
                p="sm"
                radius="md"
                style={pressed ? { borderColor: 'var(--mantine-primary-color-filled)', borderWidth: 2 } : undefined}
              >
                <Text size="sm" fw={600}>
                  {SECRET_STATUS_LABELS[status]}
                </Text>
                {counts ? (
                  <Text fz={24} fw={700} lh={1.3}>
                    {formatNumber(counts[status])}
                  </Text>
                ) : (
                  <Skeleton height={24} width={48} my={4} />
                )}
              </Paper>
            </UnstyledButton>
          </li>
        );
      })}
    </SimpleGrid>
  );
}
