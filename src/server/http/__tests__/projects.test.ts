import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageOf } from '../../../contract/pagination';
import { ProjectDetailSchema, ProjectSchema } from '../../../contract/projects';
import { startTestService, type TestService } from '../../test/harness';

const ProjectPage = pageOf(ProjectSchema);
let s: TestService;
let admin: string;
let auditor: string;

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  auditor = await s.tokenFor('auditor');
});
afterAll(() => s.close());

const create = async (body: unknown) => {
  const res = await s.call(admin, 'POST', '/api/settings/projects/', body);
  return { status: res.status, body: (await res.json()) as Record<string, unknown> };
};

describe('project writes under /api/settings/projects/', () => {
  it('creates a VCS project with the contract defaults', async () => {
    const { status, body } = await create({
      name: 'billing-service',
      type: 'vcs',
      repo_url: 'https://git.example.com/billing.git',
    });
    expect(status).toBe(201);
    const project = ProjectDetailSchema.parse(body);
    expect(project).toMatchObject({
      name: 'billing-service',
      type: 'vcs',
      repo_url: 'https://git.example.com/billing.git',
      repo_ref_name: 'main',
      stage: 'source',
      proprietor: null,
      is_active: true,
      dependencies_count: 0,
      vulnerabilities_count: 0,
      last_sca_analysis_at: null,
      alerts_count: 0,
    });
    // A new project falls under every policy that names no projects.
    const global = await s.call(admin, 'GET', `/api/policies/?project=${project.id}&per_page=100`);
    const policies = ((await global.json()) as { results: { projects: number[] }[] }).results;
    expect(policies.length).toBeGreaterThan(0);
    for (const policy of policies) expect(policy.projects).toEqual([]);
    expect(project.policies_count).toBe(policies.length);
  });

  it('creates a CLI project with only a name, in the build stage', async () => {
    const { status, body } = await create({ name: 'release-cli', type: 'cli' });
    expect(status).toBe(201);
    expect(body).toMatchObject({ type: 'cli', repo_url: null, repo_ref_name: null, stage: 'build' });
  });

  it.each(['git@git.example.com:team/repo.git', 'ssh://git@git.example.com/team/repo.git', 'http://git.local/x.git'])(
    'accepts the git URL %s',
    async (url) => {
      const { status } = await create({ name: `repo ${url}`, type: 'vcs', repo_url: url });
      expect(status).toBe(201);
    },
  );

  it.each([
    [{ type: 'vcs', repo_url: 'https://g.example/x.git' }, { name: ['This field is required.'] }],
    [{ name: '  ', type: 'cli' }, { name: ['This field may not be blank.'] }],
    [{ name: 'x', type: 'svn' }, { type: ['Must be "vcs" or "cli".'] }],
    [{ name: 'x', type: 'vcs' }, { repo_url: ['A VCS project needs a repository URL.'] }],
    [{ name: 'x', type: 'vcs', repo_url: 'ftp://g.example/x' }, { repo_url: [expect.stringContaining('git URL')] }],
    [{ name: 'x', type: 'vcs', repo_url: 'not a url' }, { repo_url: [expect.stringContaining('git URL')] }],
    [
      { name: 'x', type: 'cli', repo_url: 'https://g.example/x.git' },
      { repo_url: ['A CLI project has no repository URL.'] },
    ],
    [{ name: 'x', type: 'cli', stage: 'moon' }, { stage: [expect.stringContaining('Must be one of')] }],
    [{ name: 'x', type: 'cli', proprietor: 99999 }, { proprietor: ['Invalid pk "99999" - object does not exist.'] }],
    [{ name: 'x', type: 'cli', is_active: 'yes' }, { is_active: ['Must be true or false.'] }],
    [{ name: 'billing-service', type: 'cli' }, { name: ['A project with this name already exists.'] }],
  ])('rejects %j with %j and stores nothing', async (input, errors) => {
    const before = ProjectPage.parse(await (await s.call(admin, 'GET', '/api/projects/')).json()).count;
    const { status, body } = await create(input);
    expect(status).toBe(400);
    expect(body).toEqual(errors);
    const after = ProjectPage.parse(await (await s.call(admin, 'GET', '/api/projects/')).json()).count;
    expect(after).toBe(before);
  });

  it('PUT replaces the fields, PATCH changes some; the type cannot change', async () => {
    const { body } = await create({
      name: 'web-shop',
      type: 'vcs',
      repo_url: 'https://g.example/shop.git',
      stage: 'dev',
    });
    const id = body.id as number;
    const put = await s.call(admin, 'PUT', `/api/settings/projects/${id}/`, {
      name: 'web-shop',
      type: 'vcs',
      repo_url: 'https://g.example/shop2.git',
    });
    expect(put.status).toBe(200);
    expect(await put.json()).toMatchObject({
      repo_url: 'https://g.example/shop2.git',
      stage: 'source',
      repo_ref_name: 'main',
    });

    const patch = await s.call(admin, 'PATCH', `/api/settings/projects/${id}/`, {
      is_active: false,
      repo_ref_name: 'release',
    });
    expect(await patch.json()).toMatchObject({
      is_active: false,
      repo_ref_name: 'release',
      repo_url: 'https://g.example/shop2.git',
    });

    const retype = await s.call(admin, 'PATCH', `/api/settings/projects/${id}/`, { type: 'cli' });
    expect(retype.status).toBe(400);
    expect(await retype.json()).toEqual({ type: ['The type of a project cannot be changed after creation.'] });
    const unchanged = await s.call(admin, 'GET', `/api/projects/${id}/`);
    expect(await unchanged.json()).toMatchObject({ type: 'vcs', is_active: false });
  });

  it('DELETE removes the project; a second DELETE is 404', async () => {
    const { body } = await create({ name: 'short-lived', type: 'cli' });
    expect((await s.call(admin, 'DELETE', `/api/settings/projects/${body.id}/`)).status).toBe(204);
    expect((await s.call(admin, 'GET', `/api/projects/${body.id}/`)).status).toBe(404);
    expect((await s.call(admin, 'DELETE', `/api/settings/projects/${body.id}/`)).status).toBe(404);
  });

  it('an auditor reads projects but every write is 403', async () => {
    expect((await s.call(auditor, 'GET', '/api/projects/')).status).toBe(200);
    for (const [method, path] of [
      ['POST', '/api/settings/projects/'],
      ['PATCH', '/api/settings/projects/1/'],
      ['DELETE', '/api/settings/projects/1/'],
    ] as const) {
      expect((await s.call(auditor, method, path, { name: 'x', type: 'cli' })).status).toBe(403);
    }
  });

  it('404 for a missing project, on read and on write', async () => {
    expect((await s.call(admin, 'GET', '/api/projects/999999/')).status).toBe(404);
    expect((await s.call(admin, 'PUT', '/api/settings/projects/999999/', { name: 'x', type: 'cli' })).status).toBe(404);
  });
});

describe('GET /api/projects/ filters, search and ordering', () => {
  it('filters by type, stage and active, and searches name and repository URL', async () => {
    const cli = ProjectPage.parse(await (await s.call(admin, 'GET', '/api/projects/?type=cli&per_page=100')).json());
    expect(cli.results.length).toBeGreaterThan(0);
    for (const p of cli.results) expect(p.type).toBe('cli');
    const inactive = ProjectPage.parse(await (await s.call(admin, 'GET', '/api/projects/?is_active=false')).json());
    expect(inactive.results.map((p) => p.name)).toContain('web-shop');
    const byUrl = ProjectPage.parse(await (await s.call(admin, 'GET', '/api/projects/?search=SHOP2')).json());
    expect(byUrl.results.map((p) => p.name)).toEqual(['web-shop']);
    const bad = await s.call(admin, 'GET', '/api/projects/?type=svn&stage=moon');
    expect(await bad.json()).toEqual({ type: ['Select a valid choice.'], stage: ['Select a valid choice.'] });
  });

  it('orders by -created_at', async () => {
    const page = ProjectPage.parse(
      await (await s.call(admin, 'GET', '/api/projects/?ordering=-created_at&per_page=100')).json(),
    );
    const times = page.results.map((p) => p.created_at);
    expect(times).toEqual([...times].sort().reverse());
  });
});

describe('proprietors', () => {
  it('creates, lists, renames and deletes a proprietor; names are unique', async () => {
    const created = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: 'Platform team' });
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: number };
    const dup = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: 'platform TEAM' });
    expect(await dup.json()).toEqual({ name: ['A proprietor with this name already exists.'] });
    const list = await s.call(auditor, 'GET', '/api/proprietors/?search=platform');
    expect(((await list.json()) as { results: { name: string }[] }).results.map((p) => p.name)).toContain(
      'Platform team',
    );
    const renamed = await s.call(admin, 'PATCH', `/api/settings/proprietors/${id}/`, { name: 'Platform & SRE' });
    expect(await renamed.json()).toEqual({ id, name: 'Platform & SRE' });
    const project = await create({ name: 'owned', type: 'cli', proprietor: id });
    expect(project.body.proprietor).toBe(id);
    expect((await s.call(admin, 'DELETE', `/api/settings/proprietors/${id}/`)).status).toBe(204);
    const orphan = await s.call(admin, 'GET', `/api/projects/${project.body.id}/`);
    expect(((await orphan.json()) as { proprietor: null }).proprietor).toBeNull();
  });

  it('an empty name is a field error', async () => {
    const res = await s.call(admin, 'POST', '/api/settings/proprietors/', { name: '' });
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ name: ['This field may not be blank.'] });
  });
});
