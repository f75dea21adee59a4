import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseImage } from '../analyse-image';
import { ImageError, type ImageLimits } from '../types';
import { builtLayer, dockerSaveArchive, type LayerEntry, ociArchive, tarOf } from './image-builder';

const fixture = (name: string) => readFile(new URL(`fixtures/${name}`, import.meta.url));
const repoFile = (path: string) => readFile(new URL(`../../../../../${path}`, import.meta.url));

/** The installed packages of a dpkg status file, read here the simplest way (name, version), to compare with. */
function installedOf(status: string): string[] {
  return status
    .split(/\n\n+/)
    .filter((stanza) => /^Status: .* installed$/m.test(stanza))
    .map((stanza) => `${/^Package: (.+)$/m.exec(stanza)![1]}@${/^Version: (.+)$/m.exec(stanza)![1]}`);
}

let dir: string;
let dpkgStatus: string;
let debianLayer: LayerEntry[];
let appLayer: LayerEntry[];

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'argus-images-'));
  dpkgStatus = await readFile('/var/lib/dpkg/status', 'utf8');
  debianLayer = [
    { path: 'etc/', directory: true },
    // Debian's /etc/os-release is a symlink; the reader never follows it and reads usr/lib/os-release.
    { path: 'etc/os-release', symlink: '../usr/lib/os-release' },
    { path: 'usr/lib/os-release', content: await readFile('/usr/lib/os-release') },
    { path: 'var/lib/dpkg/status', content: dpkgStatus },
    { path: 'usr/bin/filler', content: Buffer.alloc(200_000, 7) },
  ];
  appLayer = [
    { path: 'app/node_modules/busboy/package.json', content: await repoFile('node_modules/busboy/package.json') },
    {
      path: 'app/node_modules/streamsearch/package.json',
      content: await repoFile('node_modules/streamsearch/package.json'),
    },
    { path: 'app/lib/javax.annotation-api-1.3.2.jar', content: await fixture('javax.annotation-api-1.3.2.jar') },
    {
      path: 'usr/lib/python3/dist-packages/distro-1.8.0.dist-info/METADATA',
      content: await fixture('distro-1.8.0.METADATA'),
    },
    // Hostile names: never read as the image's files.
    { path: '../../../etc/passwd', content: 'root:x:0:0::/root:/bin/sh\n' },
    { path: 'app/../../node_modules/evil/package.json', content: '{"name":"evil","version":"6.6.6"}' },
  ];
});

afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

async function analyse(archive: Buffer, limits?: Partial<ImageLimits>) {
  const path = join(dir, `image-${Math.random().toString(36).slice(2)}.tar`);
  await writeFile(path, archive);
  return analyseImage(
    { kind: 'archive', path },
    { platform: 'linux/amd64', limits },
    () => undefined,
    new AbortController().signal,
  );
}

describe('image archives', () => {
  it('reads an OCI layout with gzip layers: Debian packages with source packages, npm, Maven and Python packages, each with its layer', async () => {
    const layers = [await builtLayer(debianLayer), await builtLayer(appLayer)];
    const { archive, digest } = await ociArchive(layers);
    const result = await analyse(archive);

    expect(result.digest).toBe(digest);
    expect(result.layers_count).toBe(2);
    expect(result.distribution).toMatchObject({ id: 'debian', version_id: '12' });
    const os = result.components.filter((c) => c.type === 'os');
    expect(os.map((c) => `${c.name}@${c.version}`).sort()).toEqual([...new Set(installedOf(dpkgStatus))].sort());
    expect(os.every((c) => c.layer.index === 0 && c.ecosystem === 'Debian' && c.path === 'var/lib/dpkg/status')).toBe(
      true,
    );
    const libc = os.find((c) => c.name === 'libc6')!;
    expect(libc.source).toBe('glibc');
    expect(libc.purl).toMatch(/^pkg:deb\/debian\/libc6@[^?]+\?arch=amd64&distro=debian-12&upstream=glibc$/);

    const language = result.components.filter((c) => c.type === 'language');
    const busboy = JSON.parse((await repoFile('node_modules/busboy/package.json')).toString());
    expect(language.map((c) => c.purl).sort()).toEqual(
      [
        `pkg:npm/busboy@${busboy.version}`,
        `pkg:npm/streamsearch@${JSON.parse((await repoFile('node_modules/streamsearch/package.json')).toString()).version}`,
        'pkg:maven/javax.annotation/javax.annotation-api@1.3.2',
        'pkg:pypi/distro@1.8.0',
      ].sort(),
    );
    expect(language.every((c) => c.layer.index === 1)).toBe(true);
    expect(language.find((c) => c.name === 'busboy')!.licenses).toEqual(['MIT']);
    expect(language.find((c) => c.ecosystem === 'Maven')!.path).toBe(
      'app/lib/javax.annotation-api-1.3.2.jar!/META-INF/maven/javax.annotation/javax.annotation-api/pom.properties',
    );
    expect(result.components.some((c) => c.name === 'evil')).toBe(false);
    expect(result.unsafe_entries).toBe(2);
  });

  it('applies whiteouts and opaque directories: a deleted package database and a deleted package are gone', async () => {
    const layers = [
      await builtLayer(debianLayer),
      await builtLayer(appLayer),
      await builtLayer([
        { path: 'var/lib/dpkg/.wh.status', content: '' },
        { path: 'app/node_modules/.wh.streamsearch', content: '' },
        { path: 'usr/lib/python3/dist-packages/.wh..wh..opq', content: '' },
      ]),
    ];
    const result = await analyse((await ociArchive(layers)).archive);
    expect(result.layers_count).toBe(3);
    expect(result.components.filter((c) => c.type === 'os')).toEqual([]);
    expect(result.components.map((c) => c.name).sort()).toEqual(['busboy', 'javax.annotation:javax.annotation-api']);
  });

  it('tells the layer each package came in with when a later layer rewrites the database', async () => {
    const stanzas = dpkgStatus.split(/\n\n+/).filter((s) => /^Status: .* installed$/m.test(s));
    const first = `${stanzas.slice(0, 10).join('\n\n')}\n`;
    const layers = [
      await builtLayer([{ path: 'var/lib/dpkg/status', content: first }]),
      await builtLayer([{ path: 'var/lib/dpkg/status', content: dpkgStatus }], 'none'),
    ];
    const result = await analyse((await ociArchive(layers)).archive);
    const inFirst = new Set(installedOf(first));
    for (const c of result.components) {
      expect(c.layer.index, `${c.name}@${c.version}`).toBe(inFirst.has(`${c.name}@${c.version}`) ? 0 : 1);
    }
    expect(result.components.filter((c) => c.layer.index === 0)).toHaveLength(inFirst.size);
  });

  it('reads a docker save archive of an Alpine image: apk packages with their origin and the distro qualifier', async () => {
    const layers = [
      await builtLayer(
        [
          { path: 'etc/os-release', content: await fixture('alpine-3.14/os-release') },
          { path: 'lib/apk/db/installed', content: await fixture('alpine-3.14/installed') },
        ],
        'none',
      ),
    ];
    const { archive, digest } = await dockerSaveArchive(layers);
    const result = await analyse(archive);
    expect(result.digest).toBe(digest);
    expect(result.distribution).toMatchObject({ id: 'alpine', version_id: '3.14.0' });
    expect(result.components).toHaveLength(14);
    const libssl = result.components.find((c) => c.name === 'libssl1.1')!;
    expect(libssl).toMatchObject({ ecosystem: 'Alpine', version: '1.1.1k-r0', source: 'openssl', type: 'os' });
    expect(libssl.purl).toBe('pkg:apk/alpine/libssl1.1@1.1.1k-r0?arch=armv7&distro=alpine-3.14.0&upstream=openssl');
    expect(libssl.licenses).toEqual(['OpenSSL']);
    expect(result.components.find((c) => c.name === 'musl')!.purl).toBe(
      'pkg:apk/alpine/musl@1.2.2-r3?arch=armv7&distro=alpine-3.14.0',
    );
  });

  it('decompresses a zstd layer (as the zstd command writes it)', async () => {
    const layers = [
      await builtLayer(
        [
          { path: 'etc/os-release', content: await fixture('alpine-3.14/os-release') },
          { path: 'lib/apk/db/installed', content: await fixture('alpine-3.14/installed') },
        ],
        'zstd',
      ),
    ];
    const result = await analyse((await ociArchive(layers)).archive);
    expect(result.components).toHaveLength(14);
  });

  it('reports an rpm database as not supported', async () => {
    const layers = [
      await builtLayer([{ path: 'var/lib/rpm/rpmdb.sqlite', content: Buffer.from('SQLite format 3\0') }]),
    ];
    const result = await analyse((await ociArchive(layers)).archive);
    expect(result.unsupported).toEqual([{ path: 'var/lib/rpm/rpmdb.sqlite', reason: expect.stringMatching(/rpm/) }]);
  });

  it('fails in words on a file that is not an image archive, an archive without a manifest, a layer that is not a tar, and past its limits', async () => {
    await expect(analyse(Buffer.from('this is not a tar archive at all, just text'.repeat(20)))).rejects.toThrow(
      /not a docker save or OCI image layout archive/,
    );
    await expect(analyse(await tarOf([{ path: 'hello.txt', content: 'hi' }]))).rejects.toThrow(
      /neither index.json .* nor manifest.json/,
    );
    const broken = {
      tar: Buffer.from('x'),
      blob: Buffer.from('not a layer, not gzip either'.repeat(40)),
      compression: 'none' as const,
    };
    await expect(analyse((await ociArchive([broken])).archive)).rejects.toThrow(/Layer 1 .* cannot be read/);
    const layers = [await builtLayer(debianLayer), await builtLayer(appLayer)];
    const error = await analyse((await ociArchive(layers)).archive, { maxEntries: 5 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ImageError);
    expect((error as Error).message).toBe('The image has more than 5 files.');
  });

  it('refuses a layer whose bytes do not match its digest', async () => {
    const layer = await builtLayer(debianLayer);
    const { archive } = await ociArchive([layer]);
    const tampered = Buffer.from(archive);
    const at = tampered.indexOf(layer.blob.subarray(100, 140));
    tampered[at] = tampered[at]! ^ 0xff;
    await expect(analyse(tampered)).rejects.toThrow(/Layer 1 (does not match its digest|.* cannot be read)/);
  });
});
