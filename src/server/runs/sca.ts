import type { Stage } from '../../contract/stages';
import type { Queryable } from '../db/database';
import { enqueueEvents } from '../delivery/outbox';
import { loadComponents } from './components';
import { evaluate } from './evaluate';

type ApplicablePolicy = {
  id: number;
  name: string;
  level: 'info' | 'warning' | 'critical';
  is_blocks_build: boolean;
  conditions: Record<string, string>;
  conditions_connector: 'and' | 'or';
};

export type ScaTarget =
  | { kind: 'project'; project_id: number; project_name: string; stage: Stage }
  | { kind: 'container_image'; container_image_id: number; artifact_repository_id: number };

export type ScaOutcome = { alerts: number; events: number; dependencies_count: number; vulnerabilities_count: number };

/** Active policies for the target: a project's stage and scope, or the `proxy` stage for images. */
async function applicablePolicies(db: Queryable, target: ScaTarget): Promise<ApplicablePolicy[]> {
  const stage = target.kind === 'project' ? target.stage : 'proxy';
  const projectId = target.kind === 'project' ? target.project_id : null;
  return db.query<ApplicablePolicy>(
    `SELECT po.id, po.name, po.level, po.is_blocks_build, po.conditions, po.conditions_connector FROM policies po
      WHERE po.is_active AND po.stages @> ARRAY[$1::text]
        AND ($2::int IS NULL
             OR NOT EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id)
             OR EXISTS (SELECT 1 FROM policy_projects pp WHERE pp.policy_id = po.id AND pp.project_id = $2))
      ORDER BY po.id`,
    [stage, projectId],
  );
}

/**
 * Evaluates every applicable policy against every component of the target, in the caller's
 * transaction: one open alert per (policy, target, component), refreshed when it matches again; a
 * policy event for each match that is not ignored; earlier alerts that no longer match are resolved.
 */
export async function runSca(tx: Queryable, target: ScaTarget, now: Date): Promise<ScaOutcome> {
  const components = await loadComponents(
    tx,
    target.kind === 'project' ? { project_id: target.project_id } : { container_image_id: target.container_image_id },
  );
  const policies = await applicablePolicies(tx, target);
  const stage: Stage = target.kind === 'project' ? target.stage : 'proxy';
  const targetColumn = target.kind === 'project' ? 'project_id' : 'container_image_id';
  const targetId = target.kind === 'project' ? target.project_id : target.container_image_id;
  const matches = policies.flatMap((policy) =>
    components.flatMap((component) => {
      const criteria = evaluate(policy, component, now);
      return criteria ? [{ policy, component, criteria }] : [];
    }),
  );
  const kept: number[] = [];
  const events: {
    trigger: 'sca_policy_has_been_triggered' | 'osa_policy_has_been_triggered';
    payload: Record<string, unknown>;
  }[] = [];
  // One statement per 500 alerts: a large project can raise thousands.
  for (let start = 0; start < matches.length; start += 500) {
    const chunk = matches.slice(start, start + 500);
    const params: unknown[] = [];
    const tuples = chunk.map(({ policy, component, criteria }) => {
      const values = [
        policy.id,
        policy.name,
        policy.level,
        stage,
        target.kind === 'project' ? target.project_id : null,
        target.kind === 'container_image' ? target.container_image_id : null,
        target.kind === 'container_image' ? target.artifact_repository_id : null,
        component.id,
        component.purl,
        criteria,
        policy.is_blocks_build,
        now,
      ];
      return `(${values.map((v) => `$${params.push(v)}`).join(', ')})`;
    });
    const rows = await tx.query<{ id: number; status: string; policy_id: number; dependency_id: number }>(
      `INSERT INTO policy_alerts (policy_id, policy_name, level, stage, project_id, container_image_id,
         artifact_repository_id, dependency_id, dependency_purl, matched_criteria, is_blocks_build, created_at)
       VALUES ${tuples.join(', ')}
       ON CONFLICT (policy_id, coalesce(project_id, 0), coalesce(container_image_id, 0), dependency_id)
         WHERE status IN ('active', 'ignored')
       DO UPDATE SET matched_criteria = EXCLUDED.matched_criteria, policy_name = EXCLUDED.policy_name,
         level = EXCLUDED.level, stage = EXCLUDED.stage, is_blocks_build = EXCLUDED.is_blocks_build
       RETURNING id, status, policy_id, dependency_id`,
      params,
    );
    const byKey = new Map(rows.map((r) => [`${r.policy_id}:${r.dependency_id}`, r]));
    for (const { policy, component, criteria } of chunk) {
      const alert = byKey.get(`${policy.id}:${component.id}`)!;
      kept.push(alert.id);
      if (alert.status === 'ignored') continue;
      const common = {
        alert_id: alert.id,
        stage,
        level: policy.level,
        policy_id: policy.id,
        policy_name: policy.name,
        dependency_id: component.id,
        dependency_purl: component.purl,
        matched_criteria: criteria,
      };
      events.push(
        target.kind === 'project'
          ? { trigger: 'sca_policy_has_been_triggered', payload: { ...common, project_id: target.project_id } }
          : {
              trigger: 'osa_policy_has_been_triggered',
              payload: {
                ...common,
                container_image_id: target.container_image_id,
                artifact_repository_id: target.artifact_repository_id,
              },
            },
      );
    }
  }
  const queued = await enqueueEvents(tx, events, now);
  await tx.query(
    `UPDATE policy_alerts SET status = 'resolved' WHERE ${targetColumn} = $1 AND status IN ('active', 'ignored')
       AND NOT (id = ANY($2::int[]))`,
    [targetId, kept],
  );
  const vulnerabilities = new Set(components.flatMap((c) => c.vulnerabilities.map((v) => v.vulnerability_id)));
  return {
    alerts: matches.length,
    events: queued,
    dependencies_count: components.length,
    vulnerabilities_count: vulnerabilities.size,
  };
}
