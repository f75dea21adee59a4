import { Badge } from '@mantine/core';
import type { CSSProperties, ReactNode } from 'react';

/** A background and text colour pair that passes WCAG AA (each table that uses one gives its ratios). */
export type Tone = { color: string; c: string };

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
