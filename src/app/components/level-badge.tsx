import { Badge } from '@mantine/core';
import type { Level } from '../../contract/policies';

export const LEVEL_TEXT: Record<Level, string> = { info: 'Info', warning: 'Warning', critical: 'Critical' };

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
  return (
    // Mantine's badge reports no minimum width, so a table column would squeeze it to "CRITI…".
    <Badge variant="filled" color={STYLE[level].color} c={STYLE[level].c} style={{ minWidth: 'max-content' }}>
      {LEVEL_TEXT[level]}
    </Badge>
  );
}
