import { type ReactElement, useState } from 'react';
import { LoginPage } from './features/auth/login-page';
import { currentLanguage, type Language, loadEveryCatalog } from './lib/i18n';

/**
 * The signed-in console, ready to show: its router (react-router and the route table, a chunk of their
 * own) and every catalog of `language`. With `path`, the address becomes `path` first, replacing the
 * login page's in the history, as a sign-in does. A catalog that fails to load (network) is logged: the
 * console then shows message ids rather than nothing.
 */
export async function loadConsole(language: Language, path?: string): Promise<ReactElement> {
  const catalogs = loadEveryCatalog(language);
  const { createAppRouter } = await import('./app-router');
  if (path !== undefined) window.history.replaceState(null, '', path);
  // The router starts loading the page's code as it is created, while the catalogs may still be on their way.
  const app = createAppRouter();
  await catalogs.catch((error: unknown) => console.error(error));
  return app;
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
