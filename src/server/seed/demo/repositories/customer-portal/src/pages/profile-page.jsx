import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Stack, TextInput, Title } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { profileQuery, updateProfile } from '../api';

export const ProfileSchema = z.object({
  name: z.string().trim().min(1, 'Enter your name'),
  email: z.email('Enter a valid email address'),
  phone: z
    .string()
    .regex(/^\+?[0-9 ]{6,20}$/, 'Digits and spaces only')
    .or(z.literal('')),
});

export function ProfileForm({ profile }) {
  const queryClient = useQueryClient();
  const form = useForm({ resolver: zodResolver(ProfileSchema), defaultValues: profile });
  const save = useMutation({
    mutationFn: updateProfile,
    onSuccess: () => {
      notifications.show({ message: 'Profile saved' });
      return queryClient.invalidateQueries({ queryKey: ['profile'] });
    },
  });
  const { errors } = form.formState;

  return (
    <form onSubmit={form.handleSubmit((values) => save.mutate(values))}>
      <Stack maw={420}>
        <TextInput label="Name" {...form.register('name')} error={errors.name?.message} />
        <TextInput label="Email" {...form.register('email')} error={errors.email?.message} />
        <TextInput label="Phone" {...form.register('phone')} error={errors.phone?.message} />
        <Button type="submit" loading={save.isPending}>
          Save
        </Button>
      </Stack>
    </form>
  );
}

export function ProfilePage() {
  const { data } = useQuery(profileQuery());
  return (
    <Stack>
      <Title order={2}>Your profile</Title>
      {data && <ProfileForm profile={data} />}
    </Stack>
  );
}
