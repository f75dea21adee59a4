import { purlOf } from '../../purl';
import type { ExtractedComponent } from '../../types';

/** A PyPI component as the Python extractors report it (no Python lockfile carries licenses or dates). */
export function pypiComponent(
  name: string,
  version: string,
  relation: ExtractedComponent['relation'],
  introducedThrough: string[] | null,
): ExtractedComponent {
  return {
    ecosystem: 'PyPI',
    name,
    version,
    purl: purlOf('PyPI', name, version),
    licenses: [],
    relation,
    introduced_through: introducedThrough,
    released_at: null,
  };
}
