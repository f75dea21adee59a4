import { readFileSync } from 'node:fs';
import { join } from 'node:path';

export type Vector = { line: number; a: string; op: '<' | '=' | '>'; b: string };

/**
 * The comparisons of a vectors file (see vectors/SOURCES.md): lines `A op B` with op `<`, `=` or
 * `>`; blank lines and comments (`#`, `//`, or a trailing `# …`) skipped. Lines of other shapes in a
 * file (apk-tools' fuzzy `~` checks, validity checks) are not orderings and are left out.
 */
export function readVectors(file: string): Vector[] {
  const text = readFileSync(join(import.meta.dirname, 'vectors', file), 'utf8');
  const vectors: Vector[] = [];
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/\s#.*$/, '').trim();
    if (line === '' || line.startsWith('#') || line.startsWith('//')) return;
    const fields = line.split(/\s+/);
    if (fields.length !== 3) return;
    const [a, op, b] = fields as [string, string, string];
    if (op === '<' || op === '=' || op === '>') vectors.push({ line: index + 1, a, op, b });
  });
  return vectors;
}

/** The sign a comparison result stands for. */
export const opOf = (result: number): Vector['op'] => (result < 0 ? '<' : result > 0 ? '>' : '=');
