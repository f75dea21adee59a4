import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

// One validation step per write: the contract schema and the database checks together, so a 400
// names every wrong field at once (an empty name no longer hides an unknown id).

const UNKNOWN = 999_999;
const blank = ['This field may not be blank.'];
const unknownPkError = [`Invalid pk "${UNKNOWN}" - object does not exist.`];

let s: TestService;
let admin: string;
let projectId: number;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  const page = (await (await s.call(admin, 'GET', '/api/projects/?per_page=1')).json()) as {
    results: { id: number }[];
  };
  projectId = page.results[0]!.id;
});
afterAll(() => s.close());

/** Sends the write and answers its status and body, plus whether the collection's count moved. */
async function write(method: string, path: string, body: unknown, list: string) {
  const count = async () => ((await (await s.call(admin, 'GET', list)).json()) as { count: number }).count;
  const before = await count();
  const res = await s.call(admin, method, path, body);
  return { status: res.status, body: await res.json(), stored: (await count()) - before };
}

async function created(path: string, body: unknown): Promise<{ id: number } & Record<string, unknown>> {
  const res = await s.call(admin, 'POST', path, body);
  expect(res.status).toBe(201);
  return (await res.json()) as { id: number };
}

describe('policies', () => {
  const policy = {
    name: 'One step',
    stages: ['prod'],
    level: 'critical',
    conditions: { cvss3_score: '7.0' },
    projects: [] as number[],
  };
  const list = '/api/policies/';

  it('a create with an empty name AND an unknown project answers 400 naming both, and stores nothing', async () => {
    const answer = await write('POST', list, { ...policy, name: '', projects: [UNKNOWN] }, list);
    expect(answer).toEqual({ status: 400, body: { name: blank, projects: unknownPkError }, stored: 0 });
  });

  it('PUT and PATCH name both too, and change nothing', async () => {
    const { id } = await created(list, policy);
    for (const method of ['PUT', 'PATCH']) {
      const answer = await write(method, `${list}${id}/`, { ...policy, name: '', projects: [UNKNOWN] }, list);
      expect({ method, ...answer }).toEqual({
        method,
        status: 400,
        body: { name: blank, projects: unknownPkError },
        stored: 0,
      });
    }
    const stored = (await (await s.call(admin, 'GET', `${list}${id}/`)).json()) as { name: string; projects: number[] };
    expect(stored).toMatchObject({ name: 'One step', projects: [] });
  });
});

describe('projects', () => {
  const list = '/api/projects/';

  it('a create with an empty name AND an unknown proprietor answers 400 naming both, and stores nothing', async () => {
    const body = { name: '', type: 'cli', proprietor: UNKNOWN };
    const answer = await write('POST', '/api/settings/projects/', body, list);
    expect(answer).toEqual({ status: 400, body: { name: blank, proprietor: unknownPkError }, stored: 0 });
  });

  it('PATCH names both too, and a PATCH body that is not an object is a field error', async () => {
    const { id } = await created('/api/settings/projects/', { name: 'one-step-project', type: 'cli' });
    const path = `/api/settings/projects/${id}/`;
    const both = await write('PATCH', path, { name: '', proprietor: UNKNOWN }, list);
    expect(both).toEqual({ status: 400, body: { name: blank, proprietor: unknownPkError }, stored: 0 });
    const listBody = await write('PATCH', path, [{ name: 'x' }], list);
    expect(listBody).toEqual({
      status: 400,
      body: { non_field_errors: ['Invalid input: expected object, received array'] },
      stored: 0,
    });
    expect(await (await s.call(admin, 'GET', `${list}${id}/`)).json()).toMatchObject({ name: 'one-step-project' });
  });
});

describe('webhooks', () => {
  const list = '/api/settings/webhooks/';
  const hook = { name: 'One step', url: 'https://hooks.example.com/argus', events: ['project_sca_analysis_started'] };

  it('a create with an empty name AND an unknown project answers 400 naming both, and stores nothing', async () => {
    const answer = await write('POST', list, { ...hook, name: '', projects: [UNKNOWN] }, list);
    expect(answer).toEqual({ status: 400, body: { name: blank, projects: unknownPkError }, stored: 0 });
  });

  it('PATCH names every wrong field, is_active among them, and changes nothing', async () => {
    const { id } = await created(list, { ...hook, projects: [projectId] });
    const answer = await write('PATCH', `${list}${id}/`, { name: '', projects: [UNKNOWN], is_active: 'no' }, list);
    expect(answer).toEqual({
      status: 400,
      body: { name: blank, projects: unknownPkError, is_active: ['Must be true or false.'] },
      stored: 0,
    });
    expect(await (await s.call(admin, 'GET', `${list}${id}/`)).json()).toMatchObject({
      name: 'One step',
      projects: [projectId],
      is_active: true,
    });
  });

  it('the test request names a bad URL and an unknown webhook_id together', async () => {
    const res = await s.call(admin, 'POST', `${list}test/`, { url: 'not a url', webhook_id: UNKNOWN });
    expect(res.status).toBe(400);
    expect(Object.keys((await res.json()) as object).sort()).toEqual(['url', 'webhook_id']);
  });
});
