import { TRIGGER_GROUPS, TRIGGERS, type Trigger } from '../../../contract/triggers';

const TRIGGER_LABELS = Object.fromEntries(TRIGGERS.map((t) => [t.value, t.label])) as Record<Trigger, string>;

export const triggerLabel = (value: string) => TRIGGER_LABELS[value as Trigger] ?? value;

/** The event picker's groups: the contract's order, without `test` (not subscribable). */
export const EVENT_GROUPS = TRIGGER_GROUPS.filter((g) => g.value !== 'test').map((group) => ({
  ...group,
  triggers: TRIGGERS.filter((t) => t.group === group.value).map((t) => ({ value: t.value as string, label: t.label })),
}));

const ORDER = new Map<string, number>(TRIGGERS.map((t, i) => [t.value, i]));

/** Events in the catalog's order, so the same choice always reads (and is sent) the same. */
export const inCatalogOrder = (events: readonly string[]) =>
  [...events].sort((a, b) => (ORDER.get(a) ?? Infinity) - (ORDER.get(b) ?? Infinity));
