import type { ConditionGroup } from '../../../contract/condition-tree';
import { i18n } from '../../lib/i18n';
import { ruleText } from '../../lib/rule-text';

/**
 * The whole tree on one line, nested groups in parentheses:
 * `(Exploit known is Yes AND Fixed version exists is Yes) OR (Relation is Direct AND …)`.
 */
export function treeSummary(group: ConditionGroup): string {
  const joiner = group.combinator === 'or' ? i18n._('policies.tree.orJoin') : i18n._('policies.tree.andJoin');
  return group.rules.map((node) => ('rules' in node ? `(${treeSummary(node)})` : ruleText(node))).join(` ${joiner} `);
}
