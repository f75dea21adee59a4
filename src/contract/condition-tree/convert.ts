import { conditionByKey } from '../conditions';
import { defaultOperatorFor } from './operators';
import { type Combinator, type ConditionGroup, isGroup } from './schema';

/** The seed's flat form: condition key → value, joined by one connector. */
export type FlatConditions = { conditions: Record<string, string>; conditions_connector: Combinator };

/** CONTRACT §12: a flat write is a one-level tree whose rules use each key's default operator. */
export function flatToTree(conditions: Record<string, string>, connector: Combinator): ConditionGroup {
  return {
    combinator: connector,
    rules: Object.entries(conditions).map(([field, value]) => ({
      field,
      operator: defaultOperatorFor(field) ?? 'eq',
      value,
    })),
  };
}

/**
 * CONTRACT §12: the flat form of a tree, for the record. A tree of one level whose rules each use
 * their key's default operator, no key twice, reads as those conditions; any other tree has
 * `conditions: {}` and its top combinator as the connector.
 */
export function treeToFlat(tree: ConditionGroup): FlatConditions {
  const conditions: Record<string, string> = {};
  for (const node of tree.rules) {
    const flat =
      !isGroup(node) &&
      conditionByKey(node.field) !== undefined &&
      node.operator === defaultOperatorFor(node.field) &&
      !(node.field in conditions);
    if (!flat) return { conditions: {}, conditions_connector: tree.combinator };
    conditions[node.field] = node.value;
  }
  return { conditions, conditions_connector: tree.combinator };
}

/** Whether the tree reads as flat conditions (treeToFlat gives some). */
export const isFlatTree = (tree: ConditionGroup) => Object.keys(treeToFlat(tree).conditions).length > 0;
