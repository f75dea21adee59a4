import { Badge, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '../../../contract/profile';

const FIELDS: { label: string; value: (p: Profile) => ReactNode }[] = [
  { label: 'Username', value: (p) => p.username },
  { label: 'Role', value: (p) => <Badge variant="light">{p.role}</Badge> },
  { label: 'First name', value: (p) => p.first_name || '—' },
  { label: 'Last name', value: (p) => p.last_name || '—' },
  { label: 'Email', value: (p) => p.email || '—' },
];

export function ProfileDetails({ profile }: { profile: Profile | undefined }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" maw={520} m={0}>
      {FIELDS.map((field) => (
        <div key={field.label} style={{ display: 'contents' }}>
          <Text component="dt" fw={600}>
            {field.label}
          </Text>
          <Text component="dd" m={0}>
            {profile ? field.value(profile) : <Skeleton height={16} width={140} mt={4} />}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
