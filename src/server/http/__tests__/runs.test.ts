import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { commitsByEmail } from '../../test/git-repository';
import { RunWorker } from '../../runs/worker';
import { uploadDebianImage } from '../../test/debian-image';
import { startTestService, type TestService } from '../../test/harness';

let s: TestService;
let admin: string;
let runner: RunWorker;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  const text = await res.text();
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (text ? JSON.parse(text) : null) as any };
};

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  runner = new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis });
});
afterAll(() => s.close());

describe('starting runs', () => {
  it('answers 404 for a project or container image that does not exist', async () => {
    expect((await api('POST', '/api/analyses/projects/999999/sca/start/')).status).toBe(404);
    expect((await api('POST', '/api/analyses/container_images/999999/sca/start/')).status).toBe(404);
    expect((await api('POST', '/api/settings/projects/999999/clone/')).status).toBe(404);
  });

  it('refuses to clone a CLI project', async () => {
    const created = await api('POST', '/api/settings/projects/', { name: 'cli-only', type: 'cli' });
    expect(created.status).toBe(201);
    expect(await api('POST', `/api/settings/projects/${created.body.id}/clone/`)).toEqual({
      status: 400,
      body: { non_field_errors: ['Only a VCS project has a repository to clone.'] },
    });
  });

  it('records when a project and a container image were last analysed', async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const image = (await api('GET', '/api/container_images/?per_page=1')).body.results[0];
    s.clock.now = new Date('2031-05-06T07:08:09.000Z');
    expect((await api('POST', `/api/analyses/projects/${project.id}/sca/start/`)).status).toBe(202);
    // Without an upload an image's SCA pulls it from its registry: the test analyses an uploaded archive.
    await uploadDebianImage(s.request, admin, image.id);
    await runner.drain();
    expect((await api('GET', `/api/projects/${project.id}/`)).body.last_sca_analysis_at).toBe(
      '2031-05-06T07:08:09.000Z',
    );
    const images = (await api('GET', '/api/container_images/?per_page=100')).body.results;
    expect(images.find((i: { id: number }) => i.id === image.id).last_sca_analysis_at).toBe('2031-05-06T07:08:09.000Z');
  });

  it("reads a demo project's authors from its real repository: git's own shortlog, per identity", async () => {
    const project = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    expect(project.repo_url).toMatch(/^file:\/\/\/.+\/payments-api\.git$/);
    expect((await api('POST', `/api/analyses/projects/${project.id}/authors/start/`)).status).toBe(202);
    await runner.drain();
    const authors = (await api('GET', `/api/authors/?project=${project.id}&per_page=100`)).body.results;
    const bare = fileURLToPath(project.repo_url);
    expect(new Map(authors.map((a: { email: string; commits_count: number }) => [a.email, a.commits_count]))).toEqual(
      commitsByEmail(bare, project.repo_ref_name),
    );
    expect(authors.length).toBeGreaterThan(2);
  });
});

describe('the secrets ML model', () => {
  it('uses the base model, refuses training without enough labels, has no candidate to accept, and purges', async () => {
    expect((await api('GET', '/api/secrets/ml_model/')).body).toMatchObject({
      model_type: 'base',
      training_status: 'none',
      has_candidate: false,
      candidate: null,
      user: null,
      labels_count: 0,
      min_labels: 1000,
    });
    expect(await api('POST', '/api/secrets/ml_model/accept/')).toEqual({
      status: 409,
      body: { detail: 'There is no trained candidate to accept.' },
    });
    expect(await api('POST', '/api/secrets/ml_model/train/')).toEqual({
      status: 400,
      body: {
        non_field_errors: [
          'Training needs at least 1000 labelled findings (true or false positives); this installation has 0.',
        ],
      },
    });
    expect((await api('GET', '/api/secrets/ml_model/')).body.training_status).toBe('none');
    expect((await api('POST', '/api/secrets/ml_model/purge/')).body).toMatchObject({
      model_type: 'base',
      has_candidate: false,
    });
  });
});
