import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONDITIONS } from '../../../contract/conditions';
import { pageOf } from '../../../contract/pagination';
import { PolicySchema } from '../../../contract/policies';
import { startTestService, type TestService } from '../../test/harness';

const PolicyPage = pageOf(PolicySchema);
let s: TestService;
let admin: string;
let auditor: string;
let projectIds: number[];

const valid = () => ({
  name: 'No critical CVEs in prod',
  stages: ['prod', 'stage'],
  level: 'critical',
  projects: [projectIds[0]],
  conditions: {
    cvss3_score: '9.0',
    vulnerability_has_fixed_version: 'true',
    license_list: 'GPL-3.0-only, AGPL-3.0-only',
  },
  conditions_connector: 'or',
  is_blocks_build: true,
  description: 'Blocks releases that ship a fixable critical vulnerability.',
});

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  auditor = await s.tokenFor('auditor');
  const projects = (await (await s.call(admin, 'GET', '/api/projects/?per_page=3')).json()) as {
    results: { id: number }[];
  };
  projectIds = projects.results.map((p) => p.id);
});
afterAll(() => s.close());

const post = async (body: unknown) => {
  const res = await s.call(admin, 'POST', '/api/policies/', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};
const count = async () => PolicyPage.parse(await (await s.call(admin, 'GET', '/api/policies/')).json()).count;

describe('POST /api/policies/', () => {
  it('creates a policy with every field, and defaults for the rest', async () => {
    const { status, body } = await post(valid());
    expect(status).toBe(201);
    const policy = PolicySchema.parse(body);
    expect(policy).toMatchObject({ ...valid(), proprietors: [], is_active: true });
    const minimal = await post({
      name: 'Minimal',
      stages: ['dev'],
      level: 'info',
      conditions: { dependency_is_dangerous: 'true' },
    });
    expect(minimal.body).toMatchObject({
      projects: [],
      proprietors: [],
      conditions_connector: 'and',
      is_active: true,
      is_blocks_build: false,
      description: '',
    });
  });

  it.each([
    ['empty name', { name: '' }, { name: ['This field may not be blank.'] }],
    ['missing name', { name: undefined }, { name: ['This field is required.'] }],
    ['no stage', { stages: [] }, { stages: ['Choose at least one stage.'] }],
    ['unknown stage', { stages: ['prod', 'qa'] }, { stages: { '1': [expect.stringContaining('Must be one of')] } }],
    ['repeated stage', { stages: ['prod', 'prod'] }, { stages: ['A stage is listed twice.'] }],
    ['level outside the three', { level: 'severe' }, { level: ['Must be one of: info, warning, critical.'] }],
    ['unknown project', { projects: [987654] }, { projects: ['Invalid pk "987654" - object does not exist.'] }],
    ['unknown proprietor', { proprietors: [55555] }, { proprietors: ['Invalid pk "55555" - object does not exist.'] }],
    ['no conditions', { conditions: {} }, { conditions: ['Add at least one condition.'] }],
    [
      'unknown condition key',
      { conditions: { moon_phase: 'full' } },
      { conditions: { moon_phase: ['Unknown condition "moon_phase".'] } },
    ],
    [
      'a number that is not',
      { conditions: { cvss3_score: 'high' } },
      { conditions: { cvss3_score: ['"high" is not a number.'] } },
    ],
    [
      'a CVSS score over 10',
      { conditions: { cvss3_score: '11' } },
      { conditions: { cvss3_score: ['A CVSS score is at most 10.'] } },
    ],
    [
      'a boolean that is not',
      { conditions: { dependency_is_dangerous: 'yes' } },
      { conditions: { dependency_is_dangerous: ['Must be "true" or "false".'] } },
    ],
    [
      'a severity that is not',
      { conditions: { cvss3_severity: 'severe' } },
      { conditions: { cvss3_severity: ['Must be one of: low, medium, high, critical.'] } },
    ],
    [
      'a list with a hole',
      { conditions: { license_list: 'MIT,,ISC' } },
      { conditions: { license_list: ['A comma-separated list with no empty items.'] } },
    ],
    [
      'a relation that is not',
      { conditions: { relation: 'cousin' } },
      { conditions: { relation: ['Must be "direct" or "transitive".'] } },
    ],
    ['connector outside and|or', { conditions_connector: 'xor' }, { conditions_connector: ['Must be "and" or "or".'] }],
    ['description too long', { description: 'x'.repeat(5001) }, { description: ['At most 5000 characters.'] }],
  ])('400 for %s, and nothing is stored', async (name, change, errors) => {
    const before = await count();
    // A name of its own: the first test stored valid()'s, and names are unique (CONTRACT §13).
    const { status, body } = await post({ ...valid(), name: `Refused: ${name}`, ...change });
    expect(status).toBe(400);
    expect(body).toEqual(errors);
    expect(await count()).toBe(before);
  });

  it('reports several wrong fields at once, including a bad condition row beside a good one', async () => {
    const { body } = await post({ ...valid(), name: '', level: 'x', conditions: { cvss3_score: '7.0', cwe: '' } });
    expect(body).toEqual({
      name: ['This field may not be blank.'],
      level: ['Must be one of: info, warning, critical.'],
      conditions: { cwe: ['Enter a value.'] },
    });
  });
});

describe('PUT, PATCH, DELETE, copy', () => {
  it('PUT replaces every write field; PATCH changes only what it names', async () => {
    const { body } = await post({ ...valid(), name: 'Editable' });
    const id = body.id as number;
    const put = await s.call(admin, 'PUT', `/api/policies/${id}/`, {
      name: 'Edited',
      stages: ['build'],
      level: 'warning',
      conditions: { technology: 'npm' },
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      name: 'Edited',
      projects: [],
      conditions: { technology: 'npm' },
      conditions_connector: 'and',
      is_blocks_build: false,
      description: '',
    });
    const patch = await s.call(admin, 'PATCH', `/api/policies/${id}/`, { is_active: false });
    expect(await patch.json()).toMatchObject({ name: 'Edited', is_active: false, stages: ['build'] });
    const badPatch = await s.call(admin, 'PATCH', `/api/policies/${id}/`, { conditions: { cvss3_score: 'high' } });
    expect(badPatch.status).toBe(400);
    expect(
      ((await (await s.call(admin, 'GET', `/api/policies/${id}/`)).json()) as { conditions: object }).conditions,
    ).toEqual({ technology: 'npm' });
    const missingPut = await s.call(admin, 'PUT', `/api/policies/${id}/`, { name: 'Only a name' });
    expect(await missingPut.json()).toMatchObject({ stages: ['This field is required.'], level: expect.any(Array) });
  });

  it('copy makes "<name> (copy)" with the same fields; delete removes it from every list', async () => {
    const { body } = await post({ ...valid(), name: 'Original' });
    const copy = await s.call(admin, 'POST', `/api/policies/${body.id}/copy/`);
    expect(copy.status).toBe(201);
    const copied = PolicySchema.parse(await copy.json());
    expect(copied).toMatchObject({ ...valid(), name: 'Original (copy)' });
    expect(copied.id).not.toBe(body.id);
    expect((await s.call(admin, 'DELETE', `/api/policies/${copied.id}/`)).status).toBe(204);
    const list = PolicyPage.parse(
      await (await s.call(admin, 'GET', '/api/policies/?search=Original&per_page=100')).json(),
    );
    expect(list.results.map((p) => p.name)).toEqual(['Original']);
    expect((await s.call(admin, 'GET', `/api/policies/${copied.id}/`)).status).toBe(404);
    expect((await s.call(admin, 'POST', `/api/policies/${copied.id}/copy/`)).status).toBe(404);
  });
});

describe('GET /api/policies/', () => {
  it('filters by level, stage, active and project; searches name and description; orders', async () => {
    await post({
      ...valid(),
      name: 'Info for all',
      level: 'info',
      stages: ['dev'],
      projects: [],
      description: 'Watch ancient packages',
    });
    const critical = PolicyPage.parse(
      await (await s.call(admin, 'GET', '/api/policies/?level=critical&per_page=100')).json(),
    );
    expect(critical.count).toBeGreaterThan(0);
    for (const p of critical.results) expect(p.level).toBe('critical');
    const dev = PolicyPage.parse(await (await s.call(admin, 'GET', '/api/policies/?stage=dev&per_page=100')).json());
    for (const p of dev.results) expect(p.stages).toContain('dev');
    const inactive = PolicyPage.parse(await (await s.call(admin, 'GET', '/api/policies/?is_active=false')).json());
    for (const p of inactive.results) expect(p.is_active).toBe(false);
    const forOther = PolicyPage.parse(
      await (await s.call(admin, 'GET', `/api/policies/?project=${projectIds[1]}&per_page=100`)).json(),
    );
    for (const p of forOther.results) expect(p.projects.length === 0 || p.projects.includes(projectIds[1]!)).toBe(true);
    expect(forOther.results.map((p) => p.name)).toContain('Info for all');
    expect(forOther.results.map((p) => p.name)).not.toContain('No critical CVEs in prod');
    const byDescription = PolicyPage.parse(await (await s.call(admin, 'GET', '/api/policies/?search=ANCIENT')).json());
    expect(byDescription.results.map((p) => p.name)).toEqual(['Info for all']);
    const byLevel = PolicyPage.parse(
      await (await s.call(admin, 'GET', '/api/policies/?ordering=-level&per_page=100')).json(),
    );
    expect(byLevel.results[0]!.level).toBe('critical');
    expect(byLevel.results.at(-1)!.level).toBe('info');
    expect((await s.call(admin, 'GET', '/api/policies/?level=severe')).status).toBe(400);
    expect((await s.call(admin, 'GET', '/api/policies/?page=99')).status).toBe(404);
  });

  it('the project detail counts the policies that apply to it', async () => {
    const res = await s.call(admin, 'GET', `/api/projects/${projectIds[0]}/`);
    const applying = PolicyPage.parse(
      await (await s.call(admin, 'GET', `/api/policies/?project=${projectIds[0]}&per_page=100`)).json(),
    );
    expect(((await res.json()) as { policies_count: number }).policies_count).toBe(applying.count);
  });

  it('serves the condition catalog with key, label, value_type and help', async () => {
    const res = await s.call(auditor, 'GET', '/api/policies/conditions/');
    const catalog = (await res.json()) as { key: string; value_type: string; label: string; help: string }[];
    expect(catalog.map((c) => c.key).sort()).toEqual(CONDITIONS.map((c) => c.key).sort());
    expect(catalog.find((c) => c.key === 'cvss3_severity')).toMatchObject({
      value_type: 'severity',
      label: expect.any(String),
      help: expect.any(String),
    });
    expect(catalog).toHaveLength(25);
  });

  it('an auditor reads policies but cannot write: 403', async () => {
    expect((await s.call(auditor, 'GET', '/api/policies/')).status).toBe(200);
    expect((await s.call(auditor, 'POST', '/api/policies/', valid())).status).toBe(403);
    expect((await s.call(auditor, 'POST', '/api/policies/1/copy/')).status).toBe(403);
    expect((await s.call(auditor, 'DELETE', '/api/policies/1/')).status).toBe(403);
  });
});
