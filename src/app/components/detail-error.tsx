import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { errorMessage, errorStatus } from '../lib/error-message';

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
  const notFound = errorStatus(error) === 404 || id === undefined;
  return (
    <Alert color={notFound ? 'gray' : 'red'} title={notFound ? `No such ${noun}` : `Could not load this ${noun}`}>
      <Text size="sm" mb="sm">
        {notFound
          ? `There is no ${noun} with the id ${id ?? '(none)'}. It may have been deleted, or the link is wrong.`
          : errorMessage(error)}
      </Text>
      <Group gap="sm">
        {notFound ? null : (
          <Button size="xs" variant="default" onClick={onRetry}>
            Retry
          </Button>
        )}
        <Anchor component={Link} to={back.to} size="sm">
          {back.label}
        </Anchor>
      </Group>
    </Alert>
  );
}
