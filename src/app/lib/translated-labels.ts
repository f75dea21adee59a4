import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';

/**
 * A table of labels, each read in the console's language when it is read (a getter over its message), as
 * `LEVEL_TEXT` in components/level-badge.tsx: a module-level table (`STAGE_LABELS.build`) then follows a
 * language switch and is never translated at import, before a language is active.
 */
export function translatedLabels<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    Object.defineProperty(labels, key, { enumerable: true, get: () => i18n._(messages[key]) });
  }
  return labels;
}
