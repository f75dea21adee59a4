export { flatToTree, treeToFlat } from './convert';
export { DEFAULT_OPERATOR, OPERATORS, OPERATORS_BY_TYPE, type Operator } from './operators';
export {
  COMBINATORS,
  CONDITION_TREE_JSON_SCHEMA,
  type Combinator,
  type ConditionGroup,
  type ConditionNode,
  type ConditionRule,
  ConditionTreeRecordSchema,
  isGroup,
} from './schema';
export { cleanTree, conditionTreeIssues } from './validate';
