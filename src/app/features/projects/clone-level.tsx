import type { MessageDescriptor } from '@lingui/core';
import type { CloneLevel } from '../../../contract/clones';
import { FilledBadge, TONES, type Tone } from '../../components/filled-badge';
import { msg, useT } from '../../lib/i18n';

/** A clone's level by its size (CONTRACT §19: low under 50 lines, medium 50–300, high above). */
export const CLONE_LEVEL_LABELS: Record<CloneLevel, MessageDescriptor> = {
  low: msg('projects.clones.level.low'),
  medium: msg('projects.clones.level.medium'),
  high: msg('projects.clones.level.high'),
};

/** A level with its bounds, for the project's counts by level. */
export const CLONE_LEVEL_BOUNDS: Record<CloneLevel, MessageDescriptor> = {
  low: msg('projects.clones.levelBounds.low'),
  medium: msg('projects.clones.levelBounds.medium'),
  high: msg('projects.clones.levelBounds.high'),
};

/** Black on gray-3 (16:1), near-black on yellow-4 (12:1), white on red-9 (5.4:1); the word says it too. */
const LEVEL_TONES: Record<CloneLevel, Tone> = {
  low: TONES.idle,
  medium: { color: 'yellow.4', c: 'dark.9' },
  high: TONES.bad,
};

export function CloneLevelBadge({ level }: { level: CloneLevel }) {
  const _ = useT();
  return <FilledBadge tone={LEVEL_TONES[level]}>{_(CLONE_LEVEL_LABELS[level])}</FilledBadge>;
}
