import { AppShell, Progress } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import '../styles/app-styles';
import '@mantine/notifications/styles.css';
import { QueryClientProvider } from '@tanstack/react-query';
import { Navigate, Outlet, useLocation, useNavigation } from 'react-router';
import { loginPath } from '../lib/paths';
import { sessionStore, useSession } from '../lib/session-store';
import { useT } from '../lib/i18n';
import { queryClient } from '../lib/query-client';
import { AppHeader } from './app-header';
import { AppNavbar } from './app-navbar';
import { NotificationsOnDemand } from './notifications-on-demand';
import { SkipLink } from '../components/skip-link';

/** The frame of every signed-in page: header, navbar, main. */
export function AppLayout() {
  const _ = useT();
  const [navOpened, { toggle, close }] = useDisclosure(false);
  const { token } = useSession();
  const location = useLocation();
  const navigation = useNavigation();

  // The session ended while a page was shown. After a 401, come back here once signed in again.
  if (!token) {
    const next = sessionStore.getEndReason() === 'logout' ? undefined : location.pathname + location.search;
    return <Navigate to={loginPath(next)} replace />;
  }

  // Only signed-in pages query the service; the provider lives here, not in main.tsx, so react-query
  // stays out of the entry chunk the login page loads (issue 19).
  return (
    <QueryClientProvider client={queryClient}>
      <AppShell
        header={{ height: 56 }}
        navbar={{ width: 220, breakpoint: 'sm', collapsed: { mobile: !navOpened } }}
        padding="lg"
      >
        <SkipLink />
        {/* Only signed-in pages notify; kept out of the entry chunk so the login page stays small. */}
        <NotificationsOnDemand />
        <AppHeader navOpened={navOpened} onToggleNav={toggle} />
        <AppNavbar onNavigate={close} />
        <AppShell.Main id="main" tabIndex={-1} style={{ outline: 'none' }}>
          {navigation.state === 'loading' ? (
            <Progress
              value={100}
              animated
              size="xs"
              pos="fixed"
              top={56}
              left={0}
              right={0}
              aria-label={_('shell.loadingPage')}
              style={{ zIndex: 200 }}
            />
          ) : null}
          <Outlet />
        </AppShell.Main>
      </AppShell>
    </QueryClientProvider>
  );
}
