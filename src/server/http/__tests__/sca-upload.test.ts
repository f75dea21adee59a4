import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import type { Run } from '../../../contract/runs';
import { cycloneDxJson } from '../../analysis/sca/extractors/sbom/cyclonedx-json';
import { sbomProblem } from '../../analysis/sca/extractors/sbom';
import { scaUploadDir } from '../../runs/uploads';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';

const SBOMS = join(import.meta.dirname, '../../analysis/sca/extractors/sbom/__tests__/testdata');
const DEMO = join(import.meta.dirname, '../../seed/demo/repositories');
const laravel = readFileSync(join(SBOMS, 'laravel-7.12.0.bom.1.4.json'), 'utf8');
const paymentsLock = readFileSync(join(DEMO, 'payments-api/package-lock.json'), 'utf8');

let s: TestService;
let admin: string;

beforeAll(async () => {
  s = await startTestService({ ARGUS_UPLOAD_MAX_MB: '1' });
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

async function project(name: string, type: 'cli' | 'vcs' = 'cli'): Promise<number> {
  const body = type === 'cli' ? { name, type } : { name, type, repo_url: 'https://git.example.com/none.git' };
  const res = await s.call(admin, 'POST', '/api/settings/projects/', body);
  expect(res.status).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

function upload(projectId: number, files: [string, string][], fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  for (const [name, text] of files) form.append('file', new Blob([text]), name);
  return s.request(`/api/analyses/projects/${projectId}/sca/upload/`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Token ${admin}` },
  });
}

async function uploadAndRun(projectId: number, files: [string, string][]): Promise<Run> {
  const res = await upload(projectId, files);
  expect(res.status).toBe(202);
  const [queued] = (await res.json()) as Run[];
  await new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis }).drain();
  return (await (await s.call(admin, 'GET', `/api/analyses/runs/${queued!.id}/`)).json()) as Run;
}

async function all<T>(path: string): Promise<T[]> {
  const res = await s.call(admin, 'GET', `${path}${path.includes('?') ? '&' : '?'}per_page=1000`);
  expect(res.status).toBe(200);
  return ((await res.json()) as Page<T>).results;
}

describe('POST /api/analyses/projects/{id}/sca/upload/', () => {
  it('analyses an uploaded lockfile: its components replace the project’s, matched against the OSV database', async () => {
    const id = await project('upload-lockfile');
    const run = await uploadAndRun(id, [['service/package-lock.json', paymentsLock]]);
    expect(run.status).toBe('finished');
    const summary = run.summary as Record<string, unknown>;
    expect(summary.files).toEqual([
      { path: 'service/package-lock.json', format: 'package-lock.json', components_count: 89 },
    ]);
    expect(summary.skipped_files).toEqual([]);
    expect(summary.components_count).toBe(89);
    const deps = await all<{ name: string; version: string; relation: string; paths: string[]; id: number }>(
      `/api/dependencies/?project=${id}`,
    );
    expect(deps).toHaveLength(89);
    const lodash = deps.find((d) => d.name === 'lodash')!;
    expect(lodash).toMatchObject({ version: '4.17.15', relation: 'direct', paths: ['service/package-lock.json'] });
    // GHSA-p6mc-m468-83gw (CVE-2020-8203): lodash before 4.17.20, the demo's OSV data set.
    const vulns = await all<{ vulnerability_id: string; aliases: string[] }>(
      `/api/vulnerabilities/?dependency=${lodash.id}`,
    );
    expect(vulns.map((v) => v.vulnerability_id)).toContain('CVE-2020-8203');
    expect(vulns.find((v) => v.vulnerability_id === 'CVE-2020-8203')!.aliases).toContain('GHSA-p6mc-m468-83gw');
  });

  it('takes a CycloneDX SBOM and gives it back as a valid CycloneDX 1.6 document with the same components', async () => {
    const id = await project('upload-sbom');
    const run = await uploadAndRun(id, [['bom.json', laravel]]);
    expect(run.status).toBe('finished');
    const expected = cycloneDxJson
      .extract(laravel, 'bom.json')
      .map((c) => c.purl)
      .sort();
    expect((run.summary as { files: unknown[] }).files).toEqual([
      { path: 'bom.json', format: cycloneDxJson.format, components_count: expected.length },
    ]);
    const res = await s.call(admin, 'GET', `/api/projects/${id}/sbom/`);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/vnd.cyclonedx+json');
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="upload-sbom-sbom.cdx.json"');
    const text = await res.text();
    expect(sbomProblem(text, 'sbom.cdx.json')).toBeNull();
    const document = JSON.parse(text) as { specVersion: string; components: { purl: string }[] };
    expect(document.specVersion).toBe('1.6');
    expect(document.components.map((c) => c.purl).sort()).toEqual(expected);
  });

  it('refuses an SBOM that fails its schema, naming the first error, and keeps nothing of it', async () => {
    const id = await project('upload-invalid-sbom');
    const bom = JSON.parse(laravel) as { components: { purl: unknown }[] };
    bom.components[3]!.purl = 42;
    const res = await upload(id, [['bom.json', JSON.stringify(bom)]]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      file: ['bom.json: not a valid CycloneDX 1.4 document: components[3].purl: must be string'],
    });
    expect(readdirSync(scaUploadDir(s.config.analysis))).toEqual([]);
  });

  it('refuses an upload in which nothing is a format Argus reads, an unknown stage, and a body that is not multipart', async () => {
    const id = await project('upload-unreadable');
    const res = await upload(id, [['notes.txt', 'Remember to update lodash.']]);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      file: ['None of the files is a manifest, lockfile or SBOM that Argus reads (notes.txt).'],
    });
    const stage = await upload(id, [['package-lock.json', paymentsLock]], { stage: 'production' });
    expect(stage.status).toBe(400);
    expect(Object.keys((await stage.json()) as object)).toEqual(['stage']);
    const json = await s.call(admin, 'POST', `/api/analyses/projects/${id}/sca/upload/`, { file: 'x' });
    expect(json.status).toBe(400);
    expect(await json.json()).toEqual({ file: ['Send the files as multipart/form-data.'] });
    expect((await upload(999_999, [['package-lock.json', paymentsLock]])).status).toBe(404);
  });

  it('answers 413 past ARGUS_UPLOAD_MAX_MB and keeps nothing', async () => {
    const id = await project('upload-too-large');
    const res = await upload(id, [['package-lock.json', paymentsLock.repeat(40)]]);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'The upload is too large (limit 1 MiB).' });
    expect(readdirSync(scaUploadDir(s.config.analysis))).toEqual([]);
  });

  it('analyses the upload of a vcs project instead of its repository, skipping files that do not parse, and removes the files after', async () => {
    const id = await project('upload-vcs', 'vcs');
    const run = await uploadAndRun(id, [
      ['package-lock.json', paymentsLock],
      ['Cargo.lock', '[[package]]\nname = "serde"\nversion = '],
    ]);
    expect(run.status).toBe('finished');
    const summary = run.summary as { files: { path: string }[]; skipped_files: { path: string; reason: string }[] };
    expect(summary.files.map((f) => f.path)).toEqual(['package-lock.json']);
    expect(summary.skipped_files).toEqual([
      { path: 'Cargo.lock', reason: expect.stringMatching(/^Cargo\.lock is not valid TOML/) },
    ]);
    expect(readdirSync(scaUploadDir(s.config.analysis))).toEqual([]);
  });
});
