import { Alert, Button, Divider, Stack } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { PageHeader } from '../../components/page-header';
import { errorMessage } from '../../lib/api-client';
import { profileQuery } from './api';
import { ProfileDetails } from './profile-details';
import { TokenSection } from './token-section';

export function ProfilePage() {
  const profile = useQuery(profileQuery());

  return (
    <>
      <PageHeader title="Profile" />
      <Stack gap="xl">
        {profile.isError ? (
          <Alert color="red" title="Could not load your profile">
            {errorMessage(profile.error)}
            <Button size="xs" variant="default" ml="sm" onClick={() => void profile.refetch()}>
              Retry
            </Button>
          </Alert>
        ) : (
          <ProfileDetails profile={profile.data} />
        )}
        <Divider />
        <TokenSection />
      </Stack>
    </>
  );
}
