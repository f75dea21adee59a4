import {
  ActionIcon,
  AppShell,
  Badge,
  Burger,
  Button,
  Group,
  Skeleton,
  Text,
  useComputedColorScheme,
  useMantineColorScheme,
} from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { MoonIcon, SunIcon } from '../components/icons';
import { describeInstance, useSession } from '../lib/session-store';
import { profileQuery } from '../lib/profile-query';
import { logOut } from '../lib/session-lifecycle';

type AppHeaderProps = { navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const { baseUrl } = useSession();
  const profile = useQuery(profileQuery());

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger opened={navOpened} onClick={onToggleNav} hiddenFrom="sm" size="sm" aria-label="Toggle navigation" />
          <Text fw={800} size="lg" component="span">
            Argus
          </Text>
          <Text size="sm" c="dimmed" visibleFrom="md" component="span">
            Instance: {describeInstance(baseUrl)}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <UserSummary loading={profile.isPending} username={profile.data?.username} role={profile.data?.role} />
          <ColorSchemeToggle />
          <Button variant="default" size="xs" onClick={logOut}>
            Log out
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}

function UserSummary({ loading, username, role }: { loading: boolean; username?: string; role?: string }) {
  if (loading) return <Skeleton height={20} width={120} aria-hidden="true" />;
  if (!username) return null;
  return (
    <Group gap={6} wrap="nowrap" visibleFrom="xs" aria-label={`Signed in as ${username} (${role})`} role="group">
      <Text size="sm" fw={600} component="span">
        {username}
      </Text>
      <Badge variant="light" size="sm">
        {role}
      </Badge>
    </Group>
  );
}

function ColorSchemeToggle() {
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label="Toggle color scheme"
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
