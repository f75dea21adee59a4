import { open } from 'node:fs/promises';

/**
 * Whether an uploaded file is an image archive rather than an SBOM: a tar (`ustar` at offset 257), or
 * a gzip or zstd stream (a compressed `docker save`). Its name is not asked.
 */
export async function isImageArchive(path: string): Promise<boolean> {
  const handle = await open(path, 'r');
  try {
    const head = Buffer.alloc(512);
    const { bytesRead } = await handle.read(head, 0, head.length, 0);
    const bytes = head.subarray(0, bytesRead);
    if (bytes[0] === 0x1f && bytes[1] === 0x8b) return true;
    if (bytes.subarray(0, 4).equals(Buffer.from([0x28, 0xb5, 0x2f, 0xfd]))) return true;
    return bytes.subarray(257, 262).toString('latin1') === 'ustar';
  } finally {
    await handle.close();
  }
}
