import { afterEach, describe, expect, it } from 'vitest';
import type { MatchedRule } from '../../../contract/policies';
import { activateLanguage } from '../i18n';
import { matchedRuleLines } from '../matched-rules';

const on = (
  vulnerability_id: string | null,
  field: string,
  operator: MatchedRule['operator'],
  value: string,
  actual: string | null,
) => ({ field, operator, value, actual, vulnerability_id }) satisfies MatchedRule;

const RULES: MatchedRule[] = [
  on('CVE-2022-22965', 'vulnerability_id_list', 'in', 'CVE-2021-44228,CVE-2022-22965', 'CVE-2022-22965'),
  on(null, 'relation', 'eq', 'direct', 'direct'),
  on('CVE-2022-22965', 'cvss3_score', 'gte', '7.0', '9.8'),
  on(null, 'license_list', 'not_in', 'GPL-3.0-only', null),
  on('CVE-2021-1', 'cvss3_severity', 'gte', 'high', 'critical'),
];

describe('matched rules as lines (issue 29)', () => {
  afterEach(() => activateLanguage('en'));

  it("group a vulnerability's rules on its line, and name the value found only where it tells something", () => {
    expect(matchedRuleLines(RULES)).toEqual([
      'CVE-2022-22965: Vulnerability ID is one of CVE-2021-44228, CVE-2022-22965; CVSS 3 score is at least 7.0 (found 9.8)',
      'Relation is Direct',
      'License is none of GPL-3.0-only (none found)',
      'CVE-2021-1: CVSS 3 severity is at least High (found Critical)',
    ]);
  });

  it('read in Russian with the rule builder’s Russian words', async () => {
    await activateLanguage('ru');
    expect(matchedRuleLines(RULES)).toEqual([
      'CVE-2022-22965: Идентификатор уязвимости одно из CVE-2021-44228, CVE-2022-22965; Оценка CVSS 3 не меньше 7.0 (найдено: 9.8)',
      'Тип зависимости равно Прямая',
      'Лицензия ни одно из GPL-3.0-only (значений нет)',
      'CVE-2021-1: Критичность CVSS 3 не меньше Высокая (найдено: Критическая)',
    ]);
  });
});
