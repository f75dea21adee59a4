import type { LanguageTable } from './language-table/build-table';
import table from './language-table/language-table.json';

/**
 * File path → language name, from linguist's languages.yml through language-table.json (made from the
 * `linguist-languages` package by `npm run languages:table`; see build-table.ts for how ambiguous
 * extensions are settled).
 */

export type LanguageOf = (path: string) => string | undefined;

const { filenames, extensions, types } = table as LanguageTable;
const byFilename = new Map(Object.entries(filenames));
const byExtension = new Map(Object.entries(extensions));
const typeOf = new Map(Object.entries(types));

export const languageOf: LanguageOf = (path) => {
  const name = path.slice(path.lastIndexOf('/') + 1);
  const known = byFilename.get(name);
  if (known) return known;
  // Longest extension first, as linguist does: "x.d.ts" tries ".d.ts", then ".ts". A leading dot
  // (".bashrc") is a hidden file, not an extension.
  const lower = name.toLowerCase();
  for (let dot = lower.indexOf('.', 1); dot !== -1; dot = lower.indexOf('.', dot + 1)) {
    const language = byExtension.get(lower.slice(dot));
    if (language) return language;
  }
  return undefined;
};

/**
 * What an author's technologies count (CONTRACT §15): programming and markup languages (TypeScript,
 * Dockerfile, HTML, CSS…), not data and prose (JSON, YAML, Markdown, a .gitignore), whose lines are
 * mostly lockfiles, configuration and documents, not a technology someone works in.
 */
export const technologyOf: LanguageOf = (path) => {
  const name = languageOf(path);
  const type = name === undefined ? undefined : typeOf.get(name);
  return type === 'programming' || type === 'markup' ? name : undefined;
};
