import type { MatchedRule } from '../../contract/policies';
import { i18n } from './i18n';
import { conditionValueText, ruleText } from './rule-text';

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

/**
 * Whether naming the value that met a rule says anything: not after "is" that value, nor when it is the
 * id of the vulnerability the line already starts with.
 */
const saysActual = ({ operator, value, actual, vulnerability_id }: MatchedRule & { actual: string }) =>
  !(operator === 'eq' && same(value, actual)) && !(vulnerability_id !== null && same(vulnerability_id, actual));

/** One rule met, in the rule builder's words, with the value that met it: "CVSS 3 score is at least 7.0 (found 7.5)". */
function metText(met: MatchedRule): string {
  const { field, operator, value, actual } = met;
  const rule = ruleText({ field, operator, value });
  if (actual === null) return i18n._('lib.matched.none', { rule });
  if (!saysActual({ ...met, actual })) return rule;
  return i18n._('lib.matched.found', { rule, actual: conditionValueText(field, actual) });
}

/**
 * What a policy met on a dependency (an alert's or a preview's `matched_rules`, issue 29) as lines in
 * the console's language: a rule on the dependency a line; the rules met on one vulnerability on one
 * line after its id ("CVE-2024-30105: CVSS 3 score is at least 7.0 (found 7.5); Exploit exists is Yes"),
 * as the English `matched_criteria` group them.
 */
export function matchedRuleLines(rules: readonly MatchedRule[]): string[] {
  const lines: string[] = [];
  const byVulnerability = new Map<string, { at: number; texts: string[] }>();
  for (const rule of rules) {
    if (rule.vulnerability_id === null) {
      lines.push(metText(rule));
      continue;
    }
    const group = byVulnerability.get(rule.vulnerability_id);
    if (group) group.texts.push(metText(rule));
    else {
      byVulnerability.set(rule.vulnerability_id, { at: lines.length, texts: [metText(rule)] });
      lines.push('');
    }
  }
  for (const [vulnerability, { at, texts }] of byVulnerability) {
    lines[at] = i18n._('lib.matched.onVulnerability', { vulnerability, rules: texts.join('; ') });
  }
  return lines;
}
