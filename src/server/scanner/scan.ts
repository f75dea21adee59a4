import { stat } from 'node:fs/promises';
import { basename, resolve } from 'node:path';
import type { Project } from '../../contract/projects';
import { isEnded, type PolicyAlert, type Run } from '../../contract/runs';
import type { Stage } from '../../contract/stages';
import { EXTRACTORS } from '../analysis/sca/extractors';
import { findManifests } from '../analysis/sca/find-manifests';
import { ApiClient, ScanError } from './api-client';
import type { ScanOptions } from './options';

/** What a scan found out: the run, the stage it was judged at, the active alerts and which of them block. */
export type ScanOutcome = {
  project: Pick<Project, 'id' | 'name'>;
  run: Run;
  stage: Stage;
  files: string[];
  alerts: PolicyAlert[];
  blocking: PolicyAlert[];
  /** Dependency id → the files it came from (for SARIF locations). */
  paths: Map<number, string[]>;
};

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** The files to upload: PATH itself when it is a file, else every manifest, lockfile and SBOM under it. */
async function filesToUpload(path: string): Promise<{ path: string; name: string }[]> {
  const absolute = resolve(path);
  const info = await stat(absolute).catch(() => undefined);
  if (!info) throw new ScanError(`${path} does not exist.`);
  if (info.isFile()) return [{ path: absolute, name: basename(absolute) }];
  const found = await findManifests(absolute, EXTRACTORS);
  if (found.length === 0) throw new ScanError(`No manifest, lockfile or SBOM was found under ${path}.`);
  return found.map((f) => ({ path: f.absolute, name: f.path }));
}

async function findProject(api: ApiClient, name: string): Promise<Project> {
  const candidates = await api.all<Project>(`/api/projects/?search=${encodeURIComponent(name)}`);
  const project =
    candidates.find((p) => p.name === name) ?? candidates.find((p) => p.name.toLowerCase() === name.toLowerCase());
  if (!project) throw new ScanError(`Argus has no project named "${name}": create it first (Settings → Projects).`);
  return project;
}

async function waitFor(
  api: ApiClient,
  id: number,
  timeoutSeconds: number,
  onPhase: (text: string) => void,
): Promise<Run> {
  const until = Date.now() + timeoutSeconds * 1000;
  let said = '';
  for (;;) {
    const run = await api.get<Run & { phase?: string | null }>(`/api/analyses/runs/${id}/`);
    if (isEnded(run.status)) return run;
    const phase = run.phase ?? run.status;
    if (phase !== said) onPhase(phase);
    said = phase;
    if (Date.now() > until) throw new ScanError(`The analysis (run ${id}) did not end within ${timeoutSeconds} s.`);
    await sleep(1000);
  }
}

/**
 * Uploads the project's manifests, waits for its SCA run and reads the alerts it left active at the
 * stage it was judged at. An alert blocks the build when its policy blocks builds and its delay has
 * passed by the time the run ended (`blocks_build_from`, CONTRACT §12).
 */
export async function scan(options: ScanOptions, progress: (text: string) => void): Promise<ScanOutcome> {
  const api = new ApiClient(options.url, options.token);
  const files = await filesToUpload(options.path);
  const project = await findProject(api, options.project);
  progress(`Uploading ${files.length} file(s) for ${project.name}: ${files.map((f) => f.name).join(', ')}`);
  const fields: Record<string, string> = options.stage ? { stage: options.stage } : {};
  const [queued] = await api.upload<Run[]>(`/api/analyses/projects/${project.id}/sca/upload/`, files, fields);
  if (!queued) throw new ScanError('Argus queued no run for the upload.');
  const run = await waitFor(api, queued.id, options.timeoutSeconds, (phase) => progress(`Run ${queued.id}: ${phase}`));
  if (run.status !== 'finished') {
    throw new ScanError(`The analysis (run ${run.id}) ${run.status}${run.error ? `: ${run.error}` : '.'}`);
  }
  const stage = options.stage ?? project.stage;
  const alerts = (await api.all<PolicyAlert>(`/api/policy_alerts/?project=${project.id}&status=active`)).filter(
    (a) => a.stage === stage,
  );
  const ended = new Date(run.finished_at ?? Date.now()).getTime();
  const blocking = alerts.filter(
    (a) => a.blocks_build_from !== null && new Date(a.blocks_build_from).getTime() <= ended,
  );
  const paths = new Map<number, string[]>();
  if (options.format === 'sarif' && alerts.length > 0) {
    for (const d of await api.all<{ id: number; paths?: string[] }>(`/api/dependencies/?project=${project.id}`)) {
      paths.set(d.id, d.paths ?? []);
    }
  }
  return { project, run, stage, files: files.map((f) => f.name), alerts, blocking, paths };
}
