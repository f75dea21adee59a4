import { open } from 'node:fs/promises';
import { ValidationFailed } from '../errors';

/** What is read of a file to tell its type: a lockfile or SBOM says what it is in its first 64 KiB. */
const HEAD_BYTES = 64 * 1024;
/** SBOMs are validated whole against their schema; larger ones are left to the run (which reads them in its own process). */
const SBOM_CHECK_BYTES = 32 * 1024 * 1024;

async function head(path: string, bytes: number): Promise<{ text: string; whole: boolean }> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const buffer = Buffer.alloc(Math.min(size, bytes));
    await handle.read(buffer, 0, buffer.length, 0);
    return { text: buffer.toString('utf8').replace(/^\uFEFF/, ''), whole: size <= bytes };
  } finally {
    await handle.close();
  }
}

/**
 * An upload is checked before its run is queued (CONTRACT §16): its types are sniffed from content, not
 * taken from names or the Content-Type; an SBOM that fails its schema is refused naming the first error
 * (400 under `file`); so is an upload in which no file is a format Argus reads. Other files that do not
 * parse are the run's to report in `skipped_files`.
 */
export async function checkUpload(files: { path: string; name: string }[]): Promise<void> {
  // The readers (lockfile parsers, SBOM schemas) are loaded at the first upload, not at every start.
  const [{ EXTRACTORS }, { sbomExtractors, sbomProblem }] = await Promise.all([
    import('../analysis/sca/extractors'),
    import('../analysis/sca/extractors/sbom'),
  ]);
  let known = 0;
  for (const file of files) {
    const { text } = await head(file.path, HEAD_BYTES);
    const sniffed = EXTRACTORS.find((e) => e.sniff(text, file.name));
    if (!sniffed) continue;
    known++;
    if (!sbomExtractors.includes(sniffed)) continue;
    const whole = await head(file.path, SBOM_CHECK_BYTES);
    if (!whole.whole) continue;
    const problem = sbomProblem(whole.text, file.name);
    if (problem) throw new ValidationFailed({ file: [`${file.name}: ${problem}`] });
  }
  if (known === 0) {
    const names = files.map((f) => f.name).join(', ');
    throw new ValidationFailed({
      file: [`None of the files is a manifest, lockfile or SBOM that Argus reads (${names}).`],
    });
  }
}
