import { I18nProvider } from '@lingui/react';
import { MantineProvider, type MantineProviderProps, MantineThemeProvider } from '@mantine/core';
import { type ReactNode, useMemo } from 'react';
import { i18n, useT } from './lib/i18n';
import { cssVariablesResolver, theme } from './theme';

/**
 * Mantine's close buttons (modals, notifications, drawers) have no accessible name of their own: the
 * theme gives them one in the console's language, and a new one when the language changes.
 */
function LocalizedDefaults({ children }: { children: ReactNode }) {
  const _ = useT();
  const close = _('components.close');
  const defaults = useMemo(() => ({ components: { CloseButton: { defaultProps: { 'aria-label': close } } } }), [close]);
  return (
    <MantineThemeProvider theme={defaults} inherit>
      {children}
    </MantineThemeProvider>
  );
}

type Props = Omit<MantineProviderProps, 'theme' | 'cssVariablesResolver'> & { children: ReactNode };

/** The console's theme and languages, as main.tsx renders every page and the tests render theirs. */
export function ConsoleProviders({ children, ...mantine }: Props) {
  return (
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} {...mantine}>
      <I18nProvider i18n={i18n}>
        <LocalizedDefaults>{children}</LocalizedDefaults>
      </I18nProvider>
    </MantineProvider>
  );
}
