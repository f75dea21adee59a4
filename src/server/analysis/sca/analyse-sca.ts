import { open } from 'node:fs/promises';
import { basename } from 'node:path';
import { withManifestRelations } from './direct-from-manifest';
import { findManifests } from './find-manifests';
import { mergeComponents, type ProjectComponent } from './merge-components';
import type { ExtractedComponent } from '../components/types';
import type { Extractor, SkippedFile } from './types';

/** Larger files are skipped with a reason: a lockfile of this size is not a lockfile. */
const MAX_FILE_BYTES = 64 * 1024 * 1024;

/** What an SCA analysis reads: a workspace's tree, or files an administrator uploaded (their names as sent). */
export type ScaSource = { kind: 'tree'; dir: string } | { kind: 'files'; files: { path: string; name: string }[] };

type ScaFile = { path: string; format: string; components_count: number };

/** CONTRACT §16: the project's components, the files read (with what each gave) and the files skipped and why. */
export type ScaResult = { components: ProjectComponent[]; files: ScaFile[]; skipped: SkippedFile[] };

type Progress = (progress: number | null, phase: string) => void;

/** A file's text, or why it cannot be read as one. */
async function readText(path: string): Promise<{ text: string } | { reason: string }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    if (size > MAX_FILE_BYTES) return { reason: `larger than ${MAX_FILE_BYTES / 1024 / 1024} MiB` };
    const bytes = await handle.readFile();
    if (bytes.subarray(0, 8192).includes(0)) return { reason: 'a binary file, not a manifest, lockfile or SBOM' };
    return { text: bytes.toString('utf8').replace(/^\uFEFF/, '') };
  } finally {
    await handle.close();
  }
}

/**
 * The extractor of an uploaded file: its content decides, the name breaking ties; content no extractor
 * recognises goes to the extractor of its name, if any, so that a damaged `Cargo.lock` is skipped saying
 * what is wrong with it rather than "not a format Argus reads".
 */
function extractorForUpload(extractors: Extractor[], text: string, name: string): Extractor | undefined {
  const sniffing = extractors.filter((e) => e.sniff(text, name));
  const byName = (candidates: Extractor[]) => candidates.find((e) => e.accepts(basename(name)));
  return byName(sniffing) ?? sniffing[0] ?? byName(extractors);
}

const reasonOf = (error: unknown) => (error instanceof Error ? error.message.split('\n')[0]! : String(error));

/**
 * Reads every manifest, lockfile and SBOM of the source (CONTRACT §16): a file that does not parse is
 * skipped with the reason and the rest is analysed. Runs in the analysis process; knows no database.
 */
export async function analyseSca(
  source: ScaSource,
  extractors: Extractor[],
  onProgress: Progress,
  signal: AbortSignal,
): Promise<ScaResult> {
  onProgress(null, 'Finding manifests');
  const found =
    source.kind === 'tree'
      ? (await findManifests(source.dir, extractors, signal)).map((f) => ({
          path: f.path,
          absolute: f.absolute,
          pick: (_text: string) => f.extractor as Extractor | undefined,
          inTree: true,
        }))
      : source.files.map((f) => ({
          path: f.name,
          absolute: f.path,
          pick: (text: string) => extractorForUpload(extractors, text, f.name),
          inTree: false,
        }));
  const read: { path: string; components: ExtractedComponent[] }[] = [];
  const files: ScaFile[] = [];
  const skipped: SkippedFile[] = [];
  for (const [index, file] of found.entries()) {
    signal.throwIfAborted();
    onProgress(Math.round((100 * index) / found.length), `Reading ${file.path}`);
    const content = await readText(file.absolute);
    if ('reason' in content) {
      skipped.push({ path: file.path, reason: content.reason });
      continue;
    }
    const extractor = file.pick(content.text);
    if (!extractor) {
      skipped.push({ path: file.path, reason: 'not a manifest, lockfile or SBOM format that Argus reads' });
      continue;
    }
    try {
      const extracted = extractor.extract(content.text, file.path);
      const components = file.inTree ? await withManifestRelations(file.absolute, extracted) : extracted;
      read.push({ path: file.path, components });
      files.push({ path: file.path, format: extractor.format, components_count: components.length });
    } catch (error) {
      skipped.push({ path: file.path, reason: reasonOf(error) });
    }
  }
  onProgress(100, 'Components read');
  return { components: mergeComponents(read), files, skipped };
}
