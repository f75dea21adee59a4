import { ExtractError } from '../../types';
import { isRecord } from '../input';

/** The `[[package]]` array of a Python lockfile, each entry checked to carry a string name. */
export function packageTables(document: Record<string, unknown>, format: string): Record<string, unknown>[] {
  const packages = document.package ?? [];
  if (!Array.isArray(packages)) throw new ExtractError(`${format}: "package" is not an array of tables`);
  return packages.map((entry, index) => {
    if (!isRecord(entry) || typeof entry.name !== 'string' || entry.name === '') {
      throw new ExtractError(`${format}: package ${index + 1} has no name`);
    }
    return entry;
  });
}
