import { NativeSelect } from '@mantine/core';
import { chooseLanguage, currentLanguage, isLanguage, LANGUAGE_NAMES, LANGUAGES, useT } from '../lib/i18n';

/**
 * Switches the console's language and remembers the choice in this browser. A native select: light
 * enough for the login page's first load (Mantine's Select brings its whole combobox). `compact` (the
 * header) keeps "Language" as the accessible name only.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const _ = useT();
  const label = _('components.language');
  return (
    <NativeSelect
      label={compact ? undefined : label}
      aria-label={compact ? label : undefined}
      size={compact ? 'xs' : 'sm'}
      w={compact ? undefined : 200}
      value={currentLanguage()}
      onChange={(event) => {
        const value = event.currentTarget.value;
        if (isLanguage(value)) void chooseLanguage(value);
      }}
    >
      {LANGUAGES.map((language) => (
        // Each name in its own language, so a screen reader pronounces it right.
        <option key={language} value={language} lang={language}>
          {LANGUAGE_NAMES[language]}
        </option>
      ))}
    </NativeSelect>
  );
}
