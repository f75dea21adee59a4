import { type ConditionNode, isGroup } from '../../contract/condition-tree';
import type { PolicyPreview } from '../../contract/policies';
import type { Queryable } from '../db/database';
import { portfolioComponents, portfolioProjects } from '../db/repositories/portfolio';
import { policyMatcher } from '../runs/policy-matcher';
import { FIELD_SPECS } from '../runs/rule-fields';
import type { PolicyWrite } from './validate-policy';

const SAMPLE_SIZE = 50;

/** Whether judging the tree needs the dependencies' vulnerabilities (a count of them is one). */
function readsFindings(node: ConditionNode): boolean {
  if (isGroup(node)) return node.rules.some(readsFindings);
  return FIELD_SPECS[node.field]?.on === 'finding' || node.field === 'dependency_vulnerability_count';
}

/**
 * CONTRACT §12 `POST /api/policies/preview/`: the policy judged, exactly as project SCA would judge it,
 * over the dependencies of every active project it applies to (its stages and projects), with nothing
 * written. `projects` lists those with a match, most matches first; `sample` holds the first matches
 * in project and dependency order. Container images (the `proxy` stage) are not part of the preview.
 */
export async function previewPolicy(db: Queryable, policy: PolicyWrite, now: Date): Promise<PolicyPreview> {
  const projects = await portfolioProjects(db, policy.stages, policy.projects);
  const components = projects.length
    ? await portfolioComponents(
        db,
        projects.map((p) => p.id),
        readsFindings(policy.condition_tree),
      )
    : [];
  const match = policyMatcher(policy);
  const perProject = new Map<number, number>();
  const sample: PolicyPreview['sample'] = [];
  let matches = 0;
  for (const component of components) {
    const criteria = match(component, now);
    if (!criteria) continue;
    matches += 1;
    perProject.set(component.project_id, (perProject.get(component.project_id) ?? 0) + 1);
    if (sample.length < SAMPLE_SIZE) {
      sample.push({ dependency_purl: component.purl, project_id: component.project_id, matched_criteria: criteria });
    }
  }
  return {
    matches_count: matches,
    projects: projects
      .filter((p) => perProject.has(p.id))
      .map((p) => ({ project_id: p.id, project_name: p.name, matches_count: perProject.get(p.id)! }))
      .sort((a, b) => b.matches_count - a.matches_count || a.project_name.localeCompare(b.project_name)),
    sample,
  };
}
