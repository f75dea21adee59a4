import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../lib/error-message';
import { useT } from '../lib/i18n';

type DetailErrorProps = {
  error: unknown;
  /** "project", "dependency", … */
  noun: string;
  id: string | undefined;
  /** Where the list is, e.g. { to: '/projects', label: 'All projects' }. */
  back: { to: string; label: string };
  onRetry: () => void;
};

/** A record page that could not be shown: not found (deleted, or a wrong link), or failed with a retry. */
export function DetailError({ error, noun, id, back, onRetry }: DetailErrorProps) {
  const _ = useT();
  const notFound = errorStatus(error) === 404 || id === undefined;
  return (
    <Alert
      color={notFound ? 'gray' : 'red'}
      title={notFound ? _('components.detail.notFoundTitle', { noun }) : _('components.detail.loadFailed', { noun })}
    >
      <Text size="sm" mb="sm">
        {notFound
          ? _('components.detail.notFoundText', { noun, id: id ?? _('components.detail.noId') })
          : errorMessage(error)}
      </Text>
      <Group gap="sm">
        {notFound ? null : (
          <Button size="xs" variant="default" onClick={onRetry}>
            {_('components.detail.retry')}
          </Button>
        )}
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      </Group>
    </Alert>
  );
}
