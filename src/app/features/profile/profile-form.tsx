import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { Profile } from '../../../contract/profile';
import { type ProfilePatch, ProfilePatchSchema } from '../../../contract/users';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';
import { useUpdateProfile } from './api';

const FIELDS = ['first_name', 'last_name', 'email'] as const;

/** CONTRACT §11: PATCH /api/profile/, the signed-in user's names and email. */
export function ProfileForm({ profile }: { profile: Profile }) {
  const _ = useT();
  const update = useUpdateProfile();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<ProfilePatch>({
    resolver: localizeResolver(zodResolver(ProfilePatchSchema)),
    defaultValues: { first_name: profile.first_name, last_name: profile.last_name, email: profile.email },
  });
  const { errors, isSubmitting, isDirty } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const saved = await update.mutateAsync(input);
      form.reset({ first_name: saved.first_name, last_name: saved.last_name, email: saved.email });
      notifications.show({
        color: 'green',
        message: _('profile.form.saved'),
        closeButtonProps: { 'aria-label': _('profile.token.closeNotification') },
      });
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <Stack gap="sm" maw={520} component="section" aria-labelledby="profile-form-title">
      <Title order={2} size="h3" id="profile-form-title">
        {_('profile.form.title')}
      </Title>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack gap="sm">
          {formError ? <Alert color="red">{formError}</Alert> : null}
          <TextInput
            label={_('profile.firstName')}
            error={errors.first_name?.message}
            {...form.register('first_name')}
          />
          <TextInput label={_('profile.lastName')} error={errors.last_name?.message} {...form.register('last_name')} />
          <TextInput
            label={_('profile.email')}
            type="email"
            error={errors.email?.message}
            {...form.register('email')}
          />
          <Group>
            <Button type="submit" loading={isSubmitting} disabled={!isDirty}>
              {_('profile.form.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
