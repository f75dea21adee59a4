import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { LanguageSelect } from '../../components/language-select';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { useT } from '../../lib/i18n';
import { profileQuery } from './api';
import { ProfileDetails } from './profile-details';
import { ProfileForm } from './profile-form';
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
        {profile.data ? <ProfileForm key={profile.data.id} profile={profile.data} /> : null}
        <LanguageSelect />
        <Divider />
        <TokenSection />
      </Stack>
    </>
  );
}
