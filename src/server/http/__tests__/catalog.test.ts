import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ArtifactRepositorySchema,
  AuthorSchema,
  ContainerImageSchema,
  DependencySchema,
  VulnerabilitySchema,
} from '../../../contract/catalog';
import { pageOf } from '../../../contract/pagination';
import { ProjectSchema } from '../../../contract/projects';
import { seedDemo } from '../../seed/demo';
import { readDemoData } from '../../seed/demo-data';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let token: string;
const demo = readDemoData();

beforeAll(async () => {
  s = await startTestService();
  token = await s.tokenFor('auditor');
});
afterAll(() => s.close());

async function page<T>(schema: Parameters<typeof pageOf>[0], path: string) {
  const res = await s.call(token, 'GET', path);
  expect(res.status, path).toBe(200);
  return pageOf(schema).parse(await res.json()) as unknown as { count: number; results: T[] };
}

describe('the demo installation', () => {
  it('is seeded on a fresh database: every file row is there', async () => {
    expect((await page(ProjectSchema, '/api/projects/')).count).toBe(demo.projects.length);
    expect((await page(DependencySchema, '/api/dependencies/')).count).toBe(demo.packages.length);
    expect((await page(VulnerabilitySchema, '/api/vulnerabilities/')).count).toBe(demo.vulnerabilities.length);
    expect((await page(ContainerImageSchema, '/api/container_images/')).count).toBe(3);
    expect((await page(ArtifactRepositorySchema, '/api/artifact_repositories/')).count).toBe(3);
    // Authors come from analysing the demo's repositories: none before the first authors run.
    expect((await page(AuthorSchema, '/api/authors/')).count).toBe(0);
  });

  it('is never seeded into a database that has projects', async () => {
    expect(await seedDemo(s.db, { repositories: new Map(), queueAnalyses: true }, demo)).toBe(false);
    expect((await page(ProjectSchema, '/api/projects/')).count).toBe(demo.projects.length);
  });

  it('covers several ecosystems with real package URLs', () => {
    const ecosystems = new Set(demo.packages.map((p) => p.technology));
    for (const tech of ['npm', 'pypi', 'maven', 'go', 'nuget']) expect(ecosystems).toContain(tech);
    for (const p of demo.packages) expect(p.purl).toMatch(/^pkg:[a-z]+\/.+@.+/);
  });
});

describe('/api/dependencies/', () => {
  it('filters by project: exactly the packages the demo project lists', async () => {
    const project = (
      await page<{ id: number; name: string }>(ProjectSchema, `/api/projects/?search=${demo.projects[0]!.name}`)
    ).results.find((p) => p.name === demo.projects[0]!.name)!;
    const deps = await page<{ purl: string }>(
      DependencySchema,
      `/api/dependencies/?project=${project.id}&per_page=100`,
    );
    expect(deps.results.map((d) => d.purl).sort()).toEqual(demo.projects[0]!.dependencies.map((d) => d.purl).sort());
  });

  it('filters by technology and license, searches purl, orders by -name', async () => {
    const maven = await page<{ technology: string }>(
      DependencySchema,
      '/api/dependencies/?technology=maven&per_page=100',
    );
    expect(maven.count).toBe(demo.packages.filter((p) => p.technology === 'maven').length);
    for (const d of maven.results) expect(d.technology).toBe('maven');
    const mit = await page<{ licenses: string[] }>(DependencySchema, '/api/dependencies/?license=MIT&per_page=100');
    expect(mit.count).toBe(demo.packages.filter((p) => p.licenses.includes('MIT')).length);
    for (const d of mit.results) expect(d.licenses).toContain('MIT');
    const log4j = await page<{ purl: string }>(DependencySchema, '/api/dependencies/?search=log4j-core');
    expect(log4j.results.map((d) => d.purl)).toContain('pkg:maven/org.apache.logging.log4j/log4j-core@2.14.1');
    const desc = await page<{ name: string }>(DependencySchema, '/api/dependencies/?ordering=-name&per_page=20');
    const names = desc.results.map((d) => d.name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? 1 : a > b ? -1 : 0)));
  });

  it('counts vulnerabilities and projects per dependency, and links to the vulnerabilities', async () => {
    const [log4j] = (
      await page<{ id: number; vulnerabilities_count: number; projects_count: number }>(
        DependencySchema,
        '/api/dependencies/?search=log4j-core@2.14.1',
      )
    ).results;
    const expected = demo.vulnerabilities.filter((v) => v.affects.some((a) => a.purl.includes('log4j-core@2.14.1')));
    expect(log4j!.vulnerabilities_count).toBe(expected.length);
    expect(log4j!.projects_count).toBe(
      demo.projects.filter((p) => p.dependencies.some((d) => d.purl.includes('log4j-core@2.14.1'))).length,
    );
    const vulns = await page<{ vulnerability_id: string }>(
      VulnerabilitySchema,
      `/api/vulnerabilities/?dependency=${log4j!.id}`,
    );
    expect(vulns.results.map((v) => v.vulnerability_id).sort()).toEqual(expected.map((v) => v.vulnerability_id).sort());
    expect(vulns.results.map((v) => v.vulnerability_id)).toContain('CVE-2021-44228');
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
    const critical = await page<{ severity: string }>(
      VulnerabilitySchema,
      '/api/vulnerabilities/?severity=critical&per_page=100',
    );
    expect(critical.count).toBe(demo.vulnerabilities.filter((v) => v.severity === 'critical').length);
    const unfixed = await page<{ has_fixed_version: boolean }>(
      VulnerabilitySchema,
      '/api/vulnerabilities/?has_fixed_version=false&per_page=100',
    );
    expect(unfixed.count).toBe(
      demo.vulnerabilities.filter((v) => v.affects.every((a) => a.fixed_version === null)).length,
    );
    for (const v of unfixed.results) expect(v.has_fixed_version).toBe(false);
  });

  it('detail by id', async () => {
    const [first] = (await page<{ id: number }>(VulnerabilitySchema, '/api/vulnerabilities/?search=CVE-2021-44228'))
      .results;
    const res = await s.call(token, 'GET', `/api/vulnerabilities/${first!.id}/`);
    expect(VulnerabilitySchema.parse(await res.json())).toMatchObject({
      vulnerability_id: 'CVE-2021-44228',
      severity: 'critical',
    });
  });
});

describe('container images, artifact repositories', () => {
  it('container images belong to an artifact repository and list their dependencies', async () => {
    const images = await page<{ id: number; name: string; artifact_repository_id: number; dependencies_count: number }>(
      ContainerImageSchema,
      '/api/container_images/',
    );
    for (const image of images.results) {
      const repo = await s.call(token, 'GET', `/api/artifact_repositories/${image.artifact_repository_id}/`);
      expect(repo.status).toBe(200);
      const source = demo['container-images'].find((i) => i.name === image.name)!;
      expect(image.dependencies_count).toBe(source.dependencies.length);
      const deps = await page(DependencySchema, `/api/dependencies/?container_image=${image.id}&per_page=100`);
      expect(deps.count).toBe(source.dependencies.length);
    }
  });

  it('artifact repositories filter by kind', async () => {
    const kind = demo['artifact-repositories'][0]!.kind;
    const repos = await page<{ kind: string }>(ArtifactRepositorySchema, `/api/artifact_repositories/?kind=${kind}`);
    expect(repos.count).toBe(demo['artifact-repositories'].filter((r) => r.kind === kind).length);
  });
});
