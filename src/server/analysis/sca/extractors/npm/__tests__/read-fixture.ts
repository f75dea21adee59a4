import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ExtractedComponent } from '../../../../components/types';

/** A lockfile of __tests__/fixtures (sources in fixtures/SOURCES.md). */
export function fixture(name: string): string {
  return readFileSync(join(import.meta.dirname, 'fixtures', name), 'utf8');
}

/** A lockfile of the demo projects (src/server/seed/demo/repositories). */
export function demoFile(path: string): string {
  return readFileSync(join(import.meta.dirname, '../../../../../seed/demo/repositories', path), 'utf8');
}

/** The one component with this name and version; fails the test when there is none or several. */
export function component(components: ExtractedComponent[], name: string, version: string): ExtractedComponent {
  const found = components.filter((c) => c.name === name && c.version === version);
  if (found.length !== 1) throw new Error(`${found.length} components ${name}@${version}`);
  return found[0] as ExtractedComponent;
}

/** `name@version` of the direct components, sorted. */
export function directOnes(components: ExtractedComponent[]): string[] {
  return components
    .filter((c) => c.relation === 'direct')
    .map((c) => `${c.name}@${c.version}`)
    .sort();
}
