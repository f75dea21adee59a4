import { Alert, Button, Group, Modal, SimpleGrid, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery } from '@tanstack/react-query';
import type { Clone } from '../../../contract/clones';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { CloneFragment } from './clone-fragment';
import { CloneLevelBadge } from './clone-level';
import { cloneFragmentsQuery } from './clones-api';

/**
 * A clone's two fragments side by side, each with its line numbers, read from the workspaces now
 * (`/api/clones/{id}/fragments/`); one above the other on a narrow screen, where the dialog fills it.
 */
export function CloneCompare({ clone, opened, onClose }: { clone: Clone; opened: boolean; onClose: () => void }) {
  const _ = useT();
  const fragments = useQuery({ ...cloneFragmentsQuery(clone.id), enabled: opened });
  const narrow = useMediaQuery('(max-width: 62em)', false, { getInitialValueInEffect: false });
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={_('projects.clones.sideBySide')}
      fullScreen={narrow}
      size="min(120rem, calc(100vw - 4rem))"
      closeButtonProps={{ 'aria-label': _('projects.clones.close') }}
    >
      <Group gap="sm" mb="md" wrap="wrap">
        <CloneLevelBadge level={clone.level} />
        <Text size="sm">
          {_('projects.clones.size', { lines: clone.lines, tokens: clone.tokens, format: clone.format })}
        </Text>
      </Group>
      {fragments.isError ? (
        <Alert color="red" title={_('projects.clones.fragmentsFailed')} mb="md">
          <Text size="sm" mb="sm">
            {errorMessage(fragments.error)}
          </Text>
          <Button size="xs" variant="default" onClick={() => void fragments.refetch()}>
            {_('projects.clones.retry')}
          </Button>
        </Alert>
      ) : null}
      <SimpleGrid cols={narrow ? 1 : 2} spacing="lg">
        <CloneFragment
          id={`clone-${clone.id}-a`}
          side={clone.a}
          fragment={fragments.isError ? null : fragments.data?.a}
        />
        <CloneFragment
          id={`clone-${clone.id}-b`}
          side={clone.b}
          fragment={fragments.isError ? null : fragments.data?.b}
        />
      </SimpleGrid>
    </Modal>
  );
}
