import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';

/** A test record of this folder (README.md names each one's source), parsed from JSON or YAML. */
export function loadOsvFixture(name: string): Record<string, unknown> {
  const text = readFileSync(join(import.meta.dirname, name), 'utf8');
  return (name.endsWith('.yaml') ? parse(text) : JSON.parse(text)) as Record<string, unknown>;
}
