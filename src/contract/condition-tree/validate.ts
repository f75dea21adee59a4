import { conditionByKey, conditionValueError } from '../conditions';
import { NON_FIELD_ERRORS } from '../errors';
import { type Operator, operatorsFor } from './operators';
import { patternError } from './safe-pattern';
import {
  COMBINATORS,
  type ConditionGroup,
  type ConditionNode,
  MAX_RULE_VALUE_LENGTH,
  MAX_TREE_DEPTH,
  MAX_TREE_RULES,
} from './schema';

/** A message at a path below `condition_tree`, as DRF nests a list's items: `["rules", "1", "value"]`. */
export type TreeIssue = { path: string[]; message: string };
type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Why a rule's value does not suit its field and operator, or undefined. */
function ruleValueError(field: string, operator: Operator, value: string): string | undefined {
  if (operator === 'regex') return value === '' ? 'Enter a value.' : patternError(value);
  if (operator === 'contains' || operator === 'icontains') return value === '' ? 'Enter a value.' : undefined;
  // Every other operator compares with a value of the field's own type, as a flat condition does.
  return conditionValueError(field, value);
}

/** Why a required string is not one: missing, or another type. */
function textError(value: unknown): string | undefined {
  if (value === undefined) return 'This field is required.';
  if (typeof value !== 'string') return 'Must be a string.';
  return undefined;
}

function ruleIssues(node: Json, path: string[]): TreeIssue[] {
  const issues: TreeIssue[] = [];
  const at = (key: string, message: string | undefined) => {
    if (message) issues.push({ path: [...path, key], message });
  };
  const { field, operator, value } = node;
  at('field', textError(field) ?? (conditionByKey(field as string) ? undefined : `Unknown condition "${field}".`));
  const operators = typeof field === 'string' ? operatorsFor(field) : [];
  const operatorProblem = textError(operator);
  if (operatorProblem) at('operator', operatorProblem);
  else if (operators.length > 0 && !operators.includes(operator as Operator))
    at('operator', `Must be one of: ${operators.join(', ')}.`);
  const valueProblem = textError(value);
  if (valueProblem) at('value', valueProblem);
  else if ((value as string).length > MAX_RULE_VALUE_LENGTH)
    at('value', `At most ${MAX_RULE_VALUE_LENGTH} characters.`);
  else if (issues.length === 0) at('value', ruleValueError(field as string, operator as Operator, value as string));
  return issues;
}

/**
 * Judges a written `condition_tree` node by node and puts each message where it belongs: a rule's
 * `field`, `operator` or `value`, a group's `combinator` or `rules`, `non_field_errors` of a group
 * nested too deep or of a tree with too many rules. Stops descending below the allowed depth, so a
 * body nested ten thousand deep costs nothing.
 */
export function conditionTreeIssues(tree: unknown): TreeIssue[] {
  const issues: TreeIssue[] = [];
  let rules = 0;
  const visit = (node: unknown, path: string[], depth: number, isRoot: boolean) => {
    if (!isObject(node)) {
      issues.push({
        path: [...path, NON_FIELD_ERRORS],
        message: isRoot
          ? 'Must be a group: {"combinator", "rules"}.'
          : 'Must be a rule {"field", "operator", "value"} or a group {"combinator", "rules"}.',
      });
      return;
    }
    if (!isRoot && !('rules' in node) && !('combinator' in node)) {
      rules += 1;
      issues.push(...ruleIssues(node, path));
      return;
    }
    if (depth > MAX_TREE_DEPTH) {
      issues.push({ path: [...path, NON_FIELD_ERRORS], message: `Groups nest at most ${MAX_TREE_DEPTH} levels deep.` });
      return;
    }
    const { combinator, rules: children } = node;
    if (combinator === undefined) issues.push({ path: [...path, 'combinator'], message: 'This field is required.' });
    else if (!(COMBINATORS as readonly unknown[]).includes(combinator))
      issues.push({ path: [...path, 'combinator'], message: 'Must be "and" or "or".' });
    if (children === undefined) issues.push({ path: [...path, 'rules'], message: 'This field is required.' });
    else if (!Array.isArray(children))
      issues.push({ path: [...path, 'rules'], message: 'Must be a list of rules and groups.' });
    else if (children.length === 0) issues.push({ path: [...path, 'rules'], message: 'Add at least one rule.' });
    else for (const [i, child] of children.entries()) visit(child, [...path, 'rules', String(i)], depth + 1, false);
  };
  visit(tree, [], 1, true);
  if (rules > MAX_TREE_RULES) issues.push({ path: [NON_FIELD_ERRORS], message: `At most ${MAX_TREE_RULES} rules.` });
  return issues;
}

/** The tree as stored: only its own keys (others are ignored, as DRF ignores unknown fields). */
export function cleanTree(group: ConditionGroup): ConditionGroup {
  const clean = (node: ConditionNode): ConditionNode =>
    'rules' in node
      ? { combinator: node.combinator, rules: node.rules.map(clean) }
      : { field: node.field, operator: node.operator, value: node.value };
  return clean(group) as ConditionGroup;
}
