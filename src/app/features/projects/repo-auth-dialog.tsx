import { Modal } from '@mantine/core';
import type { ProjectDetail } from '../../../contract/projects';
import { useT } from '../../lib/i18n';
import { RepoAuthForm } from './repo-auth-form';

/** The credentials dialog: the form (react-hook-form and the contract's resolver) in Mantine's Modal. */
export function RepoAuthDialog({
  project,
  opened,
  onClose,
}: {
  project: ProjectDetail;
  opened: boolean;
  onClose: () => void;
}) {
  const _ = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={_('projects.credentials.dialogTitle', { name: project.name })}
      closeButtonProps={{ 'aria-label': _('projects.credentials.close') }}
    >
      {opened ? <RepoAuthForm project={project} onDone={onClose} /> : null}
    </Modal>
  );
}
