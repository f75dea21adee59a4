export { type FlatConditions, flatToTree, isFlatTree, treeToFlat } from './convert';
export {
  DEFAULT_OPERATOR,
  defaultOperatorFor,
  OPERATORS,
  OPERATORS_BY_TYPE,
  type Operator,
  operatorsFor,
} from './operators';
export { patternError } from './safe-pattern';
export {
  COMBINATORS,
  CONDITION_TREE_JSON_SCHEMA,
  type Combinator,
  type ConditionGroup,
  type ConditionNode,
  type ConditionRule,
  ConditionTreeRecordSchema,
  isGroup,
  MAX_RULE_VALUE_LENGTH,
  MAX_TREE_DEPTH,
  MAX_TREE_RULES,
} from './schema';
export { cleanTree, conditionTreeIssues, ruleValueError, type TreeIssue } from './validate';
