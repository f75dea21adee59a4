import { Box, Fieldset, Text } from '@mantine/core';
import { type Control, useWatch } from 'react-hook-form';
import type { RepoAuthKind } from '../../../contract/projects';
import { SwitchField } from '../../components/switch-field';
import { useT } from '../../lib/i18n';
import type { ProjectFormValues, ProjectOutput } from './project-form-values';
import { RepoAuthFields, type WithRepoAuth } from './repo-auth-fields';

/**
 * The project form's repository credentials. Empty, they change nothing: a new project has none, an
 * edited one keeps what is stored. With credentials stored, "Remove stored credentials" clears them.
 */
export function RepoCredentials({
  control,
  storedKind,
}: {
  control: Control<ProjectFormValues, unknown, ProjectOutput>;
  storedKind: RepoAuthKind;
}) {
  const _ = useT();
  const removing = useWatch({ control, name: 'remove_repo_auth' });
  const stored = storedKind !== 'none';
  return (
    <Fieldset legend={_('projects.credentials.title')}>
      <Text size="sm" mb="sm">
        {stored ? _('projects.credentials.keepHint', { kind: storedKind }) : _('projects.credentials.optional')}
      </Text>
      {stored ? (
        <Box mb="sm">
          <SwitchField control={control} name="remove_repo_auth" label={_('projects.credentials.remove')} />
        </Box>
      ) : null}
      {removing ? (
        <Text size="sm">{_('projects.credentials.removing')}</Text>
      ) : (
        // The form's values hold `repo_auth` as the dialog's do; the inputs are the same component.
        <RepoAuthFields control={control as unknown as Control<WithRepoAuth, unknown, ProjectOutput>} />
      )}
    </Fieldset>
  );
}
