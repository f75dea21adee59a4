import { AppShell, NavLink, Stack, Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link, useLocation } from 'react-router';
import { profileQuery } from '../lib/profile-query';
import { useT } from '../lib/i18n';
import { isActive, NAV_GROUPS, type NavItem } from './navigation';

export function AppNavbar({ onNavigate }: { onNavigate: () => void }) {
  const _ = useT();
  const { pathname } = useLocation();
  const role = useQuery(profileQuery()).data?.role;
  const links = (items: NavItem[]) =>
    items
      .filter((item) => !item.shownTo || item.shownTo(role))
      .map((item) => {
        const active = isActive(item, pathname);
        return (
          <NavLink
            key={item.to}
            component={Link}
            to={item.to}
            label={_(item.label)}
            active={active}
            // The light variant's hover background leaves blue text under 4.5:1; filled keeps white on blue-8.
            variant="filled"
            aria-current={active ? 'page' : undefined}
            onClick={onNavigate}
          />
        );
      });

  return (
    // The navbar is fixed to the viewport height: with every section listed it is taller than a
    // laptop screen, and the last links (Profile) must still be reachable.
    <AppShell.Navbar p="sm" aria-label={_('shell.mainNavigation')} style={{ overflowY: 'auto' }}>
      <Stack gap="md">
        {NAV_GROUPS.map((group) => {
          if (!group.label) return <div key={group.key}>{links(group.items)}</div>;
          const id = `nav-group-${group.key}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a named group of links; <fieldset> is for form controls.
            <div key={group.key} role="group" aria-labelledby={id}>
              <Text id={id} size="xs" fw={700} tt="uppercase" c="dimmed" px="sm" mb={4}>
                {_(group.label)}
              </Text>
              {links(group.items)}
            </div>
          );
        })}
      </Stack>
    </AppShell.Navbar>
  );
}
