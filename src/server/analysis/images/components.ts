import type { ExtractedComponent } from '../components/types';
import { mavenPackage, npmPackage, pythonPackage } from './language-packages';
import type { KeptFile, LayerContent } from './layer';
import { distroQualifier, parseOsRelease } from './os-release';
import { type OsPackage, osComponent, parseApkInstalled, parseDpkgStatus } from './os-packages';
import { applyLayers } from './overlay';
import type { Distribution, ImageComponent, ImageProblem, LayerRef } from './types';

type Found = Pick<ImageResultPart, 'distribution' | 'components' | 'skipped' | 'unsupported'>;
type ImageResultPart = {
  distribution: Distribution | null;
  components: ImageComponent[];
  skipped: ImageProblem[];
  unsupported: ImageProblem[];
};

const reasonOf = (error: unknown) => (error instanceof Error ? error.message : String(error)).split('\n')[0]!;

/**
 * The layer each package of a database came in with: the lowest of the database's states, from the top
 * down, that still lists the same name and version (a later `apt-get install` rewrites the whole file,
 * but the packages that were there stay in their layer).
 */
function introducedIn(
  states: KeptFile[],
  parse: (text: string) => OsPackage[],
  packages: OsPackage[],
): Map<string, LayerRef> {
  const key = (p: OsPackage) => `${p.name}\0${p.version}`;
  const layers = new Map(packages.map((p) => [key(p), states.at(-1)!.layer]));
  const present = new Set(layers.keys());
  for (let at = states.length - 2; at >= 0 && present.size > 0; at--) {
    let listed: Set<string>;
    try {
      listed = new Set(parse(states[at]!.text).map(key));
    } catch {
      break;
    }
    for (const k of [...present]) {
      if (listed.has(k)) layers.set(k, states[at]!.layer);
      else present.delete(k);
    }
  }
  return layers;
}

/**
 * The image's components from its layers (CONTRACT §17): the filesystem they make (whiteouts applied),
 * its distribution from `etc/os-release` (else `usr/lib/os-release`, which Debian's symlink points to),
 * the OS packages of dpkg and apk with the `distro` qualifier, and the npm, Python and Maven packages
 * installed in it; each knows the layer it came from. The same purl found twice counts once, at its
 * lowest layer. A database that does not parse is skipped with the reason; the rpm database is reported
 * as not supported.
 */
export function imageComponents(layers: LayerContent[]): Found {
  const { files, history } = applyLayers(layers);
  const skipped: ImageProblem[] = layers.flatMap((l) => l.problems);
  const unsupported: ImageProblem[] = [];
  const osRelease = files.get('etc/os-release') ?? files.get('usr/lib/os-release');
  const distribution = (osRelease && parseOsRelease(osRelease.text)) ?? null;
  const distro = distroQualifier(distribution);
  const found: ImageComponent[] = [];
  const add = (
    component: ExtractedComponent,
    type: ImageComponent['type'],
    layer: LayerRef,
    path: string,
    source: string | null,
  ) => found.push({ ...component, type, layer, path, source });

  for (const file of [...files.values()].sort((a, b) => (a.path < b.path ? -1 : 1))) {
    try {
      switch (file.kind) {
        case 'dpkg':
        case 'dpkg-status-d':
        case 'apk': {
          const parse = file.kind === 'apk' ? parseApkInstalled : parseDpkgStatus;
          const packages = parse(file.text);
          const layerOf = introducedIn(history.get(file.path) ?? [file], parse, packages);
          const ecosystem = file.kind === 'apk' ? 'Alpine' : 'Debian';
          const namespace = distribution?.id ?? (file.kind === 'apk' ? 'alpine' : 'debian');
          for (const p of packages) {
            const component = osComponent(ecosystem, namespace, distro, p);
            add(component, 'os', layerOf.get(`${p.name}\0${p.version}`) ?? file.layer, file.path, component.source);
          }
          break;
        }
        case 'npm': {
          const component = npmPackage(file.text);
          if (component) add(component, 'language', file.layer, file.path, null);
          break;
        }
        case 'python': {
          const component = pythonPackage(file.text);
          if (component) add(component, 'language', file.layer, file.path, null);
          break;
        }
        case 'jar':
          for (const pom of file.poms ?? []) {
            const component = mavenPackage(pom.text);
            if (component) add(component, 'language', file.layer, `${file.path}!/${pom.path}`, null);
          }
          break;
        case 'rpm':
          unsupported.push({ path: file.path, reason: 'rpm database: rpm packages are not read yet' });
          break;
        case 'os-release':
          break;
      }
    } catch (error) {
      skipped.push({ path: file.path, reason: reasonOf(error) });
    }
  }
  const byPurl = new Map<string, ImageComponent>();
  for (const component of found) {
    const known = byPurl.get(component.purl);
    if (!known || component.layer.index < known.layer.index) byPurl.set(component.purl, component);
  }
  return { distribution, components: [...byPurl.values()], skipped, unsupported };
}
