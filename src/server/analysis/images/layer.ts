import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { extract as tarExtract } from 'tar-stream';
import { decompressed } from './decompress';
import { pomPropertiesOf } from './jar';
import { imagePath, type KeptKind, keptKind } from './paths';
import { ImageError, type ImageLimits, type ImageProblem, type LayerRef } from './types';

/** A file a layer writes that the analysis needs: its text, or a jar's pom.properties files. */
export type KeptFile = {
  kind: KeptKind;
  path: string;
  layer: LayerRef;
  text: string;
  poms?: { path: string; text: string }[];
};

/**
 * What one layer changes (OCI image spec, "Layer Changesets"): the files it writes that the analysis
 * keeps, the paths its whiteouts delete from the layers below, the directories it makes opaque, and the
 * paths it writes as something other than a kept file (a symlink over a directory of packages).
 */
export type LayerContent = {
  ref: LayerRef;
  files: KeptFile[];
  whiteouts: string[];
  opaque: string[];
  replaced: string[];
  problems: ImageProblem[];
};

/** What all layers of one image have used of its limits so far. */
export type Budget = { limits: ImageLimits; entries: number; bytes: number; kept: number; unsafe: number };

export const newBudget = (limits: ImageLimits): Budget => ({ limits, entries: 0, bytes: 0, kept: 0, unsafe: 0 });

const mib = (bytes: number) => `${Math.round(bytes / 1024 / 1024)} MiB`;

async function readEntry(entry: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of entry as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

function uncompressedCounter(budget: Budget): Transform {
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      budget.bytes += chunk.length;
      if (budget.bytes > budget.limits.maxUncompressedBytes) {
        done(new ImageError(`The image is larger than ${mib(budget.limits.maxUncompressedBytes)} uncompressed.`));
        return;
      }
      done(null, chunk);
    },
  });
}

/** The first failure that says something: a limit or a damaged layer rather than the streams closing after it. */
function firstFailure(failures: unknown[]): unknown {
  return failures.find((f) => f instanceof ImageError) ?? failures[0];
}

/**
 * Reads one layer as it streams by (gzip, zstd or plain tar), keeping only the package databases and
 * manifests (`keptKind`); nothing else is held or written anywhere. With `digest` the compressed bytes
 * must hash to it (a registry's or an OCI layout's blob). Entries whose path would leave the root are
 * counted and ignored; symlinks are never followed.
 */
export async function readLayer(
  source: Readable,
  ref: LayerRef,
  budget: Budget,
  options: { verify: boolean; signal: AbortSignal },
): Promise<LayerContent> {
  const content: LayerContent = { ref, files: [], whiteouts: [], opaque: [], replaced: [], problems: [] };
  const { limits } = budget;
  const hash = options.verify ? createHash('sha256') : undefined;
  const failures: unknown[] = [];
  const hasher = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      hash?.update(chunk);
      done(null, chunk);
    },
  });
  const hashing = pipeline(source, hasher).catch((error: unknown) => void failures.push(error));
  const extract = tarExtract();
  const feeding = decompressed(hasher).then((tar) =>
    pipeline(tar, uncompressedCounter(budget), extract).catch((error: unknown) => {
      failures.push(error);
      extract.destroy(error as Error);
    }),
  );
  try {
    for await (const entry of extract) {
      options.signal.throwIfAborted();
      if (++budget.entries > limits.maxEntries) {
        throw new ImageError(`The image has more than ${limits.maxEntries} files.`);
      }
      await readEntryOf(entry, content, budget);
    }
  } catch (error) {
    failures.push(error);
    source.destroy();
  }
  await Promise.all([hashing, feeding]);
  if (failures.length > 0) {
    const failure = firstFailure(failures);
    if (failure instanceof ImageError || options.signal.aborted) throw failure;
    throw new ImageError(`Layer ${ref.index + 1} (${ref.digest}) cannot be read: ${reasonOf(failure)}.`);
  }
  if (hash && `sha256:${hash.digest('hex')}` !== ref.digest) {
    throw new ImageError(`Layer ${ref.index + 1} does not match its digest ${ref.digest}.`);
  }
  return content;
}

const reasonOf = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0]!.replace(/\.$/, '');

async function readEntryOf(
  entry: Readable & { header: import('tar-stream').Headers },
  content: LayerContent,
  budget: Budget,
): Promise<void> {
  const { header } = entry;
  const path = imagePath(header.name);
  if (path === undefined) {
    budget.unsafe++;
    entry.resume();
    return;
  }
  const slash = path.lastIndexOf('/');
  const dir = slash < 0 ? '' : path.slice(0, slash);
  const base = path.slice(slash + 1);
  if (base.startsWith('.wh.')) {
    if (base === '.wh..wh..opq') content.opaque.push(dir);
    else content.whiteouts.push(dir ? `${dir}/${base.slice(4)}` : base.slice(4));
    entry.resume();
    return;
  }
  const kind = keptKind(path);
  const regular = header.type === 'file' || header.type === 'contiguous-file';
  if (!regular) {
    if (header.type !== 'directory' && (kind || header.type === 'symlink' || header.type === 'link')) {
      content.replaced.push(path);
    }
    entry.resume();
    return;
  }
  if (!kind) {
    entry.resume();
    return;
  }
  const { limits } = budget;
  const size = header.size ?? 0;
  if (size > limits.maxFileBytes) {
    content.replaced.push(path);
    content.problems.push({ path, reason: `larger than ${mib(limits.maxFileBytes)}` });
    entry.resume();
    return;
  }
  if (kind === 'rpm') {
    content.files.push({ kind, path, layer: content.ref, text: '' });
    entry.resume();
    return;
  }
  // A jar is held only while its pom.properties are read; what is kept is counted.
  if (kind !== 'jar') budget.kept += size;
  if (budget.kept > limits.maxKeptBytes) {
    throw new ImageError(`The image's package databases and manifests exceed ${mib(limits.maxKeptBytes)}.`);
  }
  const bytes = await readEntry(entry);
  if (kind !== 'jar') {
    content.files.push({ kind, path, layer: content.ref, text: bytes.toString('utf8') });
    return;
  }
  try {
    const poms = await pomPropertiesOf(bytes);
    content.files.push({ kind, path, layer: content.ref, text: '', poms });
  } catch (error) {
    content.replaced.push(path);
    content.problems.push({ path, reason: `not a readable jar: ${reasonOf(error)}` });
  }
}
