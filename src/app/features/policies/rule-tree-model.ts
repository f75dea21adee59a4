import type { Combinator, ConditionGroup, ConditionNode, Operator } from '../../../contract/condition-tree';
import { MAX_TREE_DEPTH, MAX_TREE_RULES } from '../../../contract/condition-tree/schema';
import type { ConditionValueType } from '../../../contract/conditions';

/**
 * The builder's values have the contract's own shape (CONTRACT §12: a group is `{combinator, rules}`,
 * a rule `{field, operator, value}`), so a server message at `condition_tree.rules.1.rules.0.value`
 * is already the path of the input it belongs to. A rule not yet given a field has an empty operator.
 */
export type RuleValues = { field: string; operator: Operator | ''; value: string };
export type GroupValues = { combinator: Combinator; rules: NodeValues[] };
export type NodeValues = RuleValues | GroupValues;

export { MAX_TREE_DEPTH, MAX_TREE_RULES };

export const isGroupValues = (node: NodeValues): node is GroupValues => 'rules' in node;

export const emptyRule = (): RuleValues => ({ field: '', operator: '', value: '' });
export const emptyGroup = (combinator: Combinator = 'and'): GroupValues => ({ combinator, rules: [emptyRule()] });

/** The value a rule starts with when its field is chosen: a yes/no is never empty. */
export const initialValue = (type: ConditionValueType | undefined) => (type === 'boolean' ? 'true' : '');

/** Rules (not groups) in the tree: the contract allows MAX_TREE_RULES. */
export function countRules(group: GroupValues | undefined): number {
  if (!group) return 0;
  return group.rules.reduce((sum, node) => sum + (isGroupValues(node) ? countRules(node) : 1), 0);
}

/** A record's tree as the builder holds it (a copy: the builder changes its values in place). */
export function treeToValues(tree: ConditionGroup): GroupValues {
  const copy = (node: ConditionNode): NodeValues =>
    'rules' in node
      ? { combinator: node.combinator, rules: node.rules.map(copy) }
      : { field: node.field, operator: node.operator, value: node.value };
  return copy(tree) as GroupValues;
}

/** What is written: the builder's values as they are (a rule with no operator yet is judged, and refused, as such). */
export function valuesToTree(group: GroupValues): ConditionGroup {
  const copy = (node: NodeValues): ConditionNode =>
    isGroupValues(node)
      ? { combinator: node.combinator, rules: node.rules.map(copy) }
      : { field: node.field, operator: node.operator as Operator, value: node.value };
  return copy(group) as ConditionGroup;
}

/**
 * How a rule or group is named for people: its position, "2.1" being the first item of the second
 * item of the top group. The top group itself has no number.
 */
export const childNumber = (parent: string, index: number) => (parent ? `${parent}.${index + 1}` : String(index + 1));

/** The form path of a node below `condition_tree`, e.g. `condition_tree.rules.1.rules.0`. */
export const childPath = (parent: string, index: number) => `${parent}.rules.${index}`;
