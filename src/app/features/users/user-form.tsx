import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, NativeSelect, Stack, Switch, TextInput } from '@mantine/core';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { ROLES } from '../../../contract/profile';
import { type User, type UserInput, UserInputSchema } from '../../../contract/users';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';
import { ROLE_NAMES } from '../../lib/role-names';

const FIELDS = ['username', 'role', 'first_name', 'last_name', 'email', 'is_active'] as const;

/** Create or edit a user: username, role, names, email, and (editing) whether it is active. */
export function UserForm({
  user,
  onSave,
  onCancel,
}: {
  user?: User;
  onSave: (input: UserInput) => Promise<unknown>;
  onCancel: () => void;
}) {
  const _ = useT();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<UserInput>({
    resolver: localizeResolver(zodResolver(UserInputSchema)),
    defaultValues: {
      username: user?.username ?? '',
      role: user?.role ?? 'user',
      first_name: user?.first_name ?? '',
      last_name: user?.last_name ?? '',
      email: user?.email ?? '',
      is_active: user?.is_active ?? true,
    },
  });
  const { errors, isSubmitting } = form.formState;
  const submit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      await onSave(input);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FIELDS));
    }
  });
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="sm">
        {formError ? <Alert color="red">{formError}</Alert> : null}
        <TextInput
          label={_('users.field.username')}
          description={_('users.field.usernameHint')}
          withAsterisk
          error={errors.username?.message}
          {...form.register('username')}
        />
        <NativeSelect
          label={_('users.field.role')}
          data={ROLES.map((role) => ({ value: role, label: _(ROLE_NAMES[role]) }))}
          error={errors.role?.message}
          {...form.register('role')}
        />
        <TextInput
          label={_('users.field.firstName')}
          error={errors.first_name?.message}
          {...form.register('first_name')}
        />
        <TextInput
          label={_('users.field.lastName')}
          error={errors.last_name?.message}
          {...form.register('last_name')}
        />
        <TextInput
          label={_('users.field.email')}
          type="email"
          error={errors.email?.message}
          {...form.register('email')}
        />
        {user ? (
          <Controller
            control={form.control}
            name="is_active"
            render={({ field }) => (
              <Switch
                label={_('users.field.active')}
                checked={field.value ?? true}
                onChange={(event) => field.onChange(event.currentTarget.checked)}
                error={errors.is_active?.message}
              />
            )}
          />
        ) : null}
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel}>
            {_('users.cancel')}
          </Button>
          <Button type="submit" loading={isSubmitting}>
            {user ? _('users.save') : _('users.create')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
