import { get, set, type FieldErrors as FormErrors, type Resolver, type UseFormSetError } from 'react-hook-form';
import { treeToFlat } from '../../../contract/condition-tree';
import type { FieldErrors } from '../../../contract/errors';
import { PolicyInputSchema, type Level, type Policy, type PolicyValues } from '../../../contract/policies';
import type { Stage } from '../../../contract/stages';
import { ApiError, isApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { contractResolver } from '../../lib/contract-resolver';
import { i18n } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';
import { fieldLabel } from '../../lib/rule-labels';
import {
  childPath,
  emptyGroup,
  type GroupValues,
  isGroupValues,
  type NodeValues,
  treeToValues,
  valuesToTree,
} from './rule-tree-model';

/** What the inputs hold: the API's write fields, the conditions as the contract's tree (§12). */
export type PolicyFormValues = {
  name: string;
  description: string;
  stages: Stage[];
  level: Level;
  /** Ids as strings, as the multi-selects hold them. */
  projects: string[];
  proprietors: string[];
  condition_tree: GroupValues;
  is_active: boolean;
  is_blocks_build: boolean;
  /** "Delayed block": only read when the policy blocks builds. */
  delayed: boolean;
  /** Days, as the NumberInput holds them ('' while empty). */
  block_delay_days: number | string;
};

export const NEW_POLICY: PolicyFormValues = {
  name: '',
  description: '',
  stages: [],
  level: 'warning',
  projects: [],
  proprietors: [],
  condition_tree: emptyGroup(),
  is_active: true,
  is_blocks_build: false,
  delayed: false,
  block_delay_days: '',
};

/** A record in the form. Every record has its tree; an old flat policy's is one group of default operators. */
export function policyToForm(policy: Policy): PolicyFormValues {
  return {
    name: policy.name,
    description: policy.description,
    stages: policy.stages,
    level: policy.level,
    projects: policy.projects.map(String),
    proprietors: policy.proprietors.map(String),
    condition_tree: treeToValues(policy.condition_tree),
    is_active: policy.is_active,
    is_blocks_build: policy.is_blocks_build,
    delayed: policy.block_delay_days !== null,
    block_delay_days: policy.block_delay_days ?? '',
  };
}

/** The days for the contract to judge; an empty input is passed on as it is, so the schema refuses it with its own message. */
function delayDays(values: PolicyFormValues): number | null {
  if (!values.is_blocks_build || !values.delayed) return null;
  return values.block_delay_days as number;
}

/** The write fields, the conditions always as a tree: the contract judges each rule at its path. */
function toInput(values: PolicyFormValues) {
  return {
    name: values.name,
    description: values.description,
    stages: values.stages,
    level: values.level,
    projects: values.projects.map(Number),
    proprietors: values.proprietors.map(Number),
    condition_tree: valuesToTree(values.condition_tree),
    block_delay_days: delayDays(values),
    is_active: values.is_active,
    is_blocks_build: values.is_blocks_build,
  };
}

/**
 * What is sent. A tree that reads as flat conditions (one group of default operators, no field
 * twice: CONTRACT §12's treeToFlat) goes in the seed's flat form, which the service turns into that
 * same tree: an old flat policy saved untouched is written back exactly as it was. Any other tree is
 * sent as `condition_tree`.
 */
function toWrite(judged: PolicyValues): PolicyValues {
  const { condition_tree: tree, ...rest } = judged;
  if (!tree) return judged;
  const flat = treeToFlat(tree);
  if (Object.keys(flat.conditions).length === 0) return judged;
  return { ...rest, conditions: flat.conditions, conditions_connector: flat.conditions_connector };
}

/** A rule whose field is not chosen yet says so, instead of the contract's "Unknown condition """. */
function markUnchosen(group: GroupValues, path: string, errors: FormErrors) {
  group.rules.forEach((node: NodeValues, index) => {
    const at = childPath(path, index);
    if (isGroupValues(node)) markUnchosen(node, at, errors);
    else if (!node.field) set(errors, `${at}.field`, { type: 'validate', message: i18n._('policies.rule.required') });
  });
}

const judgeInput = contractResolver(PolicyInputSchema, toInput);
const judge: Resolver<PolicyFormValues, unknown, PolicyValues> = async (values, context, options) => {
  const result = await judgeInput(values, context, options);
  const errors = (result.errors ?? {}) as FormErrors;
  if (get(errors, 'condition_tree')) markUnchosen(values.condition_tree, 'condition_tree', errors);
  // An empty "Delay for (days)" asks for the days; the contract's message also offers null, which the form never sends.
  if (errors.block_delay_days && values.block_delay_days === '')
    set(errors, 'block_delay_days.message', i18n._('policies.form.delayRequired'));
  if (Object.keys(errors).length > 0) return { values: {}, errors: errors as FormErrors<PolicyFormValues> };
  return { values: toWrite(result.values as PolicyValues), errors: {} };
};
/**
 * The contract's English messages read in the console's language as the server's answers do; the
 * form's own messages come from the catalog.
 */
export const policyResolver = localizeResolver(judge);

const SHOWN_FIELDS = [
  'name',
  'description',
  'stages',
  'level',
  'projects',
  'proprietors',
  'is_active',
  'is_blocks_build',
  'block_delay_days',
] as const;

/** `{"rules": {"1": {"value": ["…"]}}}` → [["rules.1.value", "…"]]: each message at its dotted path. */
function leaves(errors: FieldErrors, prefix: string): [string, string][] {
  return Object.entries(errors).flatMap(([key, value]): [string, string][] =>
    Array.isArray(value) ? [[`${prefix}.${key}`, value.join(' ')]] : leaves(value, `${prefix}.${key}`),
  );
}

/**
 * A failed save's (or preview's) field errors on their inputs: `condition_tree.…` at its path (a
 * rule's field, operator or value, a group's own message), a flat write's `conditions.<key>` on the
 * value of the top group's rule with that field, every other field through applyServerErrors.
 * Returns what is left for the form alert.
 */
export function applyPolicyServerErrors(
  error: unknown,
  setError: UseFormSetError<PolicyFormValues>,
  tree: GroupValues,
): string | null {
  if (!isApiError(error, 400)) return applyServerErrors(error, setError, SHOWN_FIELDS);
  const { conditions, condition_tree: treeErrors, conditions_connector, ...rest } = error.fieldErrors;
  if (!conditions && !treeErrors && !conditions_connector) return applyServerErrors(error, setError, SHOWN_FIELDS);
  const leftovers: string[] = [];
  // The other shown fields come first in the form and take the focus. Only one field may: focus
  // moving on blurs the first, and a blur validates it again, which would clear its server message.
  let focus = !Object.keys(rest).some((field) => (SHOWN_FIELDS as readonly string[]).includes(field));
  if (Object.keys(rest).length > 0) {
    const others = new ApiError(error.message, { status: 400, path: error.path, fieldErrors: rest });
    const left = applyServerErrors(others, setError, SHOWN_FIELDS);
    if (left) leftovers.push(left);
  }
  // Paths below condition_tree are built at run time; react-hook-form's path type cannot follow them.
  const setAt = (path: string, message: string) => {
    // A group's own message has no input to focus: it leaves the focus to the first rule's input.
    const input = /\.(field|operator|value)$/.test(path);
    setError(path as 'condition_tree', { type: 'server', message }, { shouldFocus: focus && input });
    if (input) focus = false;
  };
  const treeLeaves = Array.isArray(treeErrors)
    ? [['condition_tree.non_field_errors', treeErrors.join(' ')] as [string, string]]
    : treeErrors
      ? leaves(treeErrors, 'condition_tree')
      : [];
  for (const [path, message] of treeLeaves) setAt(path, message);
  if (conditions_connector) setAt('condition_tree.combinator', flatten(conditions_connector).join(' '));
  if (Array.isArray(conditions)) {
    setAt('condition_tree.non_field_errors', conditions.join(' '));
  } else if (conditions) {
    for (const [key, messages] of Object.entries(conditions)) {
      const index = tree.rules.findIndex((node) => !isGroupValues(node) && node.field === key);
      const message = flatten(messages).join(' ');
      if (index === -1) leftovers.push(i18n._('policies.form.conditionError', { condition: fieldLabel(key), message }));
      else setAt(`${childPath('condition_tree', index)}.value`, message);
    }
  }
  return leftovers.length > 0 ? leftovers.join(' ') : null;
}

function flatten(value: string[] | FieldErrors): string[] {
  if (Array.isArray(value)) return value;
  return Object.values(value).flatMap(flatten);
}
