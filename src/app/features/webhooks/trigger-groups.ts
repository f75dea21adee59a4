import type { MessageDescriptor } from '@lingui/core';
import { TRIGGER_GROUPS, TRIGGERS, type Trigger } from '../../../contract/triggers';
import type { useT } from '../../lib/i18n';
import { GROUP_LABELS, TRIGGER_LABELS } from './trigger-messages';

export type Translate = ReturnType<typeof useT>;

/** A trigger's label in the console's language; a value the console does not know shows as it came. */
export const triggerLabel = (_: Translate, value: string, fallback = value) => {
  const label = TRIGGER_LABELS[value as Trigger] as MessageDescriptor | undefined;
  return label ? _(label) : fallback;
};

/** A group's label in the console's language. */
export const groupLabel = (_: Translate, value: string, fallback = value) => {
  const label = GROUP_LABELS[value as keyof typeof GROUP_LABELS] as MessageDescriptor | undefined;
  return label ? _(label) : fallback;
};

/** The event picker's groups: the contract's order, without `test` (not subscribable); labels translated where shown. */
export const EVENT_GROUPS = TRIGGER_GROUPS.filter((g) => g.value !== 'test').map((group) => ({
  value: group.value,
  label: GROUP_LABELS[group.value],
  triggers: TRIGGERS.filter((t) => t.group === group.value).map((t) => ({
    value: t.value as string,
    label: TRIGGER_LABELS[t.value],
  })),
}));

const ORDER = new Map<string, number>(TRIGGERS.map((t, i) => [t.value, i]));

/** Events in the catalog's order, so the same choice always reads (and is sent) the same. */
export const inCatalogOrder = (events: readonly string[]) =>
  [...events].sort((a, b) => (ORDER.get(a) ?? Infinity) - (ORDER.get(b) ?? Infinity));
