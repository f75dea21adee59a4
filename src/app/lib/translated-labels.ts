import type { MessageDescriptor } from '@lingui/core';
import { i18n } from './i18n';
import english from './locales/en.json';

const ENGLISH: Record<string, string> = english;

/**
 * A table of labels, each read in the console's language when it is read (a getter over its message), as
 * `LEVEL_TEXT` in components/level-badge.tsx: a module-level table (`STAGE_LABELS.build`) then follows a
 * language switch. Read before any language is active (a page's module evaluated while the catalog chunk
 * still loads), a label is its English words as this folder's catalog has them, rather than Lingui's error.
 */
export function translatedLabels<K extends string>(messages: Record<K, MessageDescriptor>): Record<K, string> {
  const labels = {} as Record<K, string>;
  for (const key of Object.keys(messages) as K[]) {
    const message = messages[key];
    Object.defineProperty(labels, key, {
      enumerable: true,
      get: () => (i18n.locale ? i18n._(message) : (ENGLISH[message.id] ?? message.id)),
    });
  }
  return labels;
}
