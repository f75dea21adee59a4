import type { MessageDescriptor } from '@lingui/core';
import { Badge } from '@mantine/core';
import type { Level } from '../../contract/policies';
import { i18n, msg, useT } from '../lib/i18n';

const LEVEL_MESSAGES: Record<Level, MessageDescriptor> = {
  info: msg('components.level.info'),
  warning: msg('components.level.warning'),
  critical: msg('components.level.critical'),
};

/** The words for a level, read when shown (getters) so they follow the console's language. */
export const LEVEL_TEXT: Record<Level, string> = {
  get info() {
    return i18n._(LEVEL_MESSAGES.info);
  },
  get warning() {
    return i18n._(LEVEL_MESSAGES.warning);
  },
  get critical() {
    return i18n._(LEVEL_MESSAGES.critical);
  },
};

/**
 * A policy level as a filled badge whose text passes WCAG AA: white on blue-8
 * (4.9:1) and red-9 (5.4:1), near-black on yellow-4 (12:1); the word says it too.
 */
const STYLE: Record<Level, { color: string; c: string }> = {
  info: { color: 'blue.8', c: 'white' },
  warning: { color: 'yellow.4', c: 'dark.9' },
  critical: { color: 'red.9', c: 'white' },
};

export function LevelBadge({ level }: { level: Level }) {
  const _ = useT();
  return (
    // Mantine's badge reports no minimum width, so a table column would squeeze it to "CRITI…".
    <Badge variant="filled" color={STYLE[level].color} c={STYLE[level].c} style={{ minWidth: 'max-content' }}>
      {_(LEVEL_MESSAGES[level])}
    </Badge>
  );
}
