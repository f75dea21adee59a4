import type { Language } from 'linguist-languages';

/**
 * File path → language name, from linguist's languages.yml as the `linguist-languages` package ships it.
 * The package is one module per language; mapping extensions needs all of them, so its index is
 * imported once, on the first authors run of the process (about 30 MiB and 0.2 s), not at start-up.
 */

export type LanguageOf = (path: string) => string | undefined;

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

function build(languages: readonly Language[]): LanguageOf {
  const byFilename = new Map<string, string>();
  const byExtension = new Map<string, { language: Language; rank: number }>();
  // The package lists languages alphabetically: on equal rank the first one stays.
  for (const language of languages) {
    for (const filename of language.filenames ?? []) {
      if (!byFilename.has(filename)) byFilename.set(filename, reported(language));
    }
    for (const raw of language.extensions ?? []) {
      const extension = raw.toLowerCase();
      const candidate = { language, rank: rank(language, extension) };
      const held = byExtension.get(extension);
      if (!held || candidate.rank < held.rank) byExtension.set(extension, candidate);
    }
  }
  const extensions = new Map([...byExtension].map(([extension, { language }]) => [extension, reported(language)]));

  return (path) => {
    const name = path.slice(path.lastIndexOf('/') + 1);
    const known = byFilename.get(name);
    if (known) return known;
    // Longest extension first, as linguist does: "x.d.ts" tries ".d.ts", then ".ts". A leading dot
    // (".bashrc") is a hidden file, not an extension.
    const lower = name.toLowerCase();
    for (let dot = lower.indexOf('.', 1); dot !== -1; dot = lower.indexOf('.', dot + 1)) {
      const language = extensions.get(lower.slice(dot));
      if (language) return language;
    }
    return undefined;
  };
}

let loading: Promise<{ all: readonly Language[]; languageOf: LanguageOf }> | undefined;
const load = () => {
  loading ??= import('linguist-languages').then((module) => {
    const all = Object.values(module) as Language[];
    return { all, languageOf: build(all) };
  });
  return loading;
};

export async function languageLookup(): Promise<LanguageOf> {
  return (await load()).languageOf;
}

/**
 * What an author's technologies count (CONTRACT §15): programming and markup languages (TypeScript,
 * Dockerfile, HTML, CSS…), not data and prose (JSON, YAML, Markdown, a .gitignore), whose lines are
 * mostly lockfiles, configuration and documents, not a technology someone works in.
 */
export async function technologyLookup(): Promise<LanguageOf> {
  const { all, languageOf } = await load();
  const types = new Map<string, string>(all.map((language) => [language.name, language.type]));
  return (path) => {
    const name = languageOf(path);
    const type = name === undefined ? undefined : types.get(name);
    return type === 'programming' || type === 'markup' ? name : undefined;
  };
}
