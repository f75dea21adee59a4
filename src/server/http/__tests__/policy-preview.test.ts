import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type PolicyPreview, PolicyPreviewSchema } from '../../../contract/policies';
import { STAGES } from '../../../contract/stages';
import { validatePolicy } from '../../policies/validate-policy';
import { loadComponents } from '../../runs/components';
import { policyMatcher } from '../../runs/policy-matcher';
import { addProject } from '../../test/portfolio-fixture';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
const rule = (field: string, operator: string, value: string) => ({ field, operator, value });
const everywhere = { name: 'Preview', stages: [...STAGES], level: 'warning' };

const preview = async (body: object, token = admin) => {
  const res = await s.call(token, 'POST', '/api/policies/preview/', body);
  return { status: res.status, body: (await res.json()) as PolicyPreview & Record<string, unknown> };
};

/** What SCA itself would find: each applicable project's dependencies loaded as SCA loads them, every one judged. */
async function bruteForce(body: object): Promise<PolicyPreview> {
  const policy = await validatePolicy(s.db, body);
  const projects = await s.db.query<{ id: number; name: string }>(
    `SELECT id, name FROM projects WHERE is_active AND stage = ANY($1::text[])
       AND (cardinality($2::int[]) = 0 OR id = ANY($2::int[])) ORDER BY id`,
    [policy.stages, policy.projects],
  );
  const stored = (
    await s.db.query<{ c: Record<string, string> }>('SELECT $1::jsonb AS c', [JSON.stringify(policy.conditions)])
  )[0]!.c;
  const match = policyMatcher({ ...policy, conditions: stored });
  const result: PolicyPreview = { matches_count: 0, projects: [], sample: [] };
  for (const project of projects) {
    let count = 0;
    for (const component of await loadComponents(s.db, { project_id: project.id })) {
      const met = match(component, s.clock.now);
      if (!met) continue;
      count += 1;
      if (result.sample.length < 50)
        result.sample.push({
          dependency_purl: component.purl,
          project_id: project.id,
          matched_criteria: met.criteria,
          matched_rules: met.rules,
        });
    }
    result.matches_count += count;
    if (count) result.projects.push({ project_id: project.id, project_name: project.name, matches_count: count });
  }
  result.projects.sort((a, b) => b.matches_count - a.matches_count || a.project_name.localeCompare(b.project_name));
  return result;
}

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  await addProject(s.db, 'preview-unicode', 'build', [
    { purl: 'pkg:npm/Ünïcode-Lib@1.0.0', relation: 'direct', licenses: ['MIT'] },
    {
      purl: 'pkg:pypi/\u212Aafka@2.0.0',
      relation: 'transitive',
      vulnerabilities: [{ id: 'CVE-2099-1000', severity: 'medium', cvss3: 5.0, exploit: true, fixed: '2.0.1' }],
    },
  ]);
});
afterAll(() => s.close());

describe('POST /api/policies/preview/', () => {
  it.each([
    [
      'a flat policy on vulnerabilities',
      { conditions: { cvss3_score: '7.0', vulnerability_has_fixed_version: 'true' } },
    ],
    [
      'a flat "or" of dependency facts',
      { conditions: { technology: 'NPM', license_list: 'GPL-2.0-or-later,MIT' }, conditions_connector: 'or' },
    ],
    [
      'a tree of depth 3 with regexes and lists',
      {
        condition_tree: {
          combinator: 'or',
          rules: [
            {
              combinator: 'and',
              rules: [
                rule('purl', 'regex', '^pkg:(npm|deb)/'),
                { combinator: 'or', rules: [rule('cvss3_severity', 'gte', 'high'), rule('license_list', 'in', 'MIT')] },
              ],
            },
            {
              combinator: 'and',
              rules: [
                rule('relation', 'eq', 'direct'),
                rule('technology_list', 'not_in', 'npm,deb'),
                rule('cwe', 'regex', '^CWE-[0-9]+$'),
              ],
            },
          ],
        },
      },
    ],
    [
      'case-insensitive rules, also on names SQL would fold otherwise',
      {
        condition_tree: {
          combinator: 'or',
          rules: [
            rule('dependency_name', 'eq', 'KAFKA'),
            rule('dependency_name', 'icontains', 'ünï'),
            rule('dependency_name_list', 'in', 'LODASH, Django'),
          ],
        },
      },
    ],
    [
      'negative and ordered operators',
      {
        condition_tree: {
          combinator: 'and',
          rules: [
            rule('purl', 'neq', 'pkg:npm/lodash@4.17.15'),
            // Lockfiles carry no release dates, so the ordered rule on the dependency is on its vulnerabilities' count.
            rule('dependency_vulnerability_count', 'lte', '3'),
            rule('vulnerability_age_days', 'gte', '30'),
            rule('cvss3_score', 'lte', '9.8'),
            rule('vulnerability_id_list', 'not_in', 'CVE-2021-23337'),
          ],
        },
      },
    ],
    [
      'rules SQL cannot narrow',
      {
        condition_tree: {
          combinator: 'or',
          rules: [
            rule('license_category', 'eq', 'strong_copyleft'),
            rule('purl', 'regex', '\\bcore\\b'),
            rule('dependency_vulnerability_count', 'gte', '2'),
          ],
        },
      },
    ],
  ])('%s: the counts and sample SCA would give', async (_name, conditions) => {
    const body = { ...everywhere, ...conditions };
    const answer = await preview(body);
    expect(answer.status).toBe(200);
    expect(PolicyPreviewSchema.parse(answer.body)).toEqual(await bruteForce(body));
    // Each case matches something, so that the comparison compares something.
    expect(answer.body.matches_count).toBeGreaterThan(0);
  });

  it.each([
    rule('dependency_name', 'eq', 'KAFKA'),
    rule('dependency_name', 'icontains', 'KAF'),
    rule('dependency_name_list', 'in', 'flask, kafka'),
  ])('finds a name that lowers to ASCII only in Unicode (the Kelvin sign of "\u212Aafka"): %j', async (only) => {
    const answer = (await preview({ ...everywhere, condition_tree: { combinator: 'and', rules: [only] } })).body;
    expect(answer.sample.map((m) => m.dependency_purl)).toEqual(['pkg:pypi/\u212Aafka@2.0.0']);
  });

  it('keeps to the policy’s stages and projects, leaves inactive projects out, and samples at most 50', async () => {
    const all = { ...everywhere, condition_tree: { combinator: 'and', rules: [rule('purl', 'contains', 'pkg:')] } };
    const everything = (await preview(all)).body;
    expect(everything.sample).toHaveLength(50);
    const active = await s.db.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM project_dependencies l JOIN projects p ON p.id = l.project_id WHERE p.is_active',
    );
    expect(everything.matches_count).toBe(active[0]!.n);
    const [inactive] = await s.db.query<{ id: number }>('SELECT id FROM projects WHERE NOT is_active LIMIT 1');
    expect(everything.projects.map((p) => p.project_id)).not.toContain(inactive!.id);
    const first = everything.projects.at(-1)!;
    const scoped = (await preview({ ...all, projects: [first.project_id] })).body;
    expect(scoped.projects).toEqual([first]);
    expect(scoped.matches_count).toBe(first.matches_count);
    const [{ stage }] = (await s.db.query<{ stage: string }>('SELECT stage FROM projects WHERE id = $1', [
      first.project_id,
    ])) as [{ stage: string }];
    expect(
      (await preview({ ...all, projects: [first.project_id], stages: STAGES.filter((st) => st !== stage) })).body,
    ).toEqual({
      matches_count: 0,
      projects: [],
      sample: [],
    });
  });

  it('writes nothing', async () => {
    const fingerprint = async () =>
      (
        await s.db.query<{ f: string }>(
          `SELECT (SELECT count(*) || ':' || coalesce(max(updated_at)::text, '') FROM policies) || '|' ||
                  (SELECT count(*) FROM policy_projects) || '|' || (SELECT count(*) FROM policy_alerts) || '|' ||
                  (SELECT count(*) FROM webhook_events) || '|' || (SELECT count(*) FROM runs) || '|' ||
                  (SELECT coalesce(md5(string_agg(p::text, ',' ORDER BY p.id)), '') FROM policies p) AS f`,
        )
      )[0]!.f;
    const before = await fingerprint();
    expect((await preview({ ...everywhere, conditions: { cvss3_severity: 'low' } })).status).toBe(200);
    expect(await fingerprint()).toBe(before);
  });

  it('judges the body as a create does, and only those who may create policies may ask', async () => {
    expect(
      await preview({
        ...everywhere,
        projects: [987654],
        condition_tree: { combinator: 'and', rules: [rule('cwe', 'regex', '(')] },
      }),
    ).toEqual({
      status: 400,
      body: {
        projects: ['Invalid pk "987654" - object does not exist.'],
        condition_tree: { rules: { '0': { value: ['Not a valid regular expression (Unterminated group).'] } } },
      },
    });
    expect((await preview({ ...everywhere, conditions: {} })).body).toEqual({
      conditions: ['Add at least one condition.'],
    });
    const auditor = await s.tokenFor('auditor');
    expect((await preview({ ...everywhere, conditions: { relation: 'direct' } }, auditor)).status).toBe(403);
  });
});
