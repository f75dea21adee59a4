import { type ConditionNode, isGroup } from '../../contract/condition-tree';
import type { Reads } from '../db/repositories/portfolio';

type FieldReads = Partial<{ [K in keyof Reads]: NonNullable<Reads[K]> }>;

/** The values each catalog key reads; a count of vulnerabilities needs their rows, no column of them. */
const FIELD_READS: Record<string, FieldReads> = {
  purl: { dependency: ['purl'] },
  dependency_name: { dependency: ['name'] },
  dependency_version: { dependency: ['version'] },
  dependency_age_days: { dependency: ['released_at'] },
  dependency_vulnerability_count: { findings: [] },
  dependency_is_dangerous: { dependency: ['is_dangerous'] },
  technology: { dependency: ['technology'] },
  relation: { dependency: ['relation'] },
  license: { dependency: ['licenses'] },
  license_category: { dependency: ['licenses'] },
  vulnerability_id: { findings: ['vulnerability_id'] },
  vulnerability_has_fixed_version: { findings: ['fixed_version'] },
  vulnerability_has_exploit: { findings: ['has_exploit'] },
  vulnerability_age_days: { findings: ['published_at'] },
  cwe: { findings: ['cwe'] },
  cvss3_score: { findings: ['cvss3_score'] },
  cvss3_severity: { findings: ['severity'] },
  cvss2_score: { findings: ['cvss2_score'] },
};

/** What judging the tree reads of a dependency and its vulnerabilities (whether it matches, not its words). */
export function policyReads(tree: ConditionNode): Reads {
  const dependency = new Set<Reads['dependency'][number]>();
  let findings: Set<NonNullable<Reads['findings']>[number]> | null = null;
  const visit = (node: ConditionNode) => {
    if (isGroup(node)) return node.rules.forEach(visit);
    const reads = FIELD_READS[node.field.replace(/_list$/, '')] ?? {};
    for (const column of reads.dependency ?? []) dependency.add(column);
    if (reads.findings) {
      findings ??= new Set();
      for (const column of reads.findings) findings.add(column);
    }
  };
  visit(tree);
  return { dependency: [...dependency], findings: findings === null ? null : [...(findings as Set<never>)] };
}
