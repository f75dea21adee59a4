import { ExtractError, type ExtractedComponent, type Extractor } from '../../types';
import { baseName, checkSize } from './input-limits';
import { normalizePythonName } from './pep503';
import { pypiComponent } from './pypi-component';

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

function parseJson(content: string): Record<string, unknown> {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch (error) {
    throw new ExtractError(`Pipfile.lock is not valid JSON: ${error instanceof Error ? error.message : error}`);
  }
  if (!isObject(document)) throw new ExtractError('Pipfile.lock is not a JSON object');
  return document;
}

/**
 * Pipfile.lock: the `default` and `develop` sections, each a map from package name to `{ "version":
 * "==1.2.3", … }`. Entries without a pinned version (editable, VCS or path packages) are skipped; a
 * package in both sections is reported once. The lockfile has no dependency graph and does not mark what
 * the Pipfile asked for, so the relation is null.
 */
export const pipfileLockExtractor: Extractor = {
  format: 'Pipfile.lock',
  accepts: (fileName) => baseName(fileName) === 'Pipfile.lock',
  sniff(content) {
    if (!/^\s*\{/.test(content) || !content.includes('"_meta"')) return false;
    try {
      const document = JSON.parse(content) as unknown;
      return isObject(document) && isObject(document._meta) && isObject(document.default);
    } catch {
      return false;
    }
  },
  extract(content) {
    checkSize(content, 'Pipfile.lock');
    const document = parseJson(content);
    if (!isObject(document._meta)) throw new ExtractError('Pipfile.lock has no "_meta" object');
    const seen = new Set<string>();
    const components: ExtractedComponent[] = [];
    for (const section of ['default', 'develop']) {
      const entries = document[section] ?? {};
      if (!isObject(entries)) throw new ExtractError(`Pipfile.lock: "${section}" is not an object`);
      for (const [name, entry] of Object.entries(entries)) {
        if (!isObject(entry)) throw new ExtractError(`Pipfile.lock: "${section}.${name}" is not an object`);
        const pin = typeof entry.version === 'string' ? /^===?\s*(\S+)$/.exec(entry.version.trim()) : null;
        if (!pin) continue;
        const version = pin[1] as string;
        const key = `${normalizePythonName(name)}@${version}`;
        if (seen.has(key)) continue;
        seen.add(key);
        components.push(pypiComponent(name, version, null, null));
      }
    }
    return components;
  },
};
