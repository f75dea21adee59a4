import './lib/zod-setup';
import './styles/login-styles';
import { type ReactElement, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { ConsoleProviders } from './console-providers';
import { ConsoleLoadError, FirstPage, loadConsole } from './first-page';
import { activateLanguage, initialLanguage } from './lib/i18n';
import { paths } from './lib/paths';
import { sessionStore } from './lib/session-store';

const language = initialLanguage();
// Someone opening the login page without a session sees it straight from this chunk, its English in it
// too (issue 19): no router, route table or catalog is fetched before it shows. Anywhere else the
// console's router and catalogs load first, and the first render waits for both so no text shows in
// the wrong language.
const loginFirst = window.location.pathname === paths.login && sessionStore.getToken() === null;
const first: Promise<ReactElement> = loginFirst
  ? activateLanguage(language).then(
      () => <FirstPage />,
      (error: unknown) => {
        // The Russian catalog did not load (network): the page shows message ids rather than nothing.
        console.error(error);
        return <FirstPage />;
      },
    )
  : loadConsole(language).catch((error: unknown) => {
      console.error(error);
      return <ConsoleLoadError error={error} />;
    });

void first.then((page) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <ConsoleProviders
        defaultColorScheme="auto"
        // Mantine writes every theme variable into its <style> at run time instead of only the ones
        // that differ from its defaults, so default-css-variables.css (3.9 kB gzip) is not loaded (issue 19).
        deduplicateCssVariables={false}
      >
        {page}
      </ConsoleProviders>
    </StrictMode>,
  ),
);
