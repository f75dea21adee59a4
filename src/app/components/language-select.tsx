import { Button, Group, Text } from '@mantine/core';
import { chooseLanguage, currentLanguage, LANGUAGE_NAMES, LANGUAGES, useT } from '../lib/i18n';

/**
 * Switches the console's language and remembers the choice in this browser: one toggle button per
 * language in a named group. Buttons, not a select: every page has Mantine's Button already, so the
 * switch costs the login page's first load next to nothing. `compact` (the header) shows "EN"/"RU"
 * with the full name as the title, and keeps "Language" as the group's accessible name only.
 */
export function LanguageSelect({ compact = false }: { compact?: boolean }) {
  const _ = useT();
  const label = _('components.language');
  const current = currentLanguage();
  return (
    <div>
      {compact ? null : (
        <Text id="language-switch-label" size="sm" fw={500} mb={4}>
          {label}
        </Text>
      )}
      <Group
        gap={4}
        role="group"
        aria-label={compact ? label : undefined}
        aria-labelledby={compact ? undefined : 'language-switch-label'}
      >
        {LANGUAGES.map((language) => (
          <Button
            key={language}
            // Each name in its own language, so a screen reader pronounces it right.
            lang={language}
            size={compact ? 'compact-xs' : 'xs'}
            variant={language === current ? 'filled' : 'default'}
            aria-pressed={language === current}
            title={compact ? LANGUAGE_NAMES[language] : undefined}
            onClick={() => void chooseLanguage(language)}
          >
            {compact ? language.toUpperCase() : LANGUAGE_NAMES[language]}
          </Button>
        ))}
      </Group>
    </div>
  );
}
