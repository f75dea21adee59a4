import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense } from 'react';
import { LanguageSelect } from '../../components/language-select';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { profileQuery } from './api';
import { ProfileDetails } from './profile-details';
// The form (react-hook-form and the contract's resolver) loads after the page, in a chunk of its own.
const ProfileForm = lazy(() => import('./profile-form').then((m) => ({ default: m.ProfileForm })));
import { TokenSection } from './token-section';

export function ProfilePage() {
  const _ = useT();
  const profile = useQuery(profileQuery());

  return (
    <>
      <PageHeader title={_('profile.title')} />
      <Stack gap="xl">
        {profile.isError ? (
          <Alert color="red" title={_('profile.loadFailed')}>
            {errorMessage(profile.error)}
            <Button size="xs" variant="default" ml="sm" onClick={() => void profile.refetch()}>
              {_('profile.retry')}
            </Button>
          </Alert>
        ) : (
          <ProfileDetails profile={profile.data} />
        )}
        {profile.data ? (
          <Suspense fallback={null}>
            <ProfileForm key={profile.data.id} profile={profile.data} />
          </Suspense>
        ) : null}
        <LanguageSelect />
        <Divider />
        <TokenSection />
      </Stack>
    </>
  );
}
