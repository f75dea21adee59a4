import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArtifactRepositorySchema,
  AuthorSchema,
  ContainerImageSchema,
  DependencySchema,
  VulnerabilityDetailSchema,
  VulnerabilitySchema,
} from '../../../contract/catalog';
import { pageOf } from '../../../contract/pagination';
import { ProjectSchema } from '../../../contract/projects';
import { analyseSca } from '../../analysis/sca/analyse-sca';
import { EXTRACTORS } from '../../analysis/sca/extractors';
import type { ProjectComponent } from '../../analysis/sca/merge-components';
import { seedDemo } from '../../seed/demo';
import { readDemoData } from '../../seed/demo-data';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let token: string;
const demo = readDemoData();
const TREES = join(import.meta.dirname, '../../seed/demo/repositories');
/** What the extractors read in each demo vcs project's tree: the template's components come from them. */
let read: Map<string, ProjectComponent[]>;
const everyPurl = () => new Set([...read.values()].flat().map((c) => c.purl));

beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('auditor');
  const signal = new AbortController().signal;
  read = new Map();
  for (const project of demo.projects.filter((p) => p.type === 'vcs')) {
    const tree = { kind: 'tree' as const, dir: join(TREES, project.name) };
    read.set(project.name, (await analyseSca(tree, EXTRACTORS, () => undefined, signal)).components);
  }
});
afterAll(() => s.close());

async function page<T>(schema: Parameters<typeof pageOf>[0], path: string) {
  const res = await s.call(token, 'GET', path);
  expect(res.status, path).toBe(200);
  return pageOf(schema).parse(await res.json()) as unknown as { count: number; results: T[] };
}

async function projectId(name: string): Promise<number> {
  const found = await page<{ id: number; name: string }>(ProjectSchema, `/api/projects/?search=${name}`);
  return found.results.find((p) => p.name === name)!.id;
}

describe('the demo installation', () => {
  it('is seeded on a fresh database: its records, the components its trees hold, its 26 advisories', async () => {
    expect((await page(ProjectSchema, '/api/projects/')).count).toBe(demo.projects.length);
    expect((await page(DependencySchema, '/api/dependencies/')).count).toBe(everyPurl().size);
    // 26 GitHub advisories, each its own vulnerability (none aliases another), GHSA-5crp-9r3c-p9vr without a CVE.
    const vulns = await page<{ vulnerability_id: string }>(VulnerabilitySchema, '/api/vulnerabilities/?per_page=100');
    expect(vulns.count).toBe(26);
    expect(vulns.results.map((v) => v.vulnerability_id)).toContain('GHSA-5crp-9r3c-p9vr');
    expect((await page(ContainerImageSchema, '/api/container_images/')).count).toBe(3);
    expect((await page(ArtifactRepositorySchema, '/api/artifact_repositories/')).count).toBe(3);
    // Authors come from analysing the demo's repositories: none before the first authors run.
    expect((await page(AuthorSchema, '/api/authors/')).count).toBe(0);
  });

  it('is never seeded into a database that has projects', async () => {
    expect(await seedDemo(s.db, { repositories: new Map(), queueAnalyses: true }, demo)).toBe(false);
    expect((await page(ProjectSchema, '/api/projects/')).count).toBe(demo.projects.length);
  });

  it('covers several ecosystems with real package URLs', async () => {
    for (const tech of ['npm', 'pypi', 'maven', 'go', 'nuget']) {
      const some = await page<{ technology: string; purl: string }>(
        DependencySchema,
        `/api/dependencies/?technology=${tech}`,
      );
      expect(some.count, tech).toBeGreaterThan(0);
      for (const d of some.results) expect(d.purl).toMatch(/^pkg:[a-z]+\/.+@.+/);
    }
  });
});

describe('/api/dependencies/', () => {
  it("filters by project: exactly the packages of the project's lockfiles, with relation, files and chain", async () => {
    const deps = await page<{
      purl: string;
      relation: string | null;
      paths: string[];
      introduced_through: string[] | null;
    }>(DependencySchema, `/api/dependencies/?project=${await projectId('payments-api')}&per_page=100`);
    const components = read.get('payments-api')!;
    expect(deps.results.map((d) => d.purl).sort()).toEqual(components.map((c) => c.purl).sort());
    const lodash = deps.results.find((d) => d.purl === 'pkg:npm/lodash@4.17.15')!;
    expect(lodash).toMatchObject({ relation: 'direct', paths: ['package-lock.json'], introduced_through: null });
    // body-parser comes with express (payments-api/package-lock.json).
    const bodyParser = deps.results.find((d) => d.purl === 'pkg:npm/body-parser@1.19.0')!;
    expect(bodyParser).toMatchObject({ relation: 'transitive', introduced_through: ['express@4.17.1'] });
    // Without ?project the records do not carry the project's link.
    const plain = await page<Record<string, unknown>>(DependencySchema, '/api/dependencies/?search=lodash');
    expect(plain.results[0]).not.toHaveProperty('relation');
  });

  it('filters by technology and license, searches purl, orders by -name', async () => {
    const components = [...new Map([...read.values()].flat().map((c) => [c.purl, c])).values()];
    // A dependency is one row per purl: it has a license when any project's file gave it one.
    const licensed = new Set(
      [...read.values()]
        .flat()
        .filter((c) => c.licenses.includes('MIT'))
        .map((c) => c.purl),
    );
    const maven = await page<{ technology: string }>(
      DependencySchema,
      '/api/dependencies/?technology=maven&per_page=100',
    );
    expect(maven.count).toBe(components.filter((c) => c.ecosystem === 'Maven').length);
    for (const d of maven.results) expect(d.technology).toBe('maven');
    const mit = await page<{ licenses: string[] }>(DependencySchema, '/api/dependencies/?license=MIT&per_page=100');
    expect(mit.count).toBe(licensed.size);
    expect(mit.count).toBeGreaterThan(100);
    for (const d of mit.results) expect(d.licenses).toContain('MIT');
    const text = await page<{ purl: string }>(DependencySchema, '/api/dependencies/?search=commons-text');
    expect(text.results.map((d) => d.purl)).toContain('pkg:maven/org.apache.commons/commons-text@1.9');
    const desc = await page<{ name: string }>(DependencySchema, '/api/dependencies/?ordering=-name&per_page=20');
    const names = desc.results.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('counts vulnerabilities and projects per dependency, and links to the vulnerabilities', async () => {
    const [lodash] = (
      await page<{ id: number; vulnerabilities_count: number; projects_count: number }>(
        DependencySchema,
        '/api/dependencies/?search=pkg:npm/lodash@4.17.15',
      )
    ).results;
    // GHSA-p6mc-m468-83gw (CVE-2020-8203, fixed in 4.17.20) and GHSA-35jh-r3h4-6jhm (CVE-2021-23337, fixed in 4.17.21).
    expect(lodash!.vulnerabilities_count).toBe(2);
    const holders = [...read.entries()].filter(([, cs]) => cs.some((c) => c.purl === 'pkg:npm/lodash@4.17.15'));
    expect(lodash!.projects_count).toBe(holders.length);
    const vulns = await page<{ vulnerability_id: string; aliases: string[] }>(
      VulnerabilitySchema,
      `/api/vulnerabilities/?dependency=${lodash!.id}`,
    );
    expect(vulns.results.map((v) => v.vulnerability_id).sort()).toEqual(['CVE-2020-8203', 'CVE-2021-23337']);
    expect(vulns.results.find((v) => v.vulnerability_id === 'CVE-2020-8203')!.aliases).toEqual(['GHSA-p6mc-m468-83gw']);
  });

  it('answers 404 for a missing id and 400 for a bad filter', async () => {
    expect((await s.call(token, 'GET', '/api/dependencies/999999/')).status).toBe(404);
    const bad = await s.call(token, 'GET', '/api/dependencies/?project=abc');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ project: ['Must be a positive whole number.'] });
  });
});

describe('/api/vulnerabilities/', () => {
  it('orders by CVSS 3 score, highest first, by default', async () => {
    const all = await page<{ cvss3_score: number | null }>(VulnerabilitySchema, '/api/vulnerabilities/?per_page=100');
    const scores = all.results.map((v) => v.cvss3_score ?? -1);
    expect(scores).toEqual([...scores].sort((a, b) => b - a));
  });

  it('filters by severity and by fixed version', async () => {
    const critical = await page<{ severity: string; vulnerability_id: string }>(
      VulnerabilitySchema,
      '/api/vulnerabilities/?severity=critical&per_page=100',
    );
    for (const v of critical.results) expect(v.severity).toBe('critical');
    // Text4Shell (commons-text), Spring4Shell, the PostgreSQL JDBC driver's SQL injection, PyYAML's full_load.
    expect(critical.results.map((v) => v.vulnerability_id)).toEqual(
      expect.arrayContaining(['CVE-2022-42889', 'CVE-2022-22965', 'CVE-2024-1597', 'CVE-2020-14343']),
    );
    // gunicorn's GHSA-w3h3-4rj7-4ph4 ends with last_affected 21.2.0: no fixed version.
    const unfixed = await page<{ has_fixed_version: boolean; vulnerability_id: string }>(
      VulnerabilitySchema,
      '/api/vulnerabilities/?has_fixed_version=false&per_page=100',
    );
    for (const v of unfixed.results) expect(v.has_fixed_version).toBe(false);
    expect(unfixed.results.map((v) => v.vulnerability_id)).toContain('CVE-2024-1135');
  });

  it('detail by id', async () => {
    const [first] = (await page<{ id: number }>(VulnerabilitySchema, '/api/vulnerabilities/?search=CVE-2022-42889'))
      .results;
    const res = await s.call(token, 'GET', `/api/vulnerabilities/${first!.id}/`);
    expect(VulnerabilityDetailSchema.parse(await res.json())).toMatchObject({
      vulnerability_id: 'CVE-2022-42889',
      aliases: ['GHSA-599f-7c49-w659'],
      severity: 'critical',
      cvss3_score: 9.8,
      fixed_versions: ['1.10.0'],
    });
  });
});

describe('container images, artifact repositories', () => {
  it('container images belong to an artifact repository, and have no components until analysed', async () => {
    const images = await page<{ id: number; name: string; artifact_repository_id: number; dependencies_count: number }>(
      ContainerImageSchema,
      '/api/container_images/',
    );
    for (const image of images.results) {
      const repo = await s.call(token, 'GET', `/api/artifact_repositories/${image.artifact_repository_id}/`);
      expect(repo.status).toBe(200);
      expect(demo['container-images'].map((i) => i.name)).toContain(image.name);
      // Images are not analysed yet (issue 5/5): none has components.
      expect(image.dependencies_count).toBe(0);
      const deps = await page(DependencySchema, `/api/dependencies/?container_image=${image.id}&per_page=100`);
      expect(deps.count).toBe(0);
    }
  });

  it('artifact repositories filter by kind', async () => {
    const kind = demo['artifact-repositories'][0]!.kind;
    const repos = await page<{ kind: string }>(ArtifactRepositorySchema, `/api/artifact_repositories/?kind=${kind}`);
    expect(repos.count).toBe(demo['artifact-repositories'].filter((r) => r.kind === kind).length);
  });
});
