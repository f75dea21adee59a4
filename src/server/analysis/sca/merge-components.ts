import type { ExtractedComponent } from '../components/types';

/** A component of the project: what one or more files said of one purl, with the files it came from. */
export type ProjectComponent = ExtractedComponent & { paths: string[] };

const shorter = (a: string[] | null, b: string[] | null) =>
  a === null ? b : b === null || a.length <= b.length ? a : b;

/**
 * The project's components from every file read: one per purl, its `paths` the files that named it;
 * direct when any file says so (a package the project asks for in one place is its own choice), the
 * shortest "introduced through" chain otherwise, licenses and release date from whichever file knew them.
 */
export function mergeComponents(files: { path: string; components: ExtractedComponent[] }[]): ProjectComponent[] {
  const byPurl = new Map<string, ProjectComponent>();
  for (const { path, components } of files) {
    for (const component of components) {
      const known = byPurl.get(component.purl);
      if (!known) {
        byPurl.set(component.purl, { ...component, licenses: [...component.licenses], paths: [path] });
        continue;
      }
      if (!known.paths.includes(path)) known.paths.push(path);
      for (const license of component.licenses) if (!known.licenses.includes(license)) known.licenses.push(license);
      known.released_at ??= component.released_at;
      if (known.relation === 'direct' || component.relation === 'direct') {
        known.relation = 'direct';
        known.introduced_through = null;
      } else {
        known.relation = known.relation ?? component.relation;
        known.introduced_through = shorter(known.introduced_through, component.introduced_through);
      }
    }
  }
  return [...byPurl.values()];
}
