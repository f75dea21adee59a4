import type { SbomComponent } from '../../sbom/cyclonedx';
import type { Queryable } from '../database';

/**
 * A project's components for its SBOM (CONTRACT §16): each with its licenses, how the project depends
 * on it, the files it came from and its vulnerabilities (withdrawn ones left out), in two queries.
 */
export async function sbomComponents(db: Queryable, projectId: number): Promise<SbomComponent[]> {
  const components = await db.query<Omit<SbomComponent, 'vulnerabilities'> & { id: number }>(
    `SELECT d.id, d.purl, d.name, d.version, d.licenses, pd.relation, pd.paths
       FROM project_dependencies pd JOIN dependencies d ON d.id = pd.dependency_id
      WHERE pd.project_id = $1 ORDER BY d.purl`,
    [projectId],
  );
  const findings = await db.query<SbomComponent['vulnerabilities'][number] & { dependency_id: number }>(
    `SELECT dv.dependency_id, v.vulnerability_id, v.aliases, v.cvss3_score::float8 AS cvss3_score, v.cvss3_vector,
            v.severity, v.cwe, v.summary, dv.fixed_version
       FROM dependency_vulnerabilities dv JOIN vulnerabilities v ON v.id = dv.vulnerability_id
       JOIN project_dependencies pd ON pd.dependency_id = dv.dependency_id AND pd.project_id = $1
      WHERE v.withdrawn_at IS NULL
      ORDER BY v.vulnerability_id`,
    [projectId],
  );
  const byDependency = new Map<number, SbomComponent['vulnerabilities']>();
  for (const { dependency_id, ...finding } of findings) {
    const list = byDependency.get(dependency_id) ?? [];
    list.push(finding);
    byDependency.set(dependency_id, list);
  }
  return components.map(({ id, ...component }) => ({ ...component, vulnerabilities: byDependency.get(id) ?? [] }));
}
