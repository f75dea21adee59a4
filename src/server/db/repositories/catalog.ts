import type {
  ArtifactRepository,
  ContainerImage,
  Dependency,
  Proprietor,
  Vulnerability,
  VulnerabilityDetail,
} from '../../../contract/catalog';
import type { Queryable } from '../database';
import { narrowedBy, readModel } from '../read-model';
import { isoTime } from '../sql';

type DependencyFilters = {
  project?: number;
  technology?: string;
  license?: string;
  vulnerability?: number;
  container_image?: number;
};

const DEPENDENCY_FILTERS = {
  technology: 'd.technology = $?',
  license: 'd.licenses @> ARRAY[$?::text]',
  vulnerability:
    'EXISTS (SELECT 1 FROM dependency_vulnerabilities dv WHERE dv.dependency_id = d.id AND dv.vulnerability_id = $?)',
  container_image:
    'EXISTS (SELECT 1 FROM container_image_dependencies cd WHERE cd.dependency_id = d.id AND cd.container_image_id = $?)',
};
// The two counts are kept on the row by triggers (migration 008).
const DEPENDENCY_COLUMNS =
  'd.id, d.purl, d.name, d.version, d.technology, d.licenses, d.vulnerabilities_count, d.projects_count';
const DEPENDENCY_ORDERING = {
  name: 'd.name',
  version: 'd.version',
  technology: 'd.technology',
  purl: 'd.purl',
  id: 'd.id',
};

const allDependencies = readModel<Dependency, DependencyFilters>({
  table: 'dependencies d',
  alias: 'd',
  columns: DEPENDENCY_COLUMNS,
  // The same record, kept on the row by a trigger (migration 024): the list's pages join these texts.
  rowJson: 'd.list_json',
  searchColumns: ['d.name', 'd.purl'],
  filters: {
    ...DEPENDENCY_FILTERS,
    project: 'EXISTS (SELECT 1 FROM project_dependencies pd WHERE pd.dependency_id = d.id AND pd.project_id = $?)',
  },
  ordering: DEPENDENCY_ORDERING,
  defaultOrdering: 'name',
});

/**
 * One project's dependencies: the rows add how the project depends on each (CONTRACT §16). The link's
 * columns come through a derived table under the list's alias (a page's rows are `d.*` of it).
 */
const projectDependencies = readModel<Dependency, DependencyFilters>({
  table: `(SELECT d.*, pd.project_id, pd.relation, pd.paths, pd.introduced_through
             FROM dependencies d JOIN project_dependencies pd ON pd.dependency_id = d.id) d`,
  alias: 'd',
  columns: `${DEPENDENCY_COLUMNS}, d.relation, d.paths, d.introduced_through`,
  searchColumns: ['d.name', 'd.purl'],
  filters: { ...DEPENDENCY_FILTERS, project: 'd.project_id = $?' },
  ordering: DEPENDENCY_ORDERING,
  defaultOrdering: 'name',
});

/**
 * One container image's components (CONTRACT §17): the rows add what kind of package each is and the
 * layer it came from, and the files it was read from (`paths`).
 */
const imageDependencies = readModel<Dependency, DependencyFilters>({
  table: `(SELECT d.*, cd.container_image_id, cd.type, cd.layer_index, cd.layer_digest, cd.paths
             FROM dependencies d JOIN container_image_dependencies cd ON cd.dependency_id = d.id) d`,
  alias: 'd',
  columns: `${DEPENDENCY_COLUMNS}, d.type, d.layer_index, d.layer_digest, d.paths`,
  searchColumns: ['d.name', 'd.purl'],
  filters: {
    ...DEPENDENCY_FILTERS,
    project: 'EXISTS (SELECT 1 FROM project_dependencies pd WHERE pd.dependency_id = d.id AND pd.project_id = $?)',
    container_image: 'd.container_image_id = $?',
  },
  ordering: DEPENDENCY_ORDERING,
  defaultOrdering: 'name',
});

/**
 * `/api/dependencies/`: with `?project=ID` each record adds `relation`, `paths` and `introduced_through`;
 * with `?container_image=ID`, `type`, `layer_index`, `layer_digest` and `paths`.
 */
export const dependencies = narrowedBy(
  'container_image',
  narrowedBy('project', allDependencies, projectDependencies),
  imageDependencies,
);

// A fixed version the advisories name (CONTRACT §16), or one a match found (rows from before OSV imports).
const HAS_FIX = `(cardinality(v.fixed_versions) > 0 OR EXISTS (SELECT 1 FROM dependency_vulnerabilities dv
  WHERE dv.vulnerability_id = v.id AND dv.fixed_version IS NOT NULL))`;

type VulnerabilityFilters = {
  severity?: string;
  has_fixed_version?: boolean;
  has_exploit?: boolean;
  dependency?: number;
  project?: number;
};

const VULNERABILITY_COLUMNS = `v.id, v.vulnerability_id, v.severity, v.cvss3_score::float8 AS cvss3_score,
    v.cvss2_score::float8 AS cvss2_score, v.cwe, ${HAS_FIX} AS has_fixed_version, v.has_exploit, ${isoTime('v.published_at')}, v.summary,
    v.aliases, v.source, ${isoTime('v.modified_at')}, ${isoTime('v.withdrawn_at')}, v.fixed_versions`;
const VULNERABILITY_FILTERS = {
  severity: 'v.severity = $?',
  has_fixed_version: `${HAS_FIX} = $?`,
  has_exploit: 'v.has_exploit = $?',
  project: `EXISTS (SELECT 1 FROM dependency_vulnerabilities dv JOIN project_dependencies pd
    ON pd.dependency_id = dv.dependency_id WHERE dv.vulnerability_id = v.id AND pd.project_id = $?)`,
};
const VULNERABILITY_ORDERING = {
  vulnerability_id: 'v.vulnerability_id',
  // Vulnerabilities without a CVSS 3 score (an OSV record with only a v4 vector) go last, highest first.
  cvss3_score: 'coalesce(v.cvss3_score, -1)',
  cvss2_score: 'v.cvss2_score',
  published_at: 'v.published_at',
  severity: "array_position(ARRAY['low','medium','high','critical'], v.severity)",
  id: 'v.id',
};

const allVulnerabilities = readModel<Vulnerability, VulnerabilityFilters>({
  table: 'vulnerabilities v',
  alias: 'v',
  columns: VULNERABILITY_COLUMNS,
  searchColumns: ['v.vulnerability_id', 'v.summary', 'v.cwe'],
  filters: {
    ...VULNERABILITY_FILTERS,
    dependency:
      'EXISTS (SELECT 1 FROM dependency_vulnerabilities dv WHERE dv.vulnerability_id = v.id AND dv.dependency_id = $?)',
  },
  ordering: VULNERABILITY_ORDERING,
  defaultOrdering: '-cvss3_score',
});

/** One dependency's vulnerabilities: each adds the version of that dependency's package that fixes it. */
const dependencyVulnerabilities = readModel<Vulnerability, VulnerabilityFilters>({
  table: `(SELECT v.*, dv.dependency_id, dv.fixed_version AS dependency_fixed_version
             FROM vulnerabilities v JOIN dependency_vulnerabilities dv ON dv.vulnerability_id = v.id) v`,
  alias: 'v',
  columns: `${VULNERABILITY_COLUMNS}, v.dependency_fixed_version AS fixed_version`,
  searchColumns: ['v.vulnerability_id', 'v.summary', 'v.cwe'],
  filters: { ...VULNERABILITY_FILTERS, dependency: 'v.dependency_id = $?' },
  ordering: VULNERABILITY_ORDERING,
  defaultOrdering: '-cvss3_score',
});

/** `/api/vulnerabilities/`: with `?dependency=ID` each record adds `fixed_version`, the upgrade for that dependency. */
export const vulnerabilities = narrowedBy('dependency', allVulnerabilities, dependencyVulnerabilities);

/**
 * `GET /api/vulnerabilities/{id}/`: the record with its vector, text and links, the affected packages
 * of its OSV records, and the projects it reaches through their dependencies (at most 1 000 rows).
 */
export async function vulnerabilityDetail(db: Queryable, id: number): Promise<VulnerabilityDetail | undefined> {
  const row = await vulnerabilities.get(db, id);
  if (!row) return undefined;
  const [more] = await db.query<Pick<VulnerabilityDetail, 'cvss3_vector' | 'details' | 'references'>>(
    'SELECT cvss3_vector, details, "references" FROM vulnerabilities WHERE id = $1',
    [id],
  );
  const affected = await db.query<VulnerabilityDetail['affected'][number]>(
    `SELECT p.osv_id, p.ecosystem, p.release, p.package_name AS name, p.ranges, p.versions
       FROM osv_records r JOIN vulnerability_packages p ON p.osv_id = r.id
      WHERE r.vulnerability_id = $1 ORDER BY p.osv_id, p.ecosystem, p.package_name, p.release, p.ranges::text`,
    [id],
  );
  const projects = await db.query<VulnerabilityDetail['projects'][number]>(
    `SELECT DISTINCT pr.id AS project_id, pr.name AS project_name, d.purl AS dependency_purl, dv.fixed_version
       FROM dependency_vulnerabilities dv
       JOIN dependencies d ON d.id = dv.dependency_id
       JOIN project_dependencies pd ON pd.dependency_id = d.id
       JOIN projects pr ON pr.id = pd.project_id
      WHERE dv.vulnerability_id = $1
      ORDER BY pr.name, pr.id, d.purl LIMIT 1000`,
    [id],
  );
  return { ...row, ...more!, affected, projects };
}

export const containerImages = readModel<ContainerImage, { artifact_repository?: number }>({
  table: 'container_images c',
  alias: 'c',
  columns: `c.id, c.name, c.digest, c.artifact_repository_id, ${isoTime('c.last_sca_analysis_at')},
    c.distribution, c.layers_count,
    (SELECT count(*)::int FROM container_image_dependencies cd WHERE cd.container_image_id = c.id) AS dependencies_count,
    (SELECT count(DISTINCT dv.vulnerability_id)::int FROM container_image_dependencies cd
       JOIN dependency_vulnerabilities dv ON dv.dependency_id = cd.dependency_id
      WHERE cd.container_image_id = c.id) AS vulnerabilities_count`,
  searchColumns: ['c.name', 'c.digest'],
  filters: { artifact_repository: 'c.artifact_repository_id = $?' },
  ordering: { name: 'c.name', last_sca_analysis_at: 'c.last_sca_analysis_at', id: 'c.id' },
  defaultOrdering: 'name',
});

export const artifactRepositories = readModel<ArtifactRepository, { kind?: string }>({
  table: 'artifact_repositories r',
  alias: 'r',
  columns: `r.id, r.name, r.kind, r.url, r.credentials_sealed IS NOT NULL AS has_credentials,
    CASE WHEN r.credentials_sealed IS NULL THEN NULL ELSE 'basic' END AS auth_kind`,
  searchColumns: ['r.name', 'r.url'],
  filters: { kind: 'r.kind = $?' },
  ordering: { name: 'r.name', kind: 'r.kind', id: 'r.id' },
  defaultOrdering: 'name',
});

export const proprietors = readModel<Proprietor>({
  table: 'proprietors o',
  alias: 'o',
  columns: 'o.id, o.name',
  searchColumns: ['o.name'],
  filters: {},
  ordering: { name: 'o.name', id: 'o.id' },
  defaultOrdering: 'name',
});

export async function containerImageName(db: Queryable, id: number): Promise<string | undefined> {
  const [image] = await db.query<{ name: string }>('SELECT name FROM container_images WHERE id = $1', [id]);
  return image?.name;
}

/** The artifact repository an image belongs to, or undefined when the image is gone. */
export async function containerImageRepositoryId(db: Queryable, id: number): Promise<number | undefined> {
  const [image] = await db.query<{ artifact_repository_id: number }>(
    'SELECT artifact_repository_id FROM container_images WHERE id = $1',
    [id],
  );
  return image?.artifact_repository_id;
}

export async function containerImageExists(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM container_images WHERE id = $1', [id])).length > 0;
}

export async function markContainerImageAnalysed(db: Queryable, id: number, at: Date): Promise<void> {
  await db.query('UPDATE container_images SET last_sca_analysis_at = $2 WHERE id = $1', [id, at]);
}
