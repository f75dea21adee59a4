import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestService, type TestService } from '../../test/harness';

// Ids are PostgreSQL `integer`s; each of these reached SQL as a parameter and came back a 500 (found by the fuzz test).
const BEYOND = 2_147_483_648;

let s: TestService;
let admin: string;
beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

describe('an id beyond what an id column holds', () => {
  it('in a path is not found', async () => {
    for (const [method, path] of [
      ['GET', `/api/licenses/${BEYOND}/`],
      ['GET', '/api/policies/9999999999/'],
      ['DELETE', `/api/settings/proprietors/${BEYOND}/`],
      ['POST', `/api/policies/${BEYOND}/copy/`],
      ['POST', `/api/analyses/runs/${BEYOND}/cancel/`],
      ['GET', `/api/settings/webhooks/${BEYOND}/deliveries/`],
    ] as const) {
      const res = await s.call(admin, method, path);
      expect({ path, status: res.status, body: await res.json() }).toEqual({
        path,
        status: 404,
        body: { detail: 'Not found.' },
      });
    }
  });

  it('in a filter matches nothing', async () => {
    for (const path of [`/api/dependencies/?project=${BEYOND}`, '/api/analyses/runs/?container_image=4294967296']) {
      const res = await s.call(admin, 'GET', path);
      expect(res.status).toBe(200);
      expect(await res.json()).toMatchObject({ count: 0, results: [] });
    }
  });

  it('in a body is an object that does not exist, and nothing is stored', async () => {
    const before = ((await (await s.call(admin, 'GET', '/api/projects/')).json()) as { count: number }).count;
    const project = await s.call(admin, 'POST', '/api/settings/projects/', {
      name: 'beyond',
      type: 'cli',
      proprietor: BEYOND,
    });
    expect(project.status).toBe(400);
    expect(await project.json()).toEqual({ proprietor: [`Invalid pk "${BEYOND}" - object does not exist.`] });
    const after = ((await (await s.call(admin, 'GET', '/api/projects/')).json()) as { count: number }).count;
    expect(after).toBe(before);

    const policy = await s.call(admin, 'POST', '/api/policies/', {
      name: 'beyond',
      stages: ['source'],
      level: 'warning',
      conditions: { cvss3_score: '7.0' },
      projects: [BEYOND],
    });
    expect(policy.status).toBe(400);
    expect(await policy.json()).toHaveProperty('projects');

    const ping = await s.call(admin, 'POST', '/api/settings/webhooks/test/', {
      url: 'http://127.0.0.1:9/',
      webhook_id: BEYOND,
    });
    expect(ping.status).toBe(400);
    expect(await ping.json()).toEqual({ webhook_id: [`Invalid pk "${BEYOND}" - object does not exist.`] });
  });
});
