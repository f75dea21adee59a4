import {
  ActionIcon,
  AppShell,
  Badge,
  Box,
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
import type { Role } from '../../contract/profile';
import { LanguageSelect } from '../components/language-select';
import { useT } from '../lib/i18n';
import { profileQuery } from '../lib/profile-query';
import { ROLE_NAMES } from '../lib/role-names';
import { logOut } from '../lib/session-lifecycle';
import { describeInstance, useSession } from '../lib/session-store';

type AppHeaderProps = { navOpened: boolean; onToggleNav: () => void };

export function AppHeader({ navOpened, onToggleNav }: AppHeaderProps) {
  const _ = useT();
  const { baseUrl } = useSession();
  const profile = useQuery(profileQuery());

  return (
    <AppShell.Header px="md">
      <Group h="100%" justify="space-between" wrap="nowrap" gap="sm">
        <Group gap="sm" wrap="nowrap">
          <Burger
            opened={navOpened}
            onClick={onToggleNav}
            hiddenFrom="sm"
            size="sm"
            aria-label={_('shell.toggleNavigation')}
          />
          <Text fw={800} size="lg" component="span">
            Argus
          </Text>
          <Text size="sm" c="dimmed" visibleFrom="md" component="span">
            {_('shell.instance', { instance: describeInstance(baseUrl) })}
          </Text>
        </Group>
        <Group gap="sm" wrap="nowrap">
          <UserSummary loading={profile.isPending} username={profile.data?.username} role={profile.data?.role} />
          <LanguageSelect compact />
          <ColorSchemeToggle />
          <Button variant="default" size="xs" onClick={logOut}>
            {_('shell.logOut')}
          </Button>
        </Group>
      </Group>
    </AppShell.Header>
  );
}

/**
 * Who is signed in, in a slot of one width whether the profile has loaded or not: the profile arriving
 * after the first paint then changes what is inside the slot, not where the header's controls are
 * (Lighthouse counted that move as a layout shift of the header on the policies page).
 */
const USER_SLOT_WIDTH = 220;

function UserSummary({ loading, username, role }: { loading: boolean; username?: string; role?: Role }) {
  return (
    <Box w={USER_SLOT_WIDTH} visibleFrom="xs" style={{ display: 'flex', justifyContent: 'flex-end' }}>
      <UserSummaryContent loading={loading} username={username} role={role} />
    </Box>
  );
}

function UserSummaryContent({ loading, username, role }: { loading: boolean; username?: string; role?: Role }) {
  const _ = useT();
  if (loading) return <Skeleton height={20} width={120} aria-hidden="true" />;
  if (!username || !role) return null;
  const roleName = _(ROLE_NAMES[role]);
  return (
    <Group gap={6} wrap="nowrap" miw={0} aria-label={_('shell.signedInAs', { username, role: roleName })} role="group">
      <Text size="sm" fw={600} component="span" truncate="end" miw={0}>
        {username}
      </Text>
      <Badge variant="light" size="sm" style={{ flexShrink: 0 }}>
        {roleName}
      </Badge>
    </Group>
  );
}

function ColorSchemeToggle() {
  const _ = useT();
  const { setColorScheme } = useMantineColorScheme();
  const computed = useComputedColorScheme('light', { getInitialValueInEffect: true });
  return (
    <ActionIcon
      variant="default"
      size="lg"
      aria-label={_('shell.toggleColorScheme')}
      onClick={() => setColorScheme(computed === 'dark' ? 'light' : 'dark')}
    >
      {computed === 'dark' ? <SunIcon /> : <MoonIcon />}
    </ActionIcon>
  );
}
