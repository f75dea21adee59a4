import { describe, expect, it } from 'vitest';
import { TRIGGER_GROUPS, triggerCatalog } from '../../../../contract/triggers';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { FIELD_DESCRIPTIONS, GROUP_LABELS, TRIGGER_LABELS } from '../trigger-messages';

const _ = i18n._.bind(i18n);

/** Every payload field the catalog endpoint describes, with the server's (English) description. */
const fields = () =>
  new Map(
    triggerCatalog().flatMap((t) =>
      Object.entries((t.payload_schema.properties ?? {}) as Record<string, { description?: string }>).map(
        ([name, node]) => [name, node.description] as const,
      ),
    ),
  );

describe('trigger messages', () => {
  it('say in English exactly what the contract and the catalog endpoint say', () => {
    for (const trigger of triggerCatalog()) expect(_(TRIGGER_LABELS[trigger.value])).toBe(trigger.label);
    for (const group of TRIGGER_GROUPS) expect(_(GROUP_LABELS[group.value])).toBe(group.label);
    for (const [name, description] of fields()) {
      expect(FIELD_DESCRIPTIONS[name], name).toBeDefined();
      expect(_(FIELD_DESCRIPTIONS[name]!)).toBe(description);
    }
  });

  it('have a Russian text for every trigger, group and payload field', async () => {
    await activateLanguage('ru');
    const texts = [
      ...triggerCatalog().map((t) => _(TRIGGER_LABELS[t.value])),
      ...TRIGGER_GROUPS.map((g) => _(GROUP_LABELS[g.value])),
      ...[...fields().keys()].map((name) => _(FIELD_DESCRIPTIONS[name]!)),
    ];
    for (const text of texts) expect(text).toMatch(/[а-яё]/i);
  });
});
