import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { Language } from 'linguist-languages';

/**
 * What an authors run needs of linguist's languages.yml (as the `linguist-languages` package ships it):
 * file name → language, extension → language (ambiguous extensions settled below), and each reported
 * language's type. `npm run languages:table` writes it to language-table.json, which the analysis
 * process reads instead of the package's 800 modules (about 25 MiB and 0.2 s a process).
 */
export type LanguageTable = {
  /** The package's version the table was made from. */
  source: string;
  filenames: Record<string, string>;
  /** Lower-cased, with their leading dot. */
  extensions: Record<string, string>;
  /** linguist's type of each language the table reports: programming, markup, data or prose. */
  types: Record<string, string>;
};

/**
 * Tie-breakers for an extension several languages claim (.md: Markdown and GCC Machine Description;
 * .rs: Rust and RenderScript; .yaml: YAML and MiniYAML; .tsx: TSX and XML). Linguist settles these by
 * reading the file; we only have its path, so the likelier language wins.
 */
// biome-ignore format: a word list reads better packed
const POPULAR = new Set([
  // github-linguist/linguist lib/linguist/popular.yml
  'C', 'C#', 'C++', 'CoffeeScript', 'CSS', 'Dart', 'DM', 'Elixir', 'Go', 'Groovy', 'HTML', 'Java', 'JavaScript',
  'Kotlin', 'Objective-C', 'Perl', 'PHP', 'PowerShell', 'Python', 'Ruby', 'Rust', 'Scala', 'Shell', 'Swift', 'TypeScript',
]);
/** Everyday data and prose formats whose extensions niche languages share. */
const EVERYDAY = new Set(['Markdown', 'YAML', 'JSON', 'XML', 'SQL', 'Text', 'TOML', 'INI']);

/**
 * Lower is better. A popular language first; then, in this order: an everyday format's own (primary)
 * extension, a programming language's own extension, any extension of an everyday format, any language's
 * own extension, any programming language. (.tsx is TSX although XML lists it too; .yaml is YAML's
 * second extension but MiniYAML's first.)
 */
function rank(language: Language, extension: string): number {
  const primary = language.extensions?.[0]?.toLowerCase() === extension;
  const everyday = EVERYDAY.has(language.name);
  const programming = language.type === 'programming';
  const tier = [everyday && primary, primary && programming, everyday, primary, programming].indexOf(true);
  return (POPULAR.has(language.name) ? 0 : 10) + (tier === -1 ? 5 : tier);
}

/** Languages in a group count as the group, as on GitHub's language bar: TSX → TypeScript, JSON with Comments → JSON. */
const reported = (language: Language) => language.group ?? language.name;

/** The table from the package's languages, listed alphabetically as it lists them: on equal rank the first stays. */
function buildLanguageTable(languages: readonly Language[], source: string): LanguageTable {
  const filenames = new Map<string, string>();
  const byExtension = new Map<string, { language: Language; rank: number }>();
  for (const language of languages) {
    for (const filename of language.filenames ?? []) {
      if (!filenames.has(filename)) filenames.set(filename, reported(language));
    }
    for (const raw of language.extensions ?? []) {
      const extension = raw.toLowerCase();
      const candidate = { language, rank: rank(language, extension) };
      const held = byExtension.get(extension);
      if (!held || candidate.rank < held.rank) byExtension.set(extension, candidate);
    }
  }
  const extensions = new Map([...byExtension].map(([extension, { language }]) => [extension, reported(language)]));
  const named = new Set([...filenames.values(), ...extensions.values()]);
  const types = languages.filter((language) => named.has(language.name)).map((l) => [l.name, l.type] as const);
  const sorted = <T>(entries: Iterable<readonly [string, T]>) =>
    Object.fromEntries([...entries].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
  return { source, filenames: sorted(filenames), extensions: sorted(extensions), types: sorted(types) };
}

/** The table as language-table.json holds it (the generator writes it, the test compares it). */
export const tableText = (table: LanguageTable) => `${JSON.stringify(table, null, 1)}\n`;

/** The table the installed package gives (the generator and the test that the committed one is current). */
export async function tableFromPackage(): Promise<LanguageTable> {
  const languages = Object.values(await import('linguist-languages')) as Language[];
  const entry = createRequire(import.meta.url).resolve('linguist-languages');
  const { version } = JSON.parse(readFileSync(join(dirname(entry), 'package.json'), 'utf8')) as { version: string };
  return buildLanguageTable(languages, `linguist-languages ${version}`);
}
