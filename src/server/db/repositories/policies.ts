import type { ConditionGroup } from '../../../contract/condition-tree';
import type { Level, Policy } from '../../../contract/policies';
import type { PolicyWrite } from '../../policies/validate-policy';
import type { Stage } from '../../../contract/stages';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';
import { ValidationFailed } from '../../errors';

/**
 * A write that met another's name between the check and the insert (migration 014's unique index)
 * is the same 400 as the check's, not a 500.
 */
async function uniqueName<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (
      (error as { code?: string }).code === '23505' &&
      String((error as Error).message).includes('policies_name_unique_idx')
    )
      throw new ValidationFailed({ name: ['A policy with this name already exists.'] });
    throw error;
  }
}

const APPLIES_TO_PROJECT = `(NOT EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id)
  OR EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id AND pp.project_id = $?))`;

export const policies = readModel<
  Policy,
  { level?: string; stage?: string; is_active?: boolean; project?: number; is_blocks_build?: boolean }
>({
  table: 'policies po',
  alias: 'po',
  columns: `po.id, po.name, po.description, po.stages, po.level, po.conditions, po.conditions_connector,
    po.condition_tree, po.block_delay_days, po.is_active, po.is_blocks_build, ${isoTime('po.created_at')}, ${isoTime('po.updated_at')},
    ARRAY(SELECT pp.project_id FROM policy_projects pp WHERE pp.policy_id = po.id ORDER BY 1) AS projects,
    ARRAY(SELECT pr.proprietor_id FROM policy_proprietors pr WHERE pr.policy_id = po.id ORDER BY 1) AS proprietors`,
  searchColumns: ['po.name', 'po.description'],
  filters: {
    level: 'po.level = $?',
    stage: 'po.stages @> ARRAY[$?::text]',
    is_active: 'po.is_active = $?',
    is_blocks_build: 'po.is_blocks_build = $?',
    project: APPLIES_TO_PROJECT,
  },
  ordering: {
    name: 'po.name',
    level: "array_position(ARRAY['info','warning','critical'], po.level)",
    created_at: 'po.created_at',
    updated_at: 'po.updated_at',
    id: 'po.id',
  },
  defaultOrdering: 'name',
});

async function setLinks(db: Queryable, id: number, values: PolicyWrite) {
  await db.query('DELETE FROM policy_projects WHERE policy_id = $1', [id]);
  await db.query('DELETE FROM policy_proprietors WHERE policy_id = $1', [id]);
  if (values.projects.length) {
    await db.query('INSERT INTO policy_projects (policy_id, project_id) SELECT $1, unnest($2::int[])', [
      id,
      values.projects,
    ]);
  }
  if (values.proprietors.length) {
    await db.query('INSERT INTO policy_proprietors (policy_id, proprietor_id) SELECT $1, unnest($2::int[])', [
      id,
      values.proprietors,
    ]);
  }
}

const fields = (v: PolicyWrite) => [
  v.name,
  v.description,
  v.stages,
  v.level,
  JSON.stringify(v.conditions),
  v.conditions_connector,
  v.is_active,
  v.is_blocks_build,
  JSON.stringify(v.condition_tree),
  v.block_delay_days,
];

export async function insertPolicy(db: Queryable, values: PolicyWrite): Promise<number> {
  const [row] = await uniqueName(() =>
    db.query<{ id: number }>(
      `INSERT INTO policies (name, description, stages, level, conditions, conditions_connector, is_active, is_blocks_build,
         condition_tree, block_delay_days)
       VALUES ($1, $2, $3, $4, $5::jsonb, $6, $7, $8, $9::jsonb, $10) RETURNING id`,
      fields(values),
    ),
  );
  await setLinks(db, row!.id, values);
  return row!.id;
}

export async function updatePolicy(db: Queryable, id: number, values: PolicyWrite): Promise<void> {
  await uniqueName(() =>
    db.query(
      `UPDATE policies SET name = $1, description = $2, stages = $3, level = $4, conditions = $5::jsonb,
         conditions_connector = $6, is_active = $7, is_blocks_build = $8, condition_tree = $9::jsonb,
         block_delay_days = $10, updated_at = now() WHERE id = $11`,
      [...fields(values), id],
    ),
  );
  await setLinks(db, id, values);
}

export async function deletePolicy(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM policies WHERE id = $1 RETURNING id', [id])).length > 0;
}

/** What policy evaluation needs of a policy. */
export type ApplicablePolicy = {
  id: number;
  name: string;
  level: Level;
  is_blocks_build: boolean;
  block_delay_days: number | null;
  conditions: Record<string, string>;
  conditions_connector: 'and' | 'or';
  condition_tree: ConditionGroup;
};

/** Active policies of the stage; with a project, only those scoped to no project or to that one. */
export async function applicablePolicies(
  db: Queryable,
  stage: Stage,
  projectId: number | null,
): Promise<ApplicablePolicy[]> {
  return db.query<ApplicablePolicy>(
    `SELECT po.id, po.name, po.level, po.is_blocks_build, po.block_delay_days, po.conditions, po.conditions_connector,
            po.condition_tree FROM policies po
      WHERE po.is_active AND po.stages @> ARRAY[$1::text]
        AND ($2::int IS NULL
             OR NOT EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id)
             OR EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id AND pp.project_id = $2))
      ORDER BY po.id`,
    [stage, projectId],
  );
}
