import { componentOf } from '../components/component';
import { licenseIds } from '../components/licenses';
import type { ExtractedComponent } from '../components/types';

const isText = (value: unknown): value is string => typeof value === 'string' && value.trim() !== '';

function declaredLicenses(manifest: Record<string, unknown>): string[] {
  const { license, licenses } = manifest;
  if (isText(license)) return licenseIds(license);
  if (license && typeof license === 'object' && isText((license as { type?: unknown }).type)) {
    return licenseIds((license as { type: string }).type);
  }
  if (Array.isArray(licenses)) {
    return [
      ...new Set(licenses.flatMap((l) => (isText(l?.type) ? licenseIds(l.type) : isText(l) ? licenseIds(l) : []))),
    ];
  }
  return [];
}

/** An installed npm package from its `node_modules/…/package.json`; undefined without a name and version. */
export function npmPackage(text: string): ExtractedComponent | undefined {
  let manifest: unknown;
  try {
    manifest = JSON.parse(text.replace(/^\uFEFF/, ''));
  } catch {
    throw new Error('not valid JSON');
  }
  if (!manifest || typeof manifest !== 'object') return undefined;
  const { name, version } = manifest as Record<string, unknown>;
  if (!isText(name) || !isText(version)) return undefined;
  return componentOf('npm', name.trim(), version.trim(), {
    licenses: declaredLicenses(manifest as Record<string, unknown>),
  });
}

/**
 * An installed Python distribution from its `*.dist-info/METADATA` (Core metadata specifications): the
 * header block's `Name` and `Version`, its license from `License-Expression` or a short `License`.
 */
export function pythonPackage(text: string): ExtractedComponent | undefined {
  const headers = new Map<string, string>();
  for (const line of text.split('\n')) {
    if (line.trim() === '') break;
    const match = /^([A-Za-z-]+):\s?(.*)$/.exec(line);
    if (match && !headers.has(match[1]!.toLowerCase())) headers.set(match[1]!.toLowerCase(), match[2]!.trim());
  }
  const name = headers.get('name');
  const version = headers.get('version');
  if (!name || !version) return undefined;
  const expression = headers.get('license-expression');
  const license = headers.get('license');
  const licenses = expression ? licenseIds(expression) : license && license.length <= 80 ? licenseIds(license) : [];
  return componentOf('PyPI', name, version, { licenses });
}

/** A Maven artifact from the `pom.properties` Maven writes into a jar (`groupId`, `artifactId`, `version`). */
export function mavenPackage(text: string): ExtractedComponent | undefined {
  const properties = new Map<string, string>();
  for (const line of text.split('\n')) {
    const match = /^\s*([A-Za-z]+)\s*[=:]\s*(.*)$/.exec(line);
    if (match) properties.set(match[1]!, match[2]!.trim());
  }
  const group = properties.get('groupId');
  const artifact = properties.get('artifactId');
  const version = properties.get('version');
  if (!group || !artifact || !version) return undefined;
  return componentOf('Maven', `${group}:${artifact}`, version);
}
