import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A background and text colour pair that passes WCAG AA (each table that uses one gives its ratios). */
export type Tone = { color: string; c: string };

/**
 * The pairs the status badges share, by what a status says: black on gray-3 (16:1); white on blue-8
 * (4.9:1), teal-9 (5.0:1), red-9 (5.5:1) and gray-7 (8.2:1).
 */
export const TONES = {
  /** Waiting, not known yet, not in use. */
  idle: { color: 'gray.3', c: 'black' },
  /** Under way. */
  busy: { color: 'blue.8', c: 'white' },
  /** Done, working. */
  good: { color: 'teal.9', c: 'white' },
  /** Failed, failing. */
  bad: { color: 'red.9', c: 'white' },
  /** Stopped, by a person or by the service. */
  off: { color: 'gray.7', c: 'white' },
} as const satisfies Record<string, Tone>;

type FilledBadgeProps = {
  tone: Tone;
  children: ReactNode;
  style?: CSSProperties;
  tabIndex?: number;
  'aria-describedby'?: string;
};

/** A status as a filled badge; the word always says it too, so colour is never the only cue. */
export function FilledBadge({ tone, children, style, ...rest }: FilledBadgeProps) {
  return (
    // Mantine's badge reports no minimum width, so a table column would squeeze it to "CRITI…".
    <Badge
      variant="filled"
      color={tone.color}
      c={tone.c}
      radius="sm"
      style={{ minWidth: 'max-content', ...style }}
      {...rest}
    >
      {children}
    </Badge>
  );
}
