import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PolicyAlert } from '../../../contract/runs';
import { startTestService, type TestService } from '../../test/harness';
import { APT_ADVISORY, aptPackages, importImageAdvisories, uploadDebianImage } from '../../test/debian-image';
import { addProject } from '../../test/portfolio-fixture';
import { RunWorker } from '../worker';

let s: TestService;
let admin: string;
let runner: RunWorker;
let projectId: number;
const DAY = 86_400_000;
const T0 = new Date('2031-01-01T00:00:00.000Z');

const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};
const scaAt = async (at: Date) => {
  s.clock.now = at;
  expect((await api('POST', `/api/analyses/projects/${projectId}/sca/start/`)).status).toBe(202);
  await runner.drain();
};
const alertsOf = async (policyId: number): Promise<PolicyAlert[]> =>
  (await api('GET', `/api/policy_alerts/?policy=${policyId}&status=active&per_page=100`)).body.results;

const rule = (field: string, operator: string, value: string) => ({ field, operator, value });
/** (has exploit AND fixed version exists) OR (direct dependency AND severity ≥ high), with the catalog's keys. */
const EXPLOITED_OR_DIRECT_HIGH = {
  combinator: 'or',
  rules: [
    {
      combinator: 'and',
      rules: [rule('vulnerability_has_exploit', 'eq', 'true'), rule('vulnerability_has_fixed_version', 'eq', 'true')],
    },
    { combinator: 'and', rules: [rule('relation', 'eq', 'direct'), rule('cvss3_severity', 'gte', 'high')] },
  ],
};
const createPolicy = async (body: object) => {
  const created = await api('POST', '/api/policies/', {
    name: `tree ${Math.random()}`,
    stages: ['build'],
    level: 'critical',
    projects: [projectId],
    ...body,
  });
  expect(created.status).toBe(201);
  return created.body.id as number;
};

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
  projectId = await addProject(s.db, 'tree-sca', 'build', [
    {
      purl: 'pkg:npm/tree-both@1.0.0',
      relation: 'direct',
      vulnerabilities: [{ id: 'CVE-2099-0001', severity: 'high', cvss3: 7.5, exploit: true, fixed: '1.0.1' }],
    },
    {
      purl: 'pkg:npm/tree-direct@3.0.0',
      relation: 'direct',
      vulnerabilities: [{ id: 'CVE-2099-0003', severity: 'critical', cvss3: 9.8 }],
    },
    {
      purl: 'pkg:npm/tree-exploited@4.0.0',
      relation: 'transitive',
      vulnerabilities: [{ id: 'CVE-2099-0004', severity: 'low', cvss3: 2.0, exploit: true, fixed: '4.0.1' }],
    },
    {
      purl: 'pkg:npm/tree-none@2.0.0',
      relation: 'transitive',
      vulnerabilities: [{ id: 'CVE-2099-0002', severity: 'critical', cvss3: 9.1, exploit: false }],
    },
  ]);
});
afterAll(() => s.close());

describe('project SCA over a condition tree', () => {
  it('raises alerts whose criteria name the operators of the branches that held', async () => {
    const policyId = await createPolicy({ condition_tree: EXPLOITED_OR_DIRECT_HIGH });
    await scaAt(T0);
    const byPurl = Object.fromEntries((await alertsOf(policyId)).map((a) => [a.dependency_purl, a.matched_criteria]));
    expect(byPurl).toEqual({
      // Both branches: the same vulnerability has an exploit and a fix, and is high in a direct dependency.
      'pkg:npm/tree-both@1.0.0': [
        'tree-both@1.0.0 has CVE-2099-0001, exploit known = true, fixed version exists = true, CVSS3 Severity high >= high',
        'tree-both@1.0.0 relation = direct',
      ],
      'pkg:npm/tree-direct@3.0.0': [
        'tree-direct@3.0.0 relation = direct',
        'tree-direct@3.0.0 has CVE-2099-0003, CVSS3 Severity critical >= high',
      ],
      'pkg:npm/tree-exploited@4.0.0': [
        'tree-exploited@4.0.0 has CVE-2099-0004, exploit known = true, fixed version exists = true',
      ],
    });
  });

  it('a flat policy raises the alerts and criteria it always did', async () => {
    const policyId = await createPolicy({ conditions: { relation: 'direct', cvss3_score: '7.0' } });
    await scaAt(T0);
    const criteria = Object.fromEntries((await alertsOf(policyId)).map((a) => [a.dependency_purl, a.matched_criteria]));
    expect(criteria).toEqual({
      'pkg:npm/tree-both@1.0.0': [
        'tree-both@1.0.0 is a direct dependency',
        'tree-both@1.0.0 has CVE-2099-0001, CVSS3 Score 7.5 >= 7.0',
      ],
      'pkg:npm/tree-direct@3.0.0': [
        'tree-direct@3.0.0 is a direct dependency',
        'tree-direct@3.0.0 has CVE-2099-0003, CVSS3 Score 9.8 >= 7.0',
      ],
    });
  });
  it('alerts carry each rule met as data beside the English criteria, for a console to phrase (issue 29)', async () => {
    const treeId = await createPolicy({ condition_tree: EXPLOITED_OR_DIRECT_HIGH });
    const flatId = await createPolicy({ conditions: { relation: 'direct', cvss3_score: '7.0' } });
    const listId = await createPolicy({
      condition_tree: { combinator: 'and', rules: [rule('purl_list', 'not_in', 'pkg:npm/x@1, pkg:npm/y@2')] },
    });
    await scaAt(T0);
    const rulesOf = async (policyId: number) =>
      Object.fromEntries((await alertsOf(policyId)).map((a) => [a.dependency_purl, a.matched_rules]));
    const met = (field: string, operator: string, value: string, actual: string | null, vulnerability_id = null) => ({
      field,
      operator,
      value,
      actual,
      vulnerability_id,
    });
    const onCve = (id: string, field: string, operator: string, value: string, actual: string) => ({
      ...met(field, operator, value, actual),
      vulnerability_id: id,
    });
    expect((await rulesOf(treeId))['pkg:npm/tree-both@1.0.0']).toEqual([
      onCve('CVE-2099-0001', 'vulnerability_has_exploit', 'eq', 'true', 'true'),
      onCve('CVE-2099-0001', 'vulnerability_has_fixed_version', 'eq', 'true', 'true'),
      met('relation', 'eq', 'direct', 'direct'),
      onCve('CVE-2099-0001', 'cvss3_severity', 'gte', 'high', 'high'),
    ]);
    // A flat policy: its default operators (CONTRACT §12), its criteria texts as they always were.
    const flat = (await alertsOf(flatId)).find((a) => a.dependency_purl === 'pkg:npm/tree-direct@3.0.0')!;
    expect(flat.matched_criteria).toEqual([
      'tree-direct@3.0.0 is a direct dependency',
      'tree-direct@3.0.0 has CVE-2099-0003, CVSS3 Score 9.8 >= 7.0',
    ]);
    expect(flat.matched_rules).toEqual([
      met('relation', 'eq', 'direct', 'direct'),
      onCve('CVE-2099-0003', 'cvss3_score', 'gte', '7.0', '9.8'),
    ]);
    expect((await rulesOf(listId))['pkg:npm/tree-none@2.0.0']).toEqual([
      met('purl_list', 'not_in', 'pkg:npm/x@1, pkg:npm/y@2', 'pkg:npm/tree-none@2.0.0'),
    ]);
  });

  it('container image SCA judges trees of `proxy` policies the same way', async () => {
    // The image is this machine's Debian 12 dpkg database: the packages built from `apt` have
    // DEBIAN-CVE-2011-3374 (CVSS 3.7, low, no known exploit, not fixed in Debian 12).
    await importImageAdvisories(s.db);
    const image = (await api('GET', '/api/container_images/?search=payments-api')).body.results[0] as {
      id: number;
      artifact_repository_id: number;
    };
    const created = await api('POST', '/api/policies/', {
      name: 'image tree',
      stages: ['proxy'],
      level: 'warning',
      condition_tree: {
        combinator: 'or',
        rules: [
          EXPLOITED_OR_DIRECT_HIGH.rules[0],
          {
            combinator: 'and',
            rules: [rule('purl', 'regex', '^pkg:deb/debian/apt@'), rule('cvss3_severity', 'eq', 'low')],
          },
        ],
      },
    });
    expect(created.status).toBe(201);
    s.clock.now = T0;
    await uploadDebianImage(s.request, admin, image.id);
    await runner.drain();
    const alerts: PolicyAlert[] = (
      await api('GET', `/api/policy_alerts/?policy=${created.body.id}&container_image=${image.id}`)
    ).body.results;
    const criteria = Object.fromEntries(alerts.map((a) => [a.dependency_purl, a.matched_criteria]));
    const apt = aptPackages().find((p) => p.name === 'apt')!;
    expect(criteria).toEqual({
      [`pkg:deb/debian/apt@${apt.version}?arch=amd64&distro=debian-12`]: [
        `apt@${apt.version} purl matches regex ^pkg:deb/debian/apt@`,
        `apt@${apt.version} has ${APT_ADVISORY}, CVSS3 Severity low = low`,
      ],
    });
    for (const alert of alerts)
      expect(alert).toMatchObject({
        stage: 'proxy',
        container_image_id: image.id,
        project_id: null,
        artifact_repository_id: image.artifact_repository_id,
      });
  });
});

describe('block_delay_days, on the service clock', () => {
  it('a blocking policy’s alert blocks builds only once it is that many days old', async () => {
    const policyId = await createPolicy({
      condition_tree: { combinator: 'and', rules: [rule('purl', 'regex', '^pkg:npm/tree-both@')] },
      is_blocks_build: true,
      block_delay_days: 7,
    });
    const blocking = async () => {
      const [alert] = await alertsOf(policyId);
      return {
        is_blocks_build: alert!.is_blocks_build,
        blocks_build_from: alert!.blocks_build_from,
        created_at: alert!.created_at,
      };
    };
    await scaAt(new Date(T0.getTime() + DAY));
    const first = await blocking();
    const raised = new Date(T0.getTime() + DAY);
    const from = new Date(raised.getTime() + 7 * DAY).toISOString();
    expect(first).toEqual({ is_blocks_build: false, blocks_build_from: from, created_at: raised.toISOString() });

    await scaAt(new Date(raised.getTime() + 7 * DAY - 1000));
    expect(await blocking()).toEqual(first);
    await scaAt(new Date(raised.getTime() + 7 * DAY));
    expect(await blocking()).toEqual({ ...first, is_blocks_build: true });

    // The delay counts from when the alert was first raised, whatever it is changed to.
    await api('PATCH', `/api/policies/${policyId}/`, { block_delay_days: 30 });
    await scaAt(new Date(raised.getTime() + 8 * DAY));
    expect(await blocking()).toEqual({
      ...first,
      is_blocks_build: false,
      blocks_build_from: new Date(raised.getTime() + 30 * DAY).toISOString(),
    });
    await api('PATCH', `/api/policies/${policyId}/`, { block_delay_days: null });
    await scaAt(new Date(raised.getTime() + 8 * DAY));
    expect(await blocking()).toEqual({ ...first, is_blocks_build: true, blocks_build_from: raised.toISOString() });
    await api('PATCH', `/api/policies/${policyId}/`, { is_blocks_build: false });
    await scaAt(new Date(raised.getTime() + 9 * DAY));
    expect(await blocking()).toEqual({ ...first, is_blocks_build: false, blocks_build_from: null });
  });

  it('without a delay a blocking policy’s alert blocks from its creation', async () => {
    const at = new Date(T0.getTime() + 40 * DAY);
    const policyId = await createPolicy({ conditions: { dependency_name: 'tree-direct' }, is_blocks_build: true });
    await scaAt(at);
    expect(await alertsOf(policyId)).toMatchObject([
      { is_blocks_build: true, blocks_build_from: at.toISOString(), created_at: at.toISOString() },
    ]);
  });
});
