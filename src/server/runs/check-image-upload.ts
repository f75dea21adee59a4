import { open } from 'node:fs/promises';
import { isImageArchive } from '../analysis/images/sniff';
import { ValidationFailed } from '../errors';
import { checkUpload } from './check-upload';

/** What is read of a file to tell an SBOM: it says what it is in its first 64 KiB. */
const HEAD_BYTES = 64 * 1024;

async function head(path: string): Promise<string> {
  const handle = await open(path, 'r');
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    return buffer
      .subarray(0, bytesRead)
      .toString('utf8')
      .replace(/^\uFEFF/, '');
  } finally {
    await handle.close();
  }
}

/**
 * An image upload is checked before its run is queued (CONTRACT §17): an image archive (a tar, or
 * gzip or zstd) goes to the run, which says what is wrong with it in its error; anything else must be
 * an SBOM that passes its schema (400 under `file` otherwise).
 */
export async function checkImageUpload(file: { path: string; name: string }): Promise<void> {
  if (await isImageArchive(file.path)) return;
  const text = await head(file.path);
  const { sbomExtractors } = await import('../analysis/sca/extractors/sbom');
  if (!sbomExtractors.some((e) => e.sniff(text, file.name))) {
    throw new ValidationFailed({
      file: [`${file.name} is neither an image archive (docker save, OCI image layout) nor an SBOM (CycloneDX, SPDX).`],
    });
  }
  await checkUpload([file]);
}
