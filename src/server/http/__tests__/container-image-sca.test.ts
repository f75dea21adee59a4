import { readdirSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Page } from '../../../contract/pagination';
import type { Run, ScaSummary } from '../../../contract/runs';
import { builtLayer, dockerSaveArchive, ociArchive, tarOf } from '../../analysis/images/__tests__/image-builder';
import { scaUploadDir } from '../../runs/uploads';
import { RunWorker } from '../../runs/worker';
import { startTestService, type TestService } from '../../test/harness';
import { importOsv } from '../../vulnerability-database/import-osv';

const FIXTURES = join(import.meta.dirname, '../../analysis/images/__tests__/fixtures');
const ROOT = join(import.meta.dirname, '../../../..');

let s: TestService;
let admin: string;
let repositoryId: number;
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
const api = async (method: string, path: string, body?: unknown): Promise<{ status: number; body: any }> => {
  const res = await s.call(admin, method, path, body);
  return { status: res.status, body: res.status === 204 ? null : await res.json() };
};

beforeAll(async () => {
  s = await startTestService({ ARGUS_UPLOAD_MAX_MB: '2' });
  admin = await s.tokenFor('administrator');
  await importOsv(s.db, join(FIXTURES, 'osv'));
  const created = await api('POST', '/api/settings/artifact_repositories/', {
    name: 'local-registry',
    kind: 'docker',
    url: 'https://registry.example.com',
  });
  expect(created.status).toBe(201);
  repositoryId = created.body.id;
});
afterAll(() => s.close());

async function image(name: string, artifactRepositoryId = repositoryId): Promise<number> {
  const res = await api('POST', '/api/settings/container_images/', {
    name,
    artifact_repository_id: artifactRepositoryId,
  });
  expect(res.status).toBe(201);
  return res.body.id;
}

function upload(imageId: number, bytes: Buffer, name = 'image.tar') {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), name);
  return s.request(`/api/analyses/container_images/${imageId}/sca/upload/`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Token ${admin}` },
  });
}

async function drain(runId: number): Promise<Run> {
  await new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis }).drain();
  return (await api('GET', `/api/analyses/runs/${runId}/`)).body as Run;
}

async function uploadAndRun(imageId: number, bytes: Buffer): Promise<Run> {
  const res = await upload(imageId, bytes);
  expect(res.status).toBe(202);
  const [queued] = (await res.json()) as Run[];
  return drain(queued!.id);
}

async function all<T>(path: string): Promise<T[]> {
  const res = await api('GET', `${path}${path.includes('?') ? '&' : '?'}per_page=1000`);
  expect(res.status).toBe(200);
  return (res.body as Page<T>).results;
}

const debianImage = async () => {
  const layers = [
    await builtLayer([
      { path: 'usr/lib/os-release', content: await readFile('/usr/lib/os-release') },
      { path: 'var/lib/dpkg/status', content: await readFile('/var/lib/dpkg/status') },
    ]),
    await builtLayer([
      {
        path: 'srv/node_modules/busboy/package.json',
        content: await readFile(join(ROOT, 'node_modules/busboy/package.json')),
      },
    ]),
  ];
  return ociArchive(layers);
};

describe('container images and artifact repositories (administrators)', () => {
  it('keeps registry credentials write-only: sealed, answered as has_credentials, never echoed or audited', async () => {
    const created = await api('POST', '/api/settings/artifact_repositories/', {
      name: 'private-registry',
      kind: 'docker',
      url: 'https://registry.internal.example',
      credentials: { username: 'robot', password: 'hunter2-secret' },
    });
    expect(created.status).toBe(201);
    expect(created.body).toEqual({
      id: created.body.id,
      name: 'private-registry',
      kind: 'docker',
      url: 'https://registry.internal.example',
      has_credentials: true,
      auth_kind: 'basic',
    });
    const [sealed] = await s.db.query<{ credentials_sealed: string }>(
      'SELECT credentials_sealed FROM artifact_repositories WHERE id = $1',
      [created.body.id],
    );
    expect(sealed!.credentials_sealed).not.toContain('hunter2');
    const kept = await api('PATCH', `/api/settings/artifact_repositories/${created.body.id}/`, {
      name: 'private-registry',
      kind: 'docker',
      url: 'https://registry.internal.example',
    });
    expect(kept.body.has_credentials).toBe(true);
    const cleared = await api('PUT', `/api/settings/artifact_repositories/${created.body.id}/`, {
      name: 'private-registry',
      kind: 'docker',
      url: 'https://registry.internal.example',
      credentials: null,
    });
    expect(cleared.body).toMatchObject({ has_credentials: false, auth_kind: null });
    const audit = JSON.stringify((await api('GET', '/api/audit_log/?object_type=artifact_repository')).body);
    expect(audit).toContain('private-registry');
    expect(audit).not.toContain('hunter2');
    expect((await api('DELETE', `/api/settings/artifact_repositories/${created.body.id}/`)).status).toBe(204);
  });

  it('validates an image: its name as repo/image:tag or @sha256:, an artifact repository that exists, a unique name', async () => {
    const bad = await api('POST', '/api/settings/container_images/', {
      name: 'Not An Image',
      artifact_repository_id: repositoryId,
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ name: ['Enter an image name as repo/image:tag or repo/image@sha256:<digest>.'] });
    const missing = await api('POST', '/api/settings/container_images/', {
      name: 'team/app:1.0',
      artifact_repository_id: 99999,
    });
    expect(missing.body).toEqual({ artifact_repository_id: ['Invalid pk "99999" - object does not exist.'] });
    const id = await image(`team/app@sha256:${'ab'.repeat(32)}`);
    const twice = await api('POST', '/api/settings/container_images/', {
      name: `team/app@sha256:${'ab'.repeat(32)}`,
      artifact_repository_id: repositoryId,
    });
    expect(twice.body).toEqual({ name: ['A container image with this name already exists.'] });
    const beyondIntegers = await api('PUT', `/api/settings/container_images/${id}/`, {
      name: 'team/app:2.0',
      artifact_repository_id: 2_147_483_648,
    });
    expect(beyondIntegers).toEqual({
      status: 400,
      body: { artifact_repository_id: ['Invalid pk "2147483648" - object does not exist.'] },
    });
    const shown = await api('GET', `/api/container_images/${id}/`);
    expect(shown.body).toMatchObject({ digest: null, distribution: null, layers_count: null, dependencies_count: 0 });
    const busy = await api('DELETE', `/api/settings/artifact_repositories/${repositoryId}/`);
    expect(busy.status).toBe(400);
    expect((await api('DELETE', `/api/settings/container_images/${id}/`)).status).toBe(204);
  });
});

describe('POST /api/analyses/container_images/{id}/sca/upload/', () => {
  it('analyses an OCI archive: OS and language packages with their layers, Debian advisories by source package and release, proxy alerts', async () => {
    const id = await image('team/debian-app:1.0');
    const policy = await api('POST', '/api/policies/', {
      name: 'proxy: apt-key MITM',
      stages: ['proxy'],
      level: 'warning',
      conditions: { vulnerability_id: 'DEBIAN-CVE-2011-3374' },
    });
    expect(policy.status).toBe(201);
    const { archive, digest } = await debianImage();
    const run = await uploadAndRun(id, archive);
    expect(run.status).toBe('finished');
    const summary = run.summary as ScaSummary;
    expect(summary).toMatchObject({ digest, layers_count: 2, unsafe_entries: 0, skipped_files: [], unsupported: [] });
    expect(summary.components_by_type!.language).toBe(1);
    expect(summary.components_by_type!.os).toBeGreaterThan(100);

    const shown = (await api('GET', `/api/container_images/${id}/`)).body;
    expect(shown).toMatchObject({ digest, distribution: 'Debian GNU/Linux 12 (bookworm)', layers_count: 2 });
    const page = await api('GET', `/api/dependencies/?container_image=${id}&per_page=1`);
    expect(page.body.count).toBe(summary.components_count);
    type Row = { id: number; name: string; purl: string; layer_digest: string };
    const components = await all<Row>(`/api/dependencies/?container_image=${id}&search=apt`);
    const apt = components.find((c) => c.name === 'apt')!;
    expect(apt).toMatchObject({ type: 'os', layer_index: 0, technology: 'deb', paths: ['var/lib/dpkg/status'] });
    expect(apt.layer_digest).toMatch(/^sha256:[0-9a-f]{64}$/);
    const [busboy] = await all(`/api/dependencies/?container_image=${id}&search=busboy`);
    expect(busboy).toMatchObject({ type: 'language', layer_index: 1, technology: 'npm' });
    const vulns = await all<{ vulnerability_id: string }>(`/api/vulnerabilities/?dependency=${apt.id}`);
    expect(vulns.map((v) => v.vulnerability_id)).toEqual(['DEBIAN-CVE-2011-3374']);
    // apt-utils, libapt-pkg6.0 are built from apt too: the advisory names the source package.
    const fromApt = components.filter((c) => /[?&]upstream=apt(?:&|$|%40)/.test(c.purl) || c.name === 'apt');
    expect(fromApt.length).toBeGreaterThan(1);
    expect(shown.vulnerabilities_count).toBe(1);

    const alerts = await all<Record<string, unknown>>(
      `/api/policy_alerts/?container_image=${id}&policy=${policy.body.id}`,
    );
    expect(alerts.map((a) => a.dependency_purl).sort()).toEqual(fromApt.map((c) => c.purl).sort());
    expect(alerts[0]).toMatchObject({ stage: 'proxy', container_image_id: id, artifact_repository_id: repositoryId });
  });

  it('analyses a docker save archive of an Alpine image: origin packages match Alpine advisories of the release, with the fix', async () => {
    const id = await image('team/alpine-app:3.14');
    const layers = [
      await builtLayer(
        [
          { path: 'etc/os-release', content: await readFile(join(FIXTURES, 'alpine-3.14/os-release')) },
          { path: 'lib/apk/db/installed', content: await readFile(join(FIXTURES, 'alpine-3.14/installed')) },
        ],
        'none',
      ),
    ];
    const { archive, digest } = await dockerSaveArchive(layers);
    const run = await uploadAndRun(id, archive);
    expect(run.status).toBe('finished');
    expect((await api('GET', `/api/container_images/${id}/`)).body).toMatchObject({
      digest,
      distribution: 'Alpine Linux v3.14',
      layers_count: 1,
      dependencies_count: 14,
    });
    const components = await all<{ id: number; name: string }>(`/api/dependencies/?container_image=${id}`);
    for (const name of ['libssl1.1', 'libcrypto1.1']) {
      const found = await all<{ vulnerability_id: string; fixed_version: string }>(
        `/api/vulnerabilities/?dependency=${components.find((c) => c.name === name)!.id}`,
      );
      expect(found).toMatchObject([{ vulnerability_id: 'ALPINE-CVE-2021-3711', fixed_version: '1.1.1l-r0' }]);
    }
    const musl = components.find((c) => c.name === 'musl')!;
    expect(await all(`/api/vulnerabilities/?dependency=${musl.id}`)).toEqual([]);
  });

  it('refuses an upload over ARGUS_UPLOAD_MAX_MB with 413, keeping nothing', async () => {
    const id = await image('team/big:1.0');
    const layers = [await builtLayer([{ path: 'filler', content: Buffer.alloc(3 * 1024 * 1024, 1) }], 'none')];
    const res = await upload(id, (await ociArchive(layers)).archive);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ detail: 'The upload is too large (limit 2 MiB).' });
    expect(readdirSync(scaUploadDir(s.config.analysis))).toEqual([]);
  });

  it('fails the run in words on a malformed archive, and refuses a file that is neither an archive nor an SBOM', async () => {
    const id = await image('team/broken:1.0');
    const run = await uploadAndRun(id, await tarOf([{ path: 'README', content: 'not an image' }]));
    expect(run.status).toBe('failed');
    expect(run.error).toBe(
      'The analysis failed: The archive has neither index.json (an OCI image layout) nor manifest.json (docker save).',
    );
    const text = await upload(id, Buffer.from('just some notes'), 'notes.txt');
    expect(text.status).toBe(400);
    expect(await text.json()).toEqual({
      file: ['notes.txt is neither an image archive (docker save, OCI image layout) nor an SBOM (CycloneDX, SPDX).'],
    });
  });

  it('takes an SBOM for an image: its components, typed by ecosystem, without layers', async () => {
    const id = await image('team/sbom-app:1.0');
    const sbom = await readFile(
      join(import.meta.dirname, '../../analysis/sca/extractors/sbom/__tests__/testdata/laravel-7.12.0.bom.1.4.json'),
    );
    const run = await uploadAndRun(id, sbom);
    expect(run.status).toBe('finished');
    const components = await all<Record<string, unknown>>(`/api/dependencies/?container_image=${id}`);
    expect(components.length).toBeGreaterThan(10);
    expect(components.every((c) => c.type === 'language' && c.layer_index === null)).toBe(true);
  });

  it('pulls when started without an upload: failures in words (not a docker repository, nothing listening)', async () => {
    const npm = await api('POST', '/api/settings/artifact_repositories/', {
      name: 'npm-proxy',
      kind: 'npm',
      url: 'https://npm.example.com',
    });
    const wrongKind = await image('team/wrong-kind:1.0', npm.body.id);
    const refused = await drain(
      (await api('POST', `/api/analyses/container_images/${wrongKind}/sca/start/`)).body[0].id,
    );
    expect(refused.error).toBe(
      "The image's artifact repository is a npm repository: only a docker registry can be pulled from (upload the image archive instead).",
    );
    const local = await api('POST', '/api/settings/artifact_repositories/', {
      name: 'loopback-registry',
      kind: 'docker',
      url: 'http://127.0.0.1:9',
    });
    const id = await image('team/pulled:1.0', local.body.id);
    const started = await api('POST', `/api/analyses/container_images/${id}/sca/start/`);
    expect(started.status).toBe(202);
    const run = await drain(started.body[0].id);
    expect(run.status).toBe('failed');
    // The test service allows local addresses (ARGUS_ALLOW_LOCAL_REPOSITORIES): nothing listens on port 9.
    expect(run.error).toBe('The analysis failed: Could not reach the registry 127.0.0.1:9: ECONNREFUSED.');
  });
});
