import type { Stage } from '../../contract/stages';
import type { TriggerAndPayload } from '../../contract/triggers';
import type { Queryable } from '../db/database';
import { type NewAlert, reactivateExpiredIgnores, resolveAlertsExcept, upsertAlerts } from '../db/repositories/alerts';
import { applicablePolicies } from '../db/repositories/policies';
import { enqueueEvents } from '../delivery/outbox';
import { loadComponents } from './components';
import { policyMatcher } from './policy-matcher';

export type ScaTarget =
  | {
      kind: 'project';
      project_id: number;
      project_name: string;
      stage: Stage;
      /** Judged at a stage other than the project's own (a CI upload's): only alerts of that stage are resolved. */
      foreign_stage?: boolean;
    }
  | { kind: 'container_image'; container_image_id: number; artifact_repository_id: number };

export type ScaOutcome = {
  alerts: number;
  /** Alerts this run opened, and open ones it resolved (CONTRACT §13 `summary`). */
  alerts_created: number;
  alerts_resolved: number;
  events: number;
  dependencies_count: number;
  vulnerabilities_count: number;
};

/**
 * Evaluates every applicable policy against every component of the target, in the caller's
 * transaction: one open alert per (policy, target, component), refreshed when it matches again; a
 * policy event for each match that is not ignored; earlier alerts that no longer match are resolved.
 */
export async function runSca(tx: Queryable, target: ScaTarget, now: Date): Promise<ScaOutcome> {
  // An ignore whose day has come no longer holds back its alert's event (CONTRACT §13).
  await reactivateExpiredIgnores(tx, now);
  const components = await loadComponents(
    tx,
    target.kind === 'project' ? { project_id: target.project_id } : { container_image_id: target.container_image_id },
  );
  // A project's stage and scope decide which policies apply; images are judged at the `proxy` stage.
  const stage: Stage = target.kind === 'project' ? target.stage : 'proxy';
  const policies = await applicablePolicies(tx, stage, target.kind === 'project' ? target.project_id : null);
  const targetColumn = target.kind === 'project' ? 'project_id' : 'container_image_id';
  const targetId = target.kind === 'project' ? target.project_id : target.container_image_id;
  const matches = policies.flatMap((policy) => {
    const match = policyMatcher(policy);
    return components.flatMap((component) => {
      const met = match(component, now);
      return met ? [{ policy, component, criteria: met.criteria, rules: met.rules }] : [];
    });
  });
  const kept: number[] = [];
  let created = 0;
  const events: TriggerAndPayload[] = [];
  // One statement per 500 alerts: a large project can raise thousands.
  for (let start = 0; start < matches.length; start += 500) {
    const chunk = matches.slice(start, start + 500);
    const rows = await upsertAlerts(
      tx,
      chunk.map(
        ({ policy, component, criteria, rules }): NewAlert => ({
          policy_id: policy.id,
          policy_name: policy.name,
          level: policy.level,
          stage,
          project_id: target.kind === 'project' ? target.project_id : null,
          container_image_id: target.kind === 'container_image' ? target.container_image_id : null,
          artifact_repository_id: target.kind === 'container_image' ? target.artifact_repository_id : null,
          dependency_id: component.id,
          dependency_purl: component.purl,
          matched_criteria: criteria,
          matched_rules: rules,
          is_blocks_build: policy.is_blocks_build,
          block_delay_days: policy.block_delay_days,
          created_at: now,
        }),
      ),
    );
    const byKey = new Map(rows.map((r) => [`${r.policy_id}:${r.dependency_id}`, r]));
    created += rows.filter((r) => r.created).length;
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
  const onlyStage = target.kind === 'project' && target.foreign_stage ? stage : null;
  const resolved = await resolveAlertsExcept(tx, targetColumn, targetId, kept, now, onlyStage);
  const vulnerabilities = new Set(components.flatMap((c) => c.vulnerabilities.map((v) => v.vulnerability_id)));
  return {
    alerts: matches.length,
    alerts_created: created,
    alerts_resolved: resolved,
    events: queued,
    dependencies_count: components.length,
    vulnerabilities_count: vulnerabilities.size,
  };
}
