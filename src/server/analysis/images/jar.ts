import type { Readable } from 'node:stream';
import yauzl from 'yauzl';

const POM_PROPERTIES = /^META-INF\/maven\/[^/]+\/[^/]+\/pom\.properties$/;
const MAX_POM_PROPERTIES_BYTES = 64 * 1024;
const MAX_JAR_ENTRIES = 100_000;

async function readText(stream: Readable, limit: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      stream.destroy();
      throw new Error(`pom.properties larger than ${limit / 1024} KiB`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/**
 * The `META-INF/maven/<group>/<artifact>/pom.properties` files of a jar (war, ear) held in memory (its size
 * bounded by the caller): what Maven wrote when it built the archive, one per artifact it contains.
 */
export async function pomPropertiesOf(jar: Buffer): Promise<{ path: string; text: string }[]> {
  const zip = await yauzl.fromBufferPromise(jar, { lazyEntries: true, validateEntrySizes: true });
  try {
    if (zip.entryCount > MAX_JAR_ENTRIES) throw new Error(`more than ${MAX_JAR_ENTRIES} entries`);
    const found: { path: string; text: string }[] = [];
    for await (const entry of zip.eachEntry()) {
      if (!POM_PROPERTIES.test(entry.fileName)) continue;
      if (entry.uncompressedSize > MAX_POM_PROPERTIES_BYTES) continue;
      found.push({
        path: entry.fileName,
        text: await readText(await zip.openReadStreamPromise(entry), MAX_POM_PROPERTIES_BYTES),
      });
    }
    return found;
  } finally {
    zip.close();
  }
}
