import { Button, Code, Container, Text, Title } from '@mantine/core';
import { type ReactElement, useState } from 'react';
import { LoginPage } from './features/auth/login-page';
import { errorMessage } from './lib/error-message';
import { currentLanguage, type Language, loadEveryCatalog, useT } from './lib/i18n';

/**
 * The signed-in console, ready to show: its router (react-router and the route table, a chunk of their
 * own) and every catalog of `language`. With `path`, the address becomes `path` first, replacing the
 * login page's in the history, as a sign-in does. A catalog that fails to load (network) is logged: the
 * console then shows message ids rather than nothing. Rejects when the router's chunk does not load,
 * once the catalogs have settled, so what is shown instead (ConsoleLoadError) has its words.
 */
export async function loadConsole(language: Language, path?: string): Promise<ReactElement> {
  const catalogs = loadEveryCatalog(language).catch((error: unknown) => console.error(error));
  try {
    const { createAppRouter } = await import('./app-router');
    if (path !== undefined) window.history.replaceState(null, '', path);
    // The router starts loading the page's code as it is created, while the catalogs may still be on their way.
    return createAppRouter();
  } finally {
    await catalogs;
  }
}

/**
 * What main.tsx shows someone who opens /login without a session: the login page alone, from the entry
 * chunk, with no router, route table or catalog to fetch first (issue 19: its LCP against a bare React +
 * Mantine page). Signing in loads the console and hands the page over to it, at `next`.
 */
export function FirstPage() {
  const [app, setApp] = useState<ReactElement | null>(null);
  const [next] = useState(() => new URLSearchParams(window.location.search).get('next'));
  if (app) return app;
  return (
    <LoginPage
      next={next}
      onSignedIn={async (path) => {
        try {
          setApp(await loadConsole(currentLanguage(), path));
        } catch (error) {
          // The console's code did not load (a new deployment, the network): the session is started, so
          // opening the address afresh shows it or says what failed.
          console.error(error);
          window.location.assign(path);
        }
      }}
    />
  );
}

/**
 * Shown instead of the console when its router's chunk did not load (the network, a deployment that
 * replaced it): the route error page lives in that chunk, so this says the same from the entry's own
 * messages (login-en.ts) and offers a reload.
 */
export function ConsoleLoadError({ error }: { error: unknown }) {
  const _ = useT();
  return (
    <Container component="main" size="sm" py="xl">
      <Title order={1} mb="md">
        {_('shell.routeError.title')}
      </Title>
      <Text mb="xs">{_('shell.routeError.text')}</Text>
      <Code block mb="md">
        {errorMessage(error)}
      </Code>
      <Button onClick={() => window.location.reload()}>{_('shell.routeError.tryAgain')}</Button>
    </Container>
  );
}
