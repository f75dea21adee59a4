import { describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../../../contract/conditions';
import { STAGE_HELP, STAGES } from '../../../../contract/stages';
import { activateLanguage } from '../../../lib/i18n';
import { STAGE_HELP_LABELS } from '../../../lib/stage-labels';
import { CONDITION_TEXT, conditionHelp, conditionLabel } from '../condition-labels';

describe('condition words', () => {
  it('name every condition of the contract and no other', () => {
    expect(Object.keys(CONDITION_TEXT).sort()).toEqual(CONDITIONS.map((c) => c.key).sort());
  });

  it('read in English exactly as the contract (and the API) words them', () => {
    for (const condition of CONDITIONS) {
      expect(conditionLabel(condition)).toBe(condition.label);
      expect(conditionHelp(condition.key)).toBe(condition.help);
    }
    for (const stage of STAGES) expect(STAGE_HELP_LABELS[stage]).toBe(STAGE_HELP[stage]);
  });

  it('have Russian words for every condition, and keep the own words of a condition the console does not know', async () => {
    await activateLanguage('ru');
    for (const condition of CONDITIONS) {
      const text = CONDITION_TEXT[condition.key]!;
      // Lingui answers a message it lacks with its id.
      expect(conditionLabel(condition)).not.toBe(text.label.id);
      expect(conditionHelp(condition)).not.toBe(text.help.id);
    }
    expect(conditionLabel('dependency_age_days')).toBe('Возраст зависимости (дней), не менее');
    expect(conditionHelp('technology')).toBe('Экосистема: npm, pypi, maven, go, nuget, deb.');
    const unknown = { key: 'published_before', label: 'Published before', help: 'A date.' };
    expect(conditionLabel(unknown)).toBe('Published before');
    expect(conditionHelp(unknown)).toBe('A date.');
    expect(conditionLabel('no_such_key')).toBe('no_such_key');
  });
});
