import { PackageURL } from 'packageurl-js';
import { type Ecosystem, PURL_TYPE } from '../../vulndb/ecosystems';

/** Namespace and name of a package as purl spells them: Maven `group:artifact`, npm scopes, Go paths. */
function purlParts(ecosystem: Ecosystem, name: string): [string | undefined, string] {
  if (ecosystem === 'Maven') {
    const at = name.indexOf(':');
    return at < 0 ? [undefined, name] : [name.slice(0, at), name.slice(at + 1)];
  }
  if (ecosystem === 'npm' || ecosystem === 'Go' || ecosystem === 'Packagist') {
    const at = name.lastIndexOf('/');
    return at < 0 ? [undefined, name] : [name.slice(0, at), name.slice(at + 1)];
  }
  return [undefined, name];
}

/** The package URL of a component (https://github.com/package-url/purl-spec). */
export function purlOf(
  ecosystem: Ecosystem,
  name: string,
  version: string,
  qualifiers?: Record<string, string>,
): string {
  const [namespace, short] = purlParts(ecosystem, name);
  return new PackageURL(PURL_TYPE[ecosystem], namespace, short, version, qualifiers, undefined).toString();
}
