import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { payloadSchemaFor, SUBSCRIBABLE_TRIGGERS, type Trigger } from '../../../contract/triggers';
import { startReceiver, type Receiver } from '../../delivery/receiver';
import { DeliveryWorker } from '../../delivery/worker';
import { startTestService, type TestService } from '../../test/harness';
import { APT_ADVISORY, aptPackages, importImageAdvisories, uploadDebianImage } from '../../test/debian-image';
import { perform } from '../work';
import { RunWorker } from '../worker';

let s: TestService;
let admin: string;
let receiver: Receiver;
let runner: RunWorker;
let failKinds = new Set<string>();
/** An event's payload; its shape against the contract is checked separately. */
type Payload = Record<string, unknown>;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (await res.json()) as any };
};

beforeAll(async () => {
  s = await startTestService({ WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true', WEBHOOK_MAX_EVENTS_PER_REQUEST: '1000' });
  admin = await s.tokenFor('administrator');
  receiver = await startReceiver({ token: 'all-events' });
  runner = new RunWorker({
    db: s.db,
    now: () => s.clock.now,
    analysis: s.analysis,
    concurrency: 4,
    perform: async (tx, run, at, analysis) => {
      // A database error in the middle of the work, as a crash would leave it.
      if (failKinds.has(run.kind)) await tx.query('SELECT * FROM table_that_does_not_exist');
      return perform(tx, run, at, analysis);
    },
  });
  await api('POST', '/api/settings/webhooks/', {
    name: 'everything',
    url: receiver.url,
    events: SUBSCRIBABLE_TRIGGERS,
    token: 'all-events',
  });
});
afterAll(async () => {
  await receiver.close();
  await s.close();
});

async function deliverAll() {
  const worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
  s.clock.now = new Date(s.clock.now.getTime() + 10_000);
  await worker.tick();
}

describe('every trigger of the platform, caused through the API and received by a real receiver', () => {
  it('emits all 31 triggers with exactly their contract payloads', async () => {
    const payments = (await api('GET', '/api/projects/?search=payments-api')).body.results[0];
    const cli = (await api('GET', '/api/projects/?type=cli')).body.results[0];
    // The image is analysed from an archive of this machine's Debian 12 packages: those built from `apt`
    // have DEBIAN-CVE-2011-3374 (CVSS 3.7, low).
    await importImageAdvisories(s.db);
    const image = (await api('GET', '/api/container_images/?search=payments-api')).body.results[0];
    // Policies that match: lodash 4.17.15 in payments-api has CVE-2021-23337; the image's apt has DEBIAN-CVE-2011-3374.
    await api('POST', '/api/policies/', {
      name: 'lodash injection',
      stages: [payments.stage],
      level: 'critical',
      conditions: { vulnerability_id: 'CVE-2021-23337' },
      is_blocks_build: true,
    });
    await api('POST', '/api/policies/', {
      name: 'proxy: any CVE',
      stages: ['proxy'],
      level: 'warning',
      conditions: { cvss3_severity: 'low' },
    });

    // Successful runs of every kind.
    for (const analysis of ['sca', 'clones', 'authors', 'secrets']) {
      expect((await api('POST', `/api/analyses/projects/${payments.id}/${analysis}/start/`)).status).toBe(202);
    }
    await uploadDebianImage(s.request, admin, image.id);
    expect((await api('POST', '/api/secrets/ml_model/train/')).status).toBe(202);
    // The demo project's repository (a real git repository) clones; a port where nothing listens fails.
    const reachable = await api('POST', '/api/settings/projects/', {
      name: 'not-a-repository',
      type: 'vcs',
      repo_url: 'http://127.0.0.1:1/repo.git',
    });
    await api('POST', `/api/settings/projects/${reachable.body.id}/clone/`);
    await api('POST', `/api/settings/projects/${payments.id}/clone/`);
    await runner.drain();
    expect((await api('POST', '/api/secrets/ml_model/accept/')).status).toBe(200);
    expect((await api('POST', '/api/secrets/ml_model/purge/')).status).toBe(200);

    // Cancelled runs (queued ones are cancelled before they start).
    for (const analysis of ['sca', 'clones', 'authors', 'secrets']) {
      const [run] = (await api('POST', `/api/analyses/projects/${cli.id}/${analysis}/start/`)).body;
      expect((await api('POST', `/api/analyses/runs/${run.id}/cancel/`)).status).toBe(200);
    }
    const [imageRun] = (await api('POST', `/api/analyses/container_images/${image.id}/sca/start/`)).body;
    await api('POST', `/api/analyses/runs/${imageRun.id}/cancel/`);
    const [training] = (await api('POST', '/api/secrets/ml_model/train/')).body;
    await api('POST', `/api/analyses/runs/${training.id}/cancel/`);

    // Failed runs: a database error in the middle of each kind's work.
    failKinds = new Set([
      'project_sca',
      'clones',
      'authors',
      'project_secrets',
      'container_image_sca',
      'secrets_ml_training',
    ]);
    for (const analysis of ['sca', 'clones', 'authors', 'secrets'])
      await api('POST', `/api/analyses/projects/${cli.id}/${analysis}/start/`);
    await uploadDebianImage(s.request, admin, image.id);
    await api('POST', '/api/secrets/ml_model/train/');
    await runner.drain();
    failKinds = new Set();

    await deliverAll();
    const received = receiver.requests.flatMap((r) => r.events);
    expect(receiver.requests.filter((r) => !r.tokenMatched || r.mismatches.length > 0)).toEqual([]);
    const seen = new Set(received.map((e) => e.trigger));
    expect([...SUBSCRIBABLE_TRIGGERS].filter((t) => !seen.has(t))).toEqual([]);
    for (const event of received) {
      const shape = payloadSchemaFor(event.trigger as Trigger).shape as Record<string, unknown>;
      expect(Object.keys(event.payload as object).sort(), event.trigger).toEqual(Object.keys(shape).sort());
    }

    const policyEvent = received.find(
      (e) => e.trigger === 'sca_policy_has_been_triggered' && (e.payload as Payload).policy_name === 'lodash injection',
    )!.payload as Payload;
    expect(policyEvent).toMatchObject({
      project_id: payments.id,
      policy_name: 'lodash injection',
      level: 'critical',
      dependency_purl: 'pkg:npm/lodash@4.17.15',
    });
    expect(policyEvent.matched_criteria).toEqual(['lodash@4.17.15 has CVE-2021-23337']);
    const finished = received.find(
      (e) => e.trigger === 'project_sca_analysis_finished' && (e.payload as Payload).project_id === payments.id,
    )!.payload as Payload;
    const detail = (await api('GET', `/api/projects/${payments.id}/`)).body;
    expect(finished).toMatchObject({
      dependencies_count: detail.dependencies_count,
      vulnerabilities_count: detail.vulnerabilities_count,
    });
    const cloneFailed = received.find((e) => e.trigger === 'cloning_of_repository_failed')!.payload as Payload;
    expect(cloneFailed).toMatchObject({
      repo_url: 'http://127.0.0.1:1/repo.git',
      error: 'Could not connect to 127.0.0.1.',
    });
    expect(received.find((e) => e.trigger === 'project_secrets_analysis_failed')!.payload).not.toHaveProperty('error');
    const osa = received
      .filter((e) => e.trigger === 'osa_policy_has_been_triggered')
      .map((e) => e.payload as Payload)
      .sort((a, b) => (String(a.dependency_purl) < String(b.dependency_purl) ? -1 : 1));
    // Severity ≥ low: the packages built from apt (DEBIAN-CVE-2011-3374, low); nothing else has an advisory.
    expect(osa).toEqual(
      aptPackages()
        .sort((a, b) => (`${a.name}@` < `${b.name}@` ? -1 : 1))
        .map(({ name, version }) =>
          expect.objectContaining({
            container_image_id: image.id,
            artifact_repository_id: image.artifact_repository_id,
            policy_name: 'proxy: any CVE',
            dependency_purl: expect.stringContaining(`pkg:deb/debian/${name}@`),
            matched_criteria: [`${name}@${version} has ${APT_ADVISORY}, CVSS3 Severity low >= low`],
          }),
        ),
    );
    // Two image archives are analysed in analysis processes besides every other kind's run.
  }, 60_000);

  it('records the runs with their transitions and errors, and the alerts with their blocker flag', async () => {
    const failed = (await api('GET', '/api/analyses/runs/?status=failed&per_page=100')).body.results;
    expect(failed.length).toBeGreaterThanOrEqual(7);
    for (const run of failed) {
      expect(run.error).toBeTruthy();
      expect(run.finished_at).not.toBeNull();
    }
    const alerts = (await api('GET', '/api/policy_alerts/?search=lodash')).body.results;
    expect(alerts[0]).toMatchObject({
      policy_name: 'lodash injection',
      status: 'active',
      is_blocks_build: true,
      stage: expect.any(String),
    });
    const ended = (await api('GET', '/api/analyses/runs/?status=finished&kind=project_sca&per_page=1')).body.results[0];
    const again = await api('POST', `/api/analyses/runs/${ended.id}/cancel/`);
    expect(again).toMatchObject({ status: 409, body: { detail: expect.stringContaining('already ended') } });
    const cloning = (await api('GET', '/api/analyses/runs/?kind=repository_cloning&per_page=1')).body.results[0];
    expect(await api('POST', `/api/analyses/runs/${cloning.id}/cancel/`)).toEqual({
      status: 409,
      body: { detail: 'Repository cloning cannot be cancelled.' },
    });
  });
});
