import { parse } from 'smol-toml';
import { ExtractError } from '../../types';

/** A TOML table as smol-toml returns it. */
export type TomlTable = Record<string, unknown>;

export const isTable = (value: unknown): value is TomlTable =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);

/** Parses a TOML lockfile; a syntax error becomes an ExtractError that says where. */
export function readToml(content: string, format: string): TomlTable {
  try {
    return parse(content) as TomlTable;
  } catch (error) {
    const reason = error instanceof Error ? error.message.split('\n')[0] : String(error);
    throw new ExtractError(`${format} is not valid TOML: ${reason}`);
  }
}

/** The `[[package]]` array of a Python lockfile, each entry checked to carry a string name. */
export function packageTables(document: TomlTable, format: string): TomlTable[] {
  const packages = document.package ?? [];
  if (!Array.isArray(packages)) throw new ExtractError(`${format}: "package" is not an array of tables`);
  return packages.map((entry, index) => {
    if (!isTable(entry) || typeof entry.name !== 'string' || entry.name === '') {
      throw new ExtractError(`${format}: package ${index + 1} has no name`);
    }
    return entry;
  });
}
