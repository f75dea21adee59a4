import { afterAll, beforeAll } from 'vitest';
import { WebhookSchema } from '../../../contract/webhooks';
import { startTestService, type TestService } from '../../test/harness';
import { enqueueEvent } from '../outbox';
import { startReceiver, type Receiver } from '../receiver';
import { DeliveryWorker } from '../worker';

/** The delivery worker's test bench: a service, a receiver and a worker, shared by one test file. */
const MIN = 60_000;
export const HOUR = 60 * MIN;
export const SCHEDULE = [1 * MIN, 5 * MIN, 30 * MIN, 3 * HOUR, 12 * HOUR, 24 * HOUR, 48 * HOUR];

export let s: TestService;
export let admin: string;
export let receiver: Receiver;
export let worker: DeliveryWorker;
let hookNumber = 0;

/** Registers the file's set-up and tear-down; the exported bindings are live once it has run. */
export function setUpWorkerBench() {
  beforeAll(async () => {
    s = await startTestService({
      WEBHOOK_ALLOW_PRIVATE_TARGETS: 'true',
      WEBHOOK_TIMEOUT_SECONDS: '2',
      WEBHOOK_MAX_EVENTS_PER_REQUEST: '3',
    });
    admin = await s.tokenFor('administrator');
    receiver = await startReceiver({ token: 'tok', failPaths: new Map() });
    worker = new DeliveryWorker({ db: s.db, config: s.config, secrets: s.secrets, now: () => s.clock.now });
  });
  afterAll(async () => {
    await receiver.close();
    await s.close();
  });
}

export const advance = (ms: number) => {
  s.clock.now = new Date(s.clock.now.getTime() + ms);
};
export const projectIds = async () =>
  (
    (await (await s.call(admin, 'GET', '/api/projects/?per_page=2')).json()) as { results: { id: number }[] }
  ).results.map((p) => p.id);

/** A webhook with its own path on the shared receiver, so each test sees only its requests. */
export async function hook(
  events: string[] = ['project_sca_analysis_started', 'project_sca_analysis_finished', 'osa_policy_has_been_triggered'],
  projects: number[] = [],
) {
  const path = `/hook-${++hookNumber}`;
  const res = await s.call(admin, 'POST', '/api/settings/webhooks/', {
    name: `hook ${hookNumber}`,
    url: `${receiver.url.slice(0, -1)}${path}`,
    events,
    projects,
    token: 'tok',
  });
  const webhook = WebhookSchema.parse(await res.json());
  return {
    id: webhook.id,
    path,
    requests: () => receiver.requests.filter((r) => r.path === path),
    fail: (status?: number) =>
      status ? receiver.options.failPaths!.set(path, status) : receiver.options.failPaths!.delete(path),
    get: async () =>
      WebhookSchema.parse(await (await s.call(admin, 'GET', `/api/settings/webhooks/${webhook.id}/`)).json()),
  };
}

export const started = (projectId: number, name = 'payments-api') =>
  enqueueEvent(s.db, 'project_sca_analysis_started', { project_id: projectId, project_name: name }, s.clock.now);
