import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { posix } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract, type Headers } from 'tar-stream';
import { decompressed } from './decompress';
import { type Budget, type LayerContent, readLayer } from './layer';
import { diffIds, imageManifest, isIndex, manifestForPlatform, type Platform, parseJson } from './manifest';
import { imagePath } from './paths';
import { ImageError, type LayerRef } from './types';

/** Blobs up to this size are held after the first reading: manifests, indexes and configs are a few KiB. */
const SMALL_BLOB_BYTES = 4 * 1024 * 1024;
const MAX_SMALL_BYTES = 64 * 1024 * 1024;
const MAX_OUTER_ENTRIES = 100_000;

type Entry = Readable & { header: Headers };

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/\.$/, '');

/** Each entry of the archive (itself possibly gzip-compressed), in order; `visit` consumes each. */
async function eachEntry(
  path: string,
  visit: (entry: Entry, path: string | undefined) => Promise<void>,
): Promise<void> {
  const extract = tarExtract();
  let failure: unknown;
  const feeding = decompressed(createReadStream(path)).then((bytes) =>
    pipeline(bytes, extract).catch((error: unknown) => {
      failure ??= error;
    }),
  );
  let count = 0;
  try {
    for await (const entry of extract) {
      if (++count > MAX_OUTER_ENTRIES) throw new ImageError(`The archive has more than ${MAX_OUTER_ENTRIES} entries.`);
      await visit(entry, imagePath(entry.header.name));
    }
  } catch (error) {
    failure = error instanceof ImageError ? error : (failure ?? error);
    extract.destroy();
  }
  await feeding;
  if (failure instanceof ImageError) throw failure;
  if (failure) {
    throw new ImageError(`The file is not a docker save or OCI image layout archive: ${reasonOf(failure)}.`);
  }
}

async function bytesOf(entry: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

const sha256 = (bytes: Buffer) => `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
const blobPath = (digest: string) => `blobs/sha256/${digest.slice('sha256:'.length)}`;

/** What the first reading finds: the small files and where links point. */
type Listing = { small: Map<string, Buffer>; links: Map<string, string> };

async function list(path: string): Promise<Listing> {
  const small = new Map<string, Buffer>();
  const links = new Map<string, string>();
  let held = 0;
  await eachEntry(path, async (entry, name) => {
    const { header } = entry;
    if (name && (header.type === 'symlink' || header.type === 'link') && header.linkname) {
      const target = header.type === 'symlink' ? posix.join(posix.dirname(name), header.linkname) : header.linkname;
      const resolved = imagePath(target);
      if (resolved) links.set(name, resolved);
    }
    if (name && header.type === 'file' && (header.size ?? 0) <= SMALL_BLOB_BYTES) {
      // Only JSON is held (manifests, indexes, configs): a small layer is read again with the others.
      const bytes = await bytesOf(entry);
      if (!/^\s*[[{]/.test(bytes.subarray(0, 64).toString('latin1'))) return;
      held += bytes.length;
      if (held > MAX_SMALL_BYTES) throw new ImageError('The archive holds too many JSON files to be an image.');
      small.set(name, bytes);
      return;
    }
    entry.resume();
  });
  return { small, links };
}

/** A file of the archive, following links within it (a `docker save` links identical layers). */
function resolve(listing: Listing, path: string): string {
  let at = path;
  for (let hops = 0; hops < 16 && listing.links.has(at); hops++) at = listing.links.get(at)!;
  return at;
}

function smallFile(listing: Listing, path: string, what: string): Buffer {
  const bytes = listing.small.get(resolve(listing, path));
  if (!bytes) throw new ImageError(`The archive has no ${what} (${path}).`);
  return bytes;
}

type Layout = { digest: string; layers: { path: string; ref: LayerRef; verify: boolean }[] };

/** An OCI image layout (OCI image spec, "Image Layout"): index.json → (index →) manifest → config and layers. */
function ociLayout(listing: Listing, platform: Platform): Layout {
  let document = parseJson(smallFile(listing, 'index.json', 'index.json').toString('utf8'), 'index.json');
  let digest: string | undefined;
  for (let depth = 0; isIndex(document); depth++) {
    if (depth > 4) throw new ImageError('The image index nests too deep.');
    const chosen = manifestForPlatform(document, platform);
    const bytes = smallFile(listing, blobPath(chosen.digest), `blob ${chosen.digest}`);
    if (sha256(bytes) !== chosen.digest) throw new ImageError(`Blob ${chosen.digest} does not match its digest.`);
    digest = chosen.digest;
    document = parseJson(bytes.toString('utf8'), `manifest ${chosen.digest}`);
  }
  if (!digest) throw new ImageError('index.json lists no manifests.');
  const manifest = imageManifest(document);
  return {
    digest,
    layers: manifest.layers.map((layer, index) => ({
      path: resolve(listing, blobPath(layer.digest)),
      ref: { index, digest: layer.digest },
      verify: true,
    })),
  };
}

/**
 * A `docker save` archive (Docker's "Image tarball format"): manifest.json names the config and the
 * layers' tar files. It holds no registry manifest, so the image's digest is the sha256 of its
 * manifest.json; each layer is named by its `diff_id`, the digest of its tar.
 */
function dockerSave(listing: Listing): Layout {
  const bytes = smallFile(listing, 'manifest.json', 'manifest.json');
  let images: unknown;
  try {
    images = JSON.parse(bytes.toString('utf8'));
  } catch {
    throw new ImageError('manifest.json is not JSON.');
  }
  const image = (Array.isArray(images) ? images[0] : undefined) as { Config?: unknown; Layers?: unknown } | undefined;
  if (!image || typeof image.Config !== 'string' || !Array.isArray(image.Layers)) {
    throw new ImageError('manifest.json does not list an image with its Config and Layers.');
  }
  const configPath = imagePath(image.Config);
  const config = configPath
    ? parseJson(smallFile(listing, configPath, 'image config').toString('utf8'), 'image config')
    : {};
  const ids = diffIds(config);
  return {
    digest: sha256(bytes),
    layers: image.Layers.map((layer, index) => {
      const path = typeof layer === 'string' ? imagePath(layer) : undefined;
      if (!path) throw new ImageError(`manifest.json's layer ${index + 1} is not a path inside the archive.`);
      return { path: resolve(listing, path), ref: { index, digest: ids[index] ?? path }, verify: false };
    }),
  };
}

/**
 * Reads an uploaded image archive (CONTRACT §17) as streams, twice: first for its index, manifests and
 * config (small files), then for its layers, each read as it passes (the archive's order is not the
 * layers' order; only their kept files wait). Nothing is unpacked to disk.
 */
export async function readImageArchive(
  path: string,
  options: { platform: Platform; budget: Budget; signal: AbortSignal; onProgress: (progress: number) => void },
): Promise<{ digest: string; layers: LayerContent[] }> {
  const listing = await list(path);
  const layout = listing.small.has('index.json')
    ? ociLayout(listing, options.platform)
    : listing.small.has('manifest.json')
      ? dockerSave(listing)
      : undefined;
  if (!layout) {
    throw new ImageError('The archive has neither index.json (an OCI image layout) nor manifest.json (docker save).');
  }
  if (layout.layers.length > options.budget.limits.maxLayers) {
    throw new ImageError(`The image has more than ${options.budget.limits.maxLayers} layers.`);
  }
  const wanted = new Map<string, (typeof layout.layers)[number]>();
  for (const layer of layout.layers) if (!wanted.has(layer.path)) wanted.set(layer.path, layer);
  const read = new Map<string, LayerContent>();
  const { size } = await stat(path);
  let passed = 0;
  await eachEntry(path, async (entry, name) => {
    options.signal.throwIfAborted();
    const layer = name === undefined ? undefined : wanted.get(name);
    passed += entry.header.size ?? 0;
    if (!layer || read.has(name!) || entry.header.type !== 'file') {
      entry.resume();
      return;
    }
    read.set(
      name!,
      await readLayer(entry, layer.ref, options.budget, { verify: layer.verify, signal: options.signal }),
    );
    options.onProgress(Math.min(99, Math.round((100 * passed) / Math.max(size, 1))));
  });
  const layers = layout.layers.map((layer) => {
    const content = read.get(layer.path);
    if (!content) throw new ImageError(`Layer ${layer.ref.index + 1} (${layer.path}) is missing from the archive.`);
    return content.ref.index === layer.ref.index ? content : { ...content, ref: layer.ref };
  });
  return { digest: layout.digest, layers };
}
