import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Run } from '../../contract/runs';
import { builtLayer, ociArchive } from '../analysis/images/__tests__/image-builder';
import type { Database } from '../db/database';
import { importOsv } from '../vulnerability-database/import-osv';

const OSV = join(import.meta.dirname, '../analysis/images/__tests__/fixtures/osv');

/** The advisory the tests' Debian image has: apt-key's MITM (CVE-2011-3374), unfixed in Debian 12, CVSS 3.7 (low). */
export const APT_ADVISORY = 'DEBIAN-CVE-2011-3374';

/**
 * The packages of this machine's dpkg database built from the `apt` source package (apt, libapt-pkg…),
 * read here on their own (Package, Source, Version of installed stanzas) to compare with what the image
 * analysis finds: they are what APT_ADVISORY hits.
 */
export function aptPackages(): { name: string; version: string }[] {
  return readFileSync('/var/lib/dpkg/status', 'utf8')
    .split(/\n\n+/)
    .filter((stanza) => /^Status: .* installed$/m.test(stanza))
    .map((stanza) => ({
      name: /^Package: (.+)$/m.exec(stanza)![1]!,
      version: /^Version: (.+)$/m.exec(stanza)![1]!,
      source: /^Source: (\S+)/m.exec(stanza)?.[1],
    }))
    .filter((p) => (p.source ?? p.name) === 'apt')
    .map(({ name, version }) => ({ name, version }));
}

/** Imports the advisories the image tests match against (the transcribed OSV records of the image fixtures). */
export const importImageAdvisories = (db: Database) => importOsv(db, OSV);

/**
 * Queues a container image SCA that analyses a real image: an OCI archive of this machine's Debian 12
 * os-release and dpkg database, uploaded as an administrator would (the run reads it in the analysis
 * process). Answers the queued run.
 */
export async function uploadDebianImage(
  request: (path: string, init: RequestInit) => Promise<Response>,
  token: string,
  imageId: number,
): Promise<Run> {
  const layers = [
    await builtLayer([
      { path: 'usr/lib/os-release', content: await readFile('/usr/lib/os-release') },
      { path: 'var/lib/dpkg/status', content: await readFile('/var/lib/dpkg/status') },
    ]),
  ];
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array((await ociArchive(layers)).archive)]), 'debian.tar');
  const res = await request(`/api/analyses/container_images/${imageId}/sca/upload/`, {
    method: 'POST',
    body: form,
    headers: { Authorization: `Token ${token}` },
  });
  if (res.status !== 202) throw new Error(`the upload answered ${res.status}: ${await res.text()}`);
  return ((await res.json()) as Run[])[0]!;
}
