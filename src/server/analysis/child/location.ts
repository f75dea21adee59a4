import { extname } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The analysis process's entry: beside this module in the sources (run-analysis.ts, through tsx), and
 * beside main.js once compiled (dist-server/run-analysis.js, an entry of scripts/build-server.ts).
 */
export function analysisEntry(): { script: string; typescript: boolean } {
  const ext = extname(fileURLToPath(import.meta.url));
  return { script: fileURLToPath(new URL(`./run-analysis${ext}`, import.meta.url)), typescript: ext === '.ts' };
}
