import type { Ecosystem } from '../../vulndb/ecosystems';
import { purlOf } from './purl';
import type { ExtractedComponent } from './types';

/**
 * A component as an extractor found it: its purl built from the name and version (Go's purl keeps the
 * `v` its version drops: `purlVersion`), no licenses, relation or chain unless the format says, and no
 * release date (lockfiles carry none).
 */
export function componentOf(
  ecosystem: Ecosystem,
  name: string,
  version: string,
  more: Partial<Pick<ExtractedComponent, 'licenses' | 'relation' | 'introduced_through'>> & {
    purlVersion?: string;
  } = {},
): ExtractedComponent {
  return {
    ecosystem,
    name,
    version,
    purl: purlOf(ecosystem, name, more.purlVersion ?? version),
    licenses: more.licenses ?? [],
    relation: more.relation ?? null,
    introduced_through: more.introduced_through ?? null,
    released_at: null,
  };
}
