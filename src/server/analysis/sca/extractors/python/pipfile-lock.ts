import type { ExtractedComponent } from '../../../components/types';
import { ExtractError, type Extractor } from '../../types';
import { baseName, guardSize, isRecord, parseJson } from '../input';
import { normalizePythonName } from './pep503';
import { componentOf } from '../../../components/component';

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
      return isRecord(document) && isRecord(document._meta) && isRecord(document.default);
    } catch {
      return false;
    }
  },
  extract(content) {
    guardSize(content, 'Pipfile.lock');
    const document = parseJson(content, 'Pipfile.lock');
    if (!isRecord(document)) throw new ExtractError('Pipfile.lock is not a JSON object');
    if (!isRecord(document._meta)) throw new ExtractError('Pipfile.lock has no "_meta" object');
    const seen = new Set<string>();
    const components: ExtractedComponent[] = [];
    for (const section of ['default', 'develop']) {
      const entries = document[section] ?? {};
      if (!isRecord(entries)) throw new ExtractError(`Pipfile.lock: "${section}" is not an object`);
      for (const [name, entry] of Object.entries(entries)) {
        if (!isRecord(entry)) throw new ExtractError(`Pipfile.lock: "${section}.${name}" is not an object`);
        const pin = typeof entry.version === 'string' ? /^===?\s*(\S+)$/.exec(entry.version.trim()) : null;
        if (!pin) continue;
        const version = pin[1] as string;
        const key = `${normalizePythonName(name)}@${version}`;
        if (seen.has(key)) continue;
        seen.add(key);
        components.push(componentOf('PyPI', name, version));
      }
    }
    return components;
  },
};
