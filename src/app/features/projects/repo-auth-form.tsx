import { Alert, Button, Group, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { type ProjectDetail, RepoAuthSchema } from '../../../contract/projects';
import { contractResolver } from '../../lib/contract-resolver';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';
import { useSetRepoAuth } from './api';
import { RepoAuthFields, type WithRepoAuth } from './repo-auth-fields';
import { EMPTY_REPO_AUTH, REPO_AUTH_FIELDS, requiredRepoAuth } from './repo-auth-values';

const InputSchema = z.object({ repo_auth: RepoAuthSchema });

// Judged by the contract's schema, as the server judges the PATCH; empty fields are blank there.
const resolver = localizeResolver(
  contractResolver(InputSchema, (values: WithRepoAuth) => ({ repo_auth: requiredRepoAuth(values.repo_auth) })),
);

/**
 * "Set credentials" (in a dialog, loaded when it first opens): new credentials replace the stored ones.
 * The inputs start empty (nothing stored is ever shown) and are gone once the dialog closes.
 */
export function RepoAuthForm({ project, onDone }: { project: ProjectDetail; onDone: () => void }) {
  const _ = useT();
  const save = useSetRepoAuth(project.id);
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<WithRepoAuth, unknown, z.output<typeof InputSchema>>({
    resolver,
    defaultValues: { repo_auth: EMPTY_REPO_AUTH },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const submit = form.handleSubmit(async ({ repo_auth }) => {
    setFormError(null);
    try {
      await save.mutateAsync(repo_auth);
      form.reset();
      notifications.show({ color: 'green', message: _('projects.credentials.saved', { name: project.name }) });
      onDone();
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, REPO_AUTH_FIELDS));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate aria-label={_('projects.credentials.formLabel')}>
      <Stack gap="md">
        {formError ? (
          <Alert color="red" title={_('projects.credentials.notSaved')} role="alert">
            {formError}
          </Alert>
        ) : null}
        <RepoAuthFields control={form.control} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone}>
            {_('projects.credentials.cancel')}
          </Button>
          <Button type="submit" loading={form.formState.isSubmitting}>
            {_('projects.credentials.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
