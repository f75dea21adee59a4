import type { MessageDescriptor } from '@lingui/core';
import { Badge, SimpleGrid, Skeleton, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import type { Profile } from '../../../contract/profile';
import { msg, useT } from '../../lib/i18n';
import { ROLE_NAMES } from '../../lib/role-names';

type Translate = ReturnType<typeof useT>;

const FIELDS: { key: string; label: MessageDescriptor; value: (p: Profile, _: Translate) => ReactNode }[] = [
  { key: 'username', label: msg('profile.username'), value: (p) => p.username },
  { key: 'role', label: msg('profile.role'), value: (p, _) => <Badge variant="light">{_(ROLE_NAMES[p.role])}</Badge> },
  { key: 'first_name', label: msg('profile.firstName'), value: (p) => p.first_name || '—' },
  { key: 'last_name', label: msg('profile.lastName'), value: (p) => p.last_name || '—' },
  { key: 'email', label: msg('profile.email'), value: (p) => p.email || '—' },
];

export function ProfileDetails({ profile }: { profile: Profile | undefined }) {
  const _ = useT();
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="xs" verticalSpacing="xs" maw={520} m={0}>
      {FIELDS.map((field) => (
        <div key={field.key} style={{ display: 'contents' }}>
          <Text component="dt" fw={600}>
            {_(field.label)}
          </Text>
          <Text component="dd" m={0}>
            {profile ? field.value(profile, _) : <Skeleton height={16} width={140} mt={4} />}
          </Text>
        </div>
      ))}
    </SimpleGrid>
  );
}
