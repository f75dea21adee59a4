import type { FieldErrors as FormErrors, Resolver, UseFormSetError } from 'react-hook-form';
import { conditionValueError, type ConditionValueType } from '../../../contract/conditions';
import type { FieldErrors } from '../../../contract/errors';
import { PolicyInputSchema, type Level, type Policy, type PolicyValues } from '../../../contract/policies';
import type { Stage } from '../../../contract/stages';
import { ApiError, isApiError } from '../../lib/api-error';
import { applyServerErrors } from '../../lib/form-errors';
import { contractResolver } from '../../lib/contract-resolver';
import { i18n } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';
import { conditionLabel } from './condition-labels';

export type ConditionRow = { key: string; value: string };

/**
 * What the inputs hold. The API's `conditions` is a record key → string; the form
 * keeps rows (an order, a row not yet given a key) and turns them into the record on submit.
 */
export type PolicyFormValues = {
  name: string;
  description: string;
  stages: Stage[];
  level: Level;
  /** Ids as strings, as the multi-selects hold them. */
  projects: string[];
  proprietors: string[];
  conditions: ConditionRow[];
  conditions_connector: 'and' | 'or';
  is_active: boolean;
  is_blocks_build: boolean;
};

export const NEW_POLICY: PolicyFormValues = {
  name: '',
  description: '',
  stages: [],
  level: 'warning',
  projects: [],
  proprietors: [],
  conditions: [{ key: '', value: '' }],
  conditions_connector: 'and',
  is_active: true,
  is_blocks_build: false,
};

export function policyToForm(policy: Policy): PolicyFormValues {
  return {
    name: policy.name,
    description: policy.description,
    stages: policy.stages,
    level: policy.level,
    projects: policy.projects.map(String),
    proprietors: policy.proprietors.map(String),
    conditions: Object.entries(policy.conditions).map(([key, value]) => ({ key, value })),
    conditions_connector: policy.conditions_connector,
    is_active: policy.is_active,
    is_blocks_build: policy.is_blocks_build,
  };
}

/** The value a row starts with when its condition is chosen: a switch is never empty. */
export const initialValue = (type: ConditionValueType | undefined) => (type === 'boolean' ? 'true' : '');

/** The write fields the API gets. Rows without a condition are left out (their row shows why). */
function toInput(values: PolicyFormValues) {
  return {
    name: values.name,
    description: values.description,
    stages: values.stages,
    level: values.level,
    projects: values.projects.map(Number),
    proprietors: values.proprietors.map(Number),
    conditions: Object.fromEntries(values.conditions.filter((row) => row.key).map((row) => [row.key, row.value])),
    conditions_connector: values.conditions_connector,
    is_active: values.is_active,
    is_blocks_build: values.is_blocks_build,
  };
}

/** Per-row messages, with the contract's own check of each value. */
function rowErrors(rows: ConditionRow[]) {
  const seen = new Set<string>();
  return rows.map((row) => {
    if (!row.key) return { key: { type: 'validate', message: i18n._('policies.conditions.required') } };
    if (seen.has(row.key)) return { key: { type: 'validate', message: i18n._('policies.conditions.usedTwice') } };
    seen.add(row.key);
    const message = conditionValueError(row.key, row.value);
    return message ? { value: { type: 'validate', message } } : undefined;
  });
}

// The contract's schema judges what the API would get, so client and server agree; its messages
// for conditions (keyed by condition) are given again per row, where the inputs are.
const judgeInput = contractResolver(PolicyInputSchema, toInput);
const judge: Resolver<PolicyFormValues, unknown, PolicyValues> = async (values, context, options) => {
  const result = await judgeInput(values, context, options);
  const { conditions: _byKey, ...others } = (result.errors ?? {}) as FormErrors<PolicyFormValues>;
  const errors: FormErrors<PolicyFormValues> = others;
  const rows = rowErrors(values.conditions);
  if (values.conditions.length === 0) {
    errors.conditions = { root: { type: 'validate', message: 'Add at least one condition.' } };
  } else if (rows.some(Boolean)) {
    errors.conditions = rows;
  }
  if (Object.keys(errors).length > 0) return { values: {}, errors };
  return { values: result.values as PolicyValues, errors: {} };
};
/**
 * The contract's English messages (the schema's and the rows' conditionValueError) read in the
 * console's language as the server's answers do; the form's own messages come from the catalog.
 */
export const policyResolver = localizeResolver(judge);

const SHOWN_FIELDS = [
  'name',
  'description',
  'stages',
  'level',
  'projects',
  'proprietors',
  'conditions_connector',
  'is_active',
  'is_blocks_build',
] as const;

/**
 * A failed save's field errors on their inputs: `conditions.<key>` on the value of
 * the row with that key, a message about the conditions as a whole under the
 * rows, every other field through applyServerErrors. Returns what is left for the
 * form alert.
 */
export function applyPolicyServerErrors(
  error: unknown,
  setError: UseFormSetError<PolicyFormValues>,
  rows: ConditionRow[],
): string | null {
  if (!isApiError(error, 400) || !error.fieldErrors.conditions) return applyServerErrors(error, setError, SHOWN_FIELDS);
  const { conditions, ...rest } = error.fieldErrors;
  const leftovers: string[] = [];
  // The other shown fields come first in the form and take the focus. Only one field may: focus
  // moving on blurs the first, and a blur validates it again, which would clear its server message.
  const restFocuses = Object.keys(rest).some((field) => (SHOWN_FIELDS as readonly string[]).includes(field));
  if (Object.keys(rest).length > 0) {
    const others = new ApiError(error.message, { status: 400, path: error.path, fieldErrors: rest });
    const left = applyServerErrors(others, setError, SHOWN_FIELDS);
    if (left) leftovers.push(left);
  }
  if (Array.isArray(conditions)) {
    setError('conditions', { type: 'server', message: conditions.join(' ') });
  } else {
    let focus = !restFocuses;
    for (const [key, messages] of Object.entries(conditions)) {
      const index = rows.findIndex((row) => row.key === key);
      const message = flatten(messages).join(' ');
      if (index === -1) {
        leftovers.push(i18n._('policies.form.conditionError', { condition: conditionLabel(key), message }));
      } else {
        setError(`conditions.${index}.value`, { type: 'server', message }, { shouldFocus: focus });
        focus = false;
      }
    }
  }
  return leftovers.length > 0 ? leftovers.join(' ') : null;
}

function flatten(value: string[] | FieldErrors): string[] {
  if (Array.isArray(value)) return value;
  return Object.values(value).flatMap(flatten);
}
