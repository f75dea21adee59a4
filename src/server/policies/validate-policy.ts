import { type Combinator, type ConditionGroup, flatToTree, treeToFlat } from '../../contract/condition-tree';
import type { FieldErrors } from '../../contract/errors';
import { PolicyInputSchema, type PolicyValues } from '../../contract/policies';
import type { Queryable } from '../db/database';
import { ValidationFailed } from '../errors';
import { toFieldErrors } from '../validation/field-errors';
import { idList, unknownIds } from '../validation/unknown-ids';

/** A valid policy write as it is stored: the tree, its flat reading and every default given. */
export type PolicyWrite = Omit<
  PolicyValues,
  'conditions' | 'conditions_connector' | 'condition_tree' | 'block_delay_days'
> & {
  condition_tree: ConditionGroup;
  conditions: Record<string, string>;
  conditions_connector: Combinator;
  block_delay_days: number | null;
};

/** CONTRACT §12: the tree is what is kept; a flat write becomes a one-level tree of default operators. */
function toPolicyWrite({ conditions, conditions_connector, condition_tree, ...rest }: PolicyValues): PolicyWrite {
  const tree = condition_tree ?? flatToTree(conditions ?? {}, conditions_connector ?? 'and');
  return { ...rest, ...treeToFlat(tree), condition_tree: tree, block_delay_days: rest.block_delay_days ?? null };
}

/**
 * Validates a policy write with the contract's schema (the console's form uses the same one) and the
 * database (projects and proprietors must exist, and the message says which id does not), in one step:
 * it throws ValidationFailed naming every wrong field, and nothing is stored when any is wrong.
 */
export async function validatePolicy(
  db: Queryable,
  input: unknown,
  /** For a write (not a preview): names are unique (CONTRACT §13), the policy's own (`id`) aside. */
  saving?: { id?: number },
): Promise<PolicyWrite> {
  const parsed = PolicyInputSchema.safeParse(input);
  const errors: FieldErrors = parsed.success ? {} : toFieldErrors(parsed.error, input);
  const raw = (input ?? {}) as { name?: unknown; projects?: unknown; proprietors?: unknown };
  if (saving && parsed.success && (await policyNameTaken(db, parsed.data.name, saving.id))) {
    errors.name = ['A policy with this name already exists.'];
  }
  for (const field of ['projects', 'proprietors'] as const) {
    const ids = raw[field];
    if (errors[field] || !idList(ids)) continue;
    const messages = await unknownIds(db, field, ids);
    if (new Set(ids).size !== ids.length) messages.push('An id is listed twice.');
    if (messages.length) errors[field] = messages;
  }
  if (!parsed.success || Object.keys(errors).length > 0) throw new ValidationFailed(errors);
  return toPolicyWrite(parsed.data);
}

/**
 * The stored write fields a PATCH is laid over, in the form the patch uses: a patch that names the
 * flat fields (and not the tree) is laid over the stored flat form, so `{"conditions_connector": "or"}`
 * changes a flat policy as it always did; any other patch is laid over the tree.
 */
export function patchBase(stored: PolicyWrite, patch: unknown): Record<string, unknown> {
  const { conditions, conditions_connector, condition_tree, ...rest } = stored;
  const names = patch && typeof patch === 'object' ? Object.keys(patch) : [];
  const flat =
    !names.includes('condition_tree') && names.some((n) => n === 'conditions' || n === 'conditions_connector');
  return flat ? { ...rest, conditions, conditions_connector } : { ...rest, condition_tree };
}

/** CONTRACT §13: policy names are unique without regard to case (migration 014's index). */
export async function policyNameTaken(db: Queryable, name: string, exceptId?: number): Promise<boolean> {
  const rows = await db.query('SELECT 1 FROM policies WHERE lower(name) = lower($1) AND id <> $2', [
    name,
    exceptId ?? 0,
  ]);
  return rows.length > 0;
}
