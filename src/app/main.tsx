import './lib/zod-setup';
import './styles/login-styles';
import { MantineProvider } from '@mantine/core';
import { I18nProvider } from '@lingui/react';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { activateLanguage, i18n, initialLanguage } from './lib/i18n';
import { routes } from './routes';
import { cssVariablesResolver, theme } from './theme';

// The router starts loading the first page's code at once; the language's catalog chunk loads
// alongside it, and the first render waits for both so no text shows in the wrong language.
const router = createBrowserRouter(routes);
const language = initialLanguage();

activateLanguage(language)
  .catch((error: unknown) => {
    // The catalog did not load (network): show the app with message ids rather than a blank page.
    console.error(error);
    i18n.loadAndActivate({ locale: language, messages: {} });
  })
  .finally(() =>
    createRoot(document.getElementById('root')!).render(
      <StrictMode>
        <MantineProvider
          theme={theme}
          cssVariablesResolver={cssVariablesResolver}
          defaultColorScheme="auto"
          // Mantine writes every theme variable into its <style> at run time instead of only the ones
          // that differ from its defaults, so default-css-variables.css (3.9 kB gzip) is not loaded (issue 19).
          deduplicateCssVariables={false}
        >
          <I18nProvider i18n={i18n}>
            <RouterProvider router={router} />
          </I18nProvider>
        </MantineProvider>
      </StrictMode>,
    ),
  );
