import { Box, Fieldset, NativeSelect, PasswordInput, Text, TextInput } from '@mantine/core';
import { useWatch } from 'react-hook-form';
import { ARTIFACT_REPOSITORY_KINDS, type ArtifactRepository } from '../../../contract/catalog';
import { ResourceForm, type SectionFormProps, useResourceForm } from '../../components/resource-form';
import { SwitchField } from '../../components/switch-field';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { type RepositoryFormValues, type RepositoryOutput, resolver } from './repository-form-values';

const FIELDS = ['name', 'kind', 'url', 'credentials.username', 'credentials.password'] as const;

type RepositoryFormProps = SectionFormProps<RepositoryFormValues, RepositoryOutput, ArtifactRepository> & {
  /** Whether the repository has credentials stored now (false for a new one). */
  hasCredentials: boolean;
};

/** A registry's name, kind and address, and its credentials (write-only: never shown, only replaced or cleared). */
export function RepositoryForm({ cancelTo, hasCredentials, ...props }: RepositoryFormProps) {
  const _ = useT();
  const { form, view } = useResourceForm({
    ...props,
    noun: 'artifactRepository',
    resolver,
    next: (repository) => paths.artifactRepository(repository.id),
    serverErrors: (error, { setError }) => applyServerErrors(error, setError, [...FIELDS]),
  });
  const { register, control, formState } = form;
  const { errors } = formState;
  const clearing = useWatch({ control, name: 'clear_credentials' });
  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={600} gap="md">
      <TextInput
        label={_('artifact-repositories.name')}
        required
        autoComplete="off"
        {...register('name')}
        error={errors.name?.message}
      />
      <NativeSelect
        label={_('artifact-repositories.kind')}
        description={_('artifact-repositories.form.kindHelp')}
        data={[...ARTIFACT_REPOSITORY_KINDS]}
        {...register('kind')}
        error={errors.kind?.message}
      />
      <TextInput
        label={_('artifact-repositories.url')}
        description={_('artifact-repositories.form.urlHelp')}
        required
        type="url"
        autoComplete="off"
        spellCheck={false}
        {...register('url')}
        error={errors.url?.message}
      />
      <Fieldset legend={_('artifact-repositories.credentials.title')}>
        <Text size="sm" mb="sm">
          {hasCredentials
            ? _('artifact-repositories.credentials.keepHint')
            : _('artifact-repositories.credentials.optional')}
        </Text>
        {hasCredentials ? (
          <Box mb="sm">
            <SwitchField
              control={control}
              name="clear_credentials"
              label={_('artifact-repositories.credentials.clear')}
            />
          </Box>
        ) : null}
        {clearing ? (
          <Text size="sm">{_('artifact-repositories.credentials.clearing')}</Text>
        ) : (
          <>
            <TextInput
              label={_('artifact-repositories.credentials.username')}
              // Not the browser's saved login for Argus: these are the registry's.
              autoComplete="off"
              spellCheck={false}
              mb="sm"
              {...register('credentials.username')}
              error={errors.credentials?.username?.message}
            />
            <PasswordInput
              label={_('artifact-repositories.credentials.password')}
              description={_('artifact-repositories.credentials.passwordHelp')}
              autoComplete="new-password"
              visibilityToggleButtonProps={{ 'aria-label': _('artifact-repositories.credentials.showPassword') }}
              {...register('credentials.password')}
              error={errors.credentials?.password?.message}
              // Mantine marks a password input's error with data-invalid only; assistive technology needs aria-invalid.
              aria-invalid={errors.credentials?.password ? true : undefined}
            />
          </>
        )}
      </Fieldset>
    </ResourceForm>
  );
}
