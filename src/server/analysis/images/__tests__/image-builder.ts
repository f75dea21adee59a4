import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import { pack } from 'tar-stream';

/** One entry of a layer: a file with its content, a directory, a symlink, or a raw name (a hostile `../`). */
export type LayerEntry =
  | { path: string; content: string | Buffer }
  | { path: string; directory: true }
  | { path: string; symlink: string };

export type Compression = 'gzip' | 'zstd' | 'none';

/** A tar archive of these entries, written with tar-stream. */
export async function tarOf(entries: LayerEntry[]): Promise<Buffer> {
  const archive = pack();
  const chunks: Buffer[] = [];
  archive.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise((resolve) => archive.on('end', resolve));
  for (const entry of entries) {
    await new Promise<void>((resolve, reject) => {
      const done = (error?: Error | null) => (error ? reject(error) : resolve());
      if ('directory' in entry) archive.entry({ name: entry.path, type: 'directory' }, done);
      else if ('symlink' in entry) archive.entry({ name: entry.path, type: 'symlink', linkname: entry.symlink }, done);
      else archive.entry({ name: entry.path }, entry.content, done);
    });
  }
  archive.finalize();
  await ended;
  return Buffer.concat(chunks);
}

/** A layer blob: the tar compressed as asked (zstd by the `zstd` command, as registries' zstd layers are made). */
export async function layerOf(entries: LayerEntry[], compression: Compression = 'gzip'): Promise<Buffer> {
  const tar = await tarOf(entries);
  if (compression === 'gzip') return gzipSync(tar);
  if (compression === 'zstd') return execFileSync('zstd', ['-q', '-c', '-19'], { input: tar, maxBuffer: 1 << 30 });
  return tar;
}

export const sha256 = (bytes: Buffer | string) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;

const MEDIA = {
  gzip: 'application/vnd.oci.image.layer.v1.tar+gzip',
  zstd: 'application/vnd.oci.image.layer.v1.tar+zstd',
  none: 'application/vnd.oci.image.layer.v1.tar',
};

/** The config and manifest of an image of these layers (OCI image spec), as the bytes a registry or layout holds. */
export function imageBlobs(layers: { blob: Buffer; tar: Buffer; compression: Compression }[]) {
  const config = Buffer.from(
    JSON.stringify({
      architecture: 'amd64',
      os: 'linux',
      rootfs: { type: 'layers', diff_ids: layers.map((l) => sha256(l.tar)) },
      config: {},
    }),
  );
  const manifest = Buffer.from(
    JSON.stringify({
      schemaVersion: 2,
      mediaType: 'application/vnd.oci.image.manifest.v1+json',
      config: { mediaType: 'application/vnd.oci.image.config.v1+json', digest: sha256(config), size: config.length },
      layers: layers.map((l) => ({ mediaType: MEDIA[l.compression], digest: sha256(l.blob), size: l.blob.length })),
    }),
  );
  return { config, manifest };
}

export type BuiltLayer = { blob: Buffer; tar: Buffer; compression: Compression };

export async function builtLayer(entries: LayerEntry[], compression: Compression = 'gzip'): Promise<BuiltLayer> {
  const tar = await tarOf(entries);
  return { tar, blob: await layerOf(entries, compression), compression };
}

/** An OCI image layout archive (`oci-layout`, `index.json`, `blobs/sha256/…`), as `skopeo copy oci-archive:` writes. */
export async function ociArchive(
  layers: BuiltLayer[],
  extra: LayerEntry[] = [],
): Promise<{ archive: Buffer; digest: string }> {
  const { config, manifest } = imageBlobs(layers);
  const index = {
    schemaVersion: 2,
    manifests: [
      {
        mediaType: 'application/vnd.oci.image.manifest.v1+json',
        digest: sha256(manifest),
        size: manifest.length,
        annotations: { 'org.opencontainers.image.ref.name': 'latest' },
      },
    ],
  };
  const blob = (bytes: Buffer) => ({ path: `blobs/sha256/${sha256(bytes).slice(7)}`, content: bytes });
  const archive = await tarOf([
    { path: 'oci-layout', content: JSON.stringify({ imageLayoutVersion: '1.0.0' }) },
    { path: 'index.json', content: JSON.stringify(index) },
    // Layers first, in reverse: the reader must not depend on the archive's order.
    ...[...layers].reverse().map((l) => blob(l.blob)),
    blob(config),
    blob(manifest),
    ...extra,
  ]);
  return { archive, digest: sha256(manifest) };
}

/** A `docker save` archive (manifest.json, `<id>.json`, `<id>/layer.tar`), its layers uncompressed as Docker writes them. */
export async function dockerSaveArchive(layers: BuiltLayer[]): Promise<{ archive: Buffer; digest: string }> {
  const { config } = imageBlobs(layers);
  const configName = `${sha256(config).slice(7)}.json`;
  const dirs = layers.map((l) => sha256(l.tar).slice(7, 71));
  const manifest = Buffer.from(
    JSON.stringify([{ Config: configName, RepoTags: ['example/app:1.0'], Layers: dirs.map((d) => `${d}/layer.tar`) }]),
  );
  const archive = await tarOf([
    ...layers.map((l, i) => ({ path: `${dirs[i]}/layer.tar`, content: l.tar })),
    { path: configName, content: config },
    { path: 'manifest.json', content: manifest },
  ]);
  return { archive, digest: sha256(manifest) };
}
