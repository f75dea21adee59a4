import type { PolicyPreview } from '../../contract/policies';
import type { Queryable } from '../db/database';
import { portfolioComponents, portfolioProjects, READ_EVERYTHING } from '../db/repositories/portfolio';
import { policyMatcher } from '../runs/policy-matcher';
import { policyReads } from './policy-reads';
import { prefilter } from './prefilter';
import type { PolicyWrite } from './validate-policy';

const SAMPLE_SIZE = 50;

/** The order jsonb keeps an object's keys in (shorter first, then bytewise): a stored flat policy's order. */
const jsonbKeyOrder = ([a]: [string, string], [b]: [string, string]) =>
  a.length - b.length || (a < b ? -1 : a > b ? 1 : 0);

/**
 * CONTRACT §12 `POST /api/policies/preview/`: the policy judged, exactly as project SCA would judge it,
 * over the dependencies of every active project it applies to (its stages and projects), with nothing
 * written. `projects` lists those with a match, most matches first; `sample` holds the first matches
 * in project and dependency order. Container images (the `proxy` stage) are not part of the preview.
 *
 * Two passes keep it fast on a large portfolio: the dependencies SQL can rule out are never loaded
 * (prefilter.ts), and the rest are loaded with only the values the policy reads and judged for the
 * counts; then the sample's few dependencies are loaded whole and judged again for their criteria.
 */
export async function previewPolicy(db: Queryable, policy: PolicyWrite, now: Date): Promise<PolicyPreview> {
  const projects = await portfolioProjects(db, policy.stages, policy.projects);
  if (projects.length === 0) return { matches_count: 0, projects: [], sample: [] };
  const projectIds = projects.map((p) => p.id);
  // Judged with its flat conditions in the order SCA will read them once stored, so the criteria read alike.
  const match = policyMatcher({
    ...policy,
    conditions: Object.fromEntries(Object.entries(policy.conditions).sort(jsonbKeyOrder)),
  });
  const candidates = await portfolioComponents(db, {
    projectIds,
    reads: policyReads(policy.condition_tree),
    filter: prefilter(policy.condition_tree, now, 3),
  });
  const perProject = new Map<number, number>();
  const sampled: { project_id: number; id: number }[] = [];
  for (const component of candidates) {
    if (!match(component, now)) continue;
    perProject.set(component.project_id, (perProject.get(component.project_id) ?? 0) + 1);
    if (sampled.length < SAMPLE_SIZE) sampled.push(component);
  }
  const sampleKeys = new Set(sampled.map((c) => `${c.project_id}:${c.id}`));
  const whole = sampled.length
    ? await portfolioComponents(db, {
        projectIds: [...new Set(sampled.map((c) => c.project_id))],
        dependencyIds: [...new Set(sampled.map((c) => c.id))],
        reads: READ_EVERYTHING,
      })
    : [];
  const sample = whole
    .filter((component) => sampleKeys.has(`${component.project_id}:${component.id}`))
    .map((component) => {
      const met = match(component, now);
      return {
        dependency_purl: component.purl,
        project_id: component.project_id,
        matched_criteria: met?.criteria ?? [],
        matched_rules: met?.rules ?? [],
      };
    });
  return {
    matches_count: [...perProject.values()].reduce((sum, n) => sum + n, 0),
    projects: projects
      .filter((p) => perProject.has(p.id))
      .map((p) => ({ project_id: p.id, project_name: p.name, matches_count: perProject.get(p.id)! }))
      .sort((a, b) => b.matches_count - a.matches_count || a.project_name.localeCompare(b.project_name)),
    sample,
  };
}
