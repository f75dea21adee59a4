import { AppShell, Group, NavLink, Title } from '@mantine/core';
import { NavLink as RouterLink, Outlet } from 'react-router';

export function App() {
  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 220, breakpoint: 'sm' }} padding="md">
      <AppShell.Header>
        <Group h="100%" px="md">
          <Title order={3}>Customer portal</Title>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs">
        <NavLink component={RouterLink} to="/invoices" label="Invoices" />
        <NavLink component={RouterLink} to="/profile" label="Profile" />
      </AppShell.Navbar>
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
    </AppShell>
  );
}
