import { afterEach, describe, expect, it } from 'vitest';
import type { ConditionGroup } from '../../../../contract/condition-tree';
import { OPERATORS_BY_TYPE } from '../../../../contract/condition-tree';
import { CONDITIONS } from '../../../../contract/conditions';
import { activateLanguage, i18n } from '../../../lib/i18n';
import { fieldLabel, operatorLabel } from '../../../lib/rule-labels';
import { ruleText } from '../../../lib/rule-text';
import { treeSummary } from '../condition-tree-text';
import { EXPLOITABLE } from './fixtures';

const TREE = EXPLOITABLE.condition_tree as unknown as ConditionGroup;

describe('condition tree as text', () => {
  afterEach(() => activateLanguage('en'));

  it('has words for every field and every operator of its value type, in both languages', async () => {
    for (const language of ['en', 'ru'] as const) {
      await activateLanguage(language);
      for (const condition of CONDITIONS) {
        // Lingui answers a message it lacks with its id.
        expect(fieldLabel(condition.key)).not.toMatch(/^policies\./);
        for (const operator of OPERATORS_BY_TYPE[condition.value_type]) {
          expect(operatorLabel(operator, condition.value_type)).not.toMatch(/^policies\./);
        }
      }
    }
  });

  it('reads rules as sentences: choices by their words, lists with spaces, free text quoted', () => {
    expect(ruleText({ field: 'purl', operator: 'regex', value: '^pkg:npm/lodash' })).toBe(
      'Package URL matches the regex “^pkg:npm/lodash”',
    );
    expect(ruleText({ field: 'relation', operator: 'neq', value: 'transitive' })).toBe('Relation is not Transitive');
    expect(ruleText({ field: 'relation', operator: 'contains', value: 'dir' })).toBe('Relation contains “dir”');
    expect(ruleText({ field: 'license_list', operator: 'not_in', value: 'MIT,ISC' })).toBe(
      'License is none of MIT, ISC',
    );
    expect(ruleText({ field: 'cvss2_score', operator: 'lte', value: '4.0' })).toBe('CVSS 2 score is at most 4.0');
    expect(ruleText({ field: 'dependency_is_dangerous', operator: 'eq', value: 'false' })).toBe(
      'Dangerous dependency is No',
    );
  });

  it('puts a tree on one line with its groups in parentheses, in English and Russian', async () => {
    expect(treeSummary(TREE)).toBe(
      '(Exploit exists is Yes AND Fixed version exists is Yes) OR (Relation is Direct AND CVSS 3 severity is at least High)',
    );
    await activateLanguage('ru');
    expect(treeSummary(TREE)).toBe(
      '(Есть эксплойт равно Да И Есть исправленная версия равно Да) ИЛИ (Тип зависимости равно Прямая И Критичность CVSS 3 не меньше Высокая)',
    );
    expect(ruleText({ field: 'purl', operator: 'icontains', value: 'Lodash' })).toBe(
      'PURL содержит (без учёта регистра) «Lodash»',
    );
  });

  it('counts days and matches with the Russian plural forms', async () => {
    await activateLanguage('ru');
    expect([1, 2, 5].map((count) => i18n._('policies.detail.blocksAfter', { count }))).toEqual([
      'Да, когда оповещению исполнится 1 день',
      'Да, когда оповещению исполнится 2 дня',
      'Да, когда оповещению исполнится 5 дней',
    ]);
    expect(
      [
        [1, 1],
        [2, 2],
        [5, 5],
      ].map(([count, projects]) => i18n._('policies.preview.summary', { count, projects })),
    ).toEqual([
      'Совпадает 1 зависимость в 1 проекте.',
      'Совпадают 2 зависимости в 2 проектах.',
      'Совпадают 5 зависимостей в 5 проектах.',
    ]);
  });
});
