import { lstat, readFile } from 'node:fs/promises';
import { join } from 'node:path';

/** A .gitleaksignore larger than this is not a list of fingerprints a person wrote. */
const MAX_IGNORE_BYTES = 1 << 20;

/**
 * The tree's `.gitleaksignore`: gitleaks' finding fingerprints, one a line, `file:rule-id:line` (that
 * place in the tree and in every commit) or `commit:file:rule-id:line` (that commit only); `#` starts a
 * comment. A link or anything but a regular file is not read.
 */
export class GitleaksIgnore {
  private constructor(private readonly fingerprints: Set<string>) {}

  static async read(dir: string): Promise<GitleaksIgnore> {
    const path = join(dir, '.gitleaksignore');
    const stat = await lstat(path).catch(() => null);
    if (!stat?.isFile() || stat.size > MAX_IGNORE_BYTES) return new GitleaksIgnore(new Set());
    return GitleaksIgnore.parse(await readFile(path, 'utf8'));
  }

  static parse(text: string): GitleaksIgnore {
    const lines = text.split(/\r?\n/).map((line) => line.trim());
    return new GitleaksIgnore(new Set(lines.filter((line) => line !== '' && !line.startsWith('#'))));
  }

  ignores(commit: string | null, file: string, ruleId: string, line: number): boolean {
    const place = `${file}:${ruleId}:${line}`;
    return this.fingerprints.has(place) || (commit !== null && this.fingerprints.has(`${commit}:${place}`));
  }
}
