import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/**
 * Mantine's defaults miss WCAG AA contrast in a few places (filled blue-6 with
 * white text is 3.6:1, dimmed gray-6 on white 3.3:1, red-6 error text 3.3:1).
 * Shade 8 for filled colors, darker text variables and the palest hover tints bring every pair to ≥ 4.5:1.
 */
export const theme = createTheme({
  primaryColor: 'blue',
  primaryShade: { light: 8, dark: 8 },
  fontFamilyMonospace: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
  // Users who ask their system for less motion get modals and notifications without fades.
  respectReducedMotion: true,
  components: {
    // Mantine's close buttons get their accessible name in the console's language: console-providers.tsx.
    // Mantine clips a badge's label with an ellipsis when its cell is narrow ("КРИТИ…", "PERM…"): a
    // status must always be read whole, so a badge is never narrower than its text and never clips it.
    // A plain entry, not `Badge.extend`: importing Badge here would put it in the login page's chunk.
    Badge: {
      styles: {
        root: { minWidth: 'max-content', overflow: 'visible' },
        label: { overflow: 'visible', textOverflow: 'clip' },
      },
    },
  },
});

export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-anchor': 'var(--mantine-color-blue-8)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-placeholder': 'var(--mantine-color-gray-6)',
    // Subtle and light buttons' hover: Mantine's tint under shade-9 text is about 4:1; the palest shade keeps ≥ 4.5:1.
    '--mantine-color-blue-light-hover': 'var(--mantine-color-blue-0)',
    '--mantine-color-red-light-hover': 'var(--mantine-color-red-0)',
  },
  dark: {
    '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
    '--mantine-color-error': 'var(--mantine-color-red-4)',
    '--mantine-color-placeholder': 'var(--mantine-color-dark-2)',
  },
});
