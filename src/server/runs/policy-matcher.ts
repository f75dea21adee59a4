import type { ConditionGroup } from '../../contract/condition-tree';
import type { MatchedRule } from '../../contract/policies';
import { type Component, evaluate } from './evaluate';
import { compileTree } from './evaluate-tree';

/** What judging a policy needs: its tree and the tree's flat reading, as the record carries both. */
export type MatchedPolicy = {
  conditions: Record<string, string>;
  conditions_connector: 'and' | 'or';
  condition_tree: ConditionGroup;
};

/** What a policy meets on a dependency (English lines and the rules as data), or undefined when it does not match. */
export type Matcher = (component: Component, now: Date) => { criteria: string[]; rules: MatchedRule[] } | undefined;

/**
 * A policy ready to judge many dependencies. A policy that reads as flat conditions (CONTRACT §12) is
 * judged as it always was, with the same criteria texts, so the seed's policies raise the same alerts;
 * any other tree is compiled once and its criteria name the operators. Either way the rules met come
 * as data too (`matched_rules`, issue 29).
 */
export function policyMatcher(policy: MatchedPolicy): Matcher {
  if (Object.keys(policy.conditions).length > 0) return (component, now) => evaluate(policy, component, now);
  return compileTree(policy.condition_tree);
}
