/**
 * gettext-style translation of the API's error messages (CONTRACT §14): the English text is the message
 * id. A table maps each English message, or a pattern with `{name}` placeholders
 * (`Unknown trigger "{value}".`), to its translation; `{n}` stands for a number. A placeholder's value is
 * copied as it came (field names, values and trigger names never change with the language); a function
 * translation can still pick words for it (Russian plurals).
 */
type Translation = string | ((values: Record<string, string>) => string);
export type MessageTable = Readonly<Record<string, Translation>>;

type Pattern = { regex: RegExp; names: string[]; translation: Translation };
type Compiled = { exact: Map<string, Translation>; patterns: Pattern[] };

const PLACEHOLDER = /\{(\w+)\}/g;
const compiledTables = new WeakMap<MessageTable, Compiled>();

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(table: MessageTable): Compiled {
  let compiled = compiledTables.get(table);
  if (compiled) return compiled;
  compiled = { exact: new Map(), patterns: [] };
  for (const [english, translation] of Object.entries(table)) {
    const names = [...english.matchAll(PLACEHOLDER)].map((match) => match[1]!);
    if (names.length === 0) {
      compiled.exact.set(english, translation);
      continue;
    }
    const source = english
      .split(PLACEHOLDER)
      .map((part, i) => (i % 2 === 0 ? escapeRegex(part) : part === 'n' ? '(-?\\d+(?:\\.\\d+)?)' : '(.+?)'))
      .join('');
    compiled.patterns.push({ regex: new RegExp(`^${source}$`, 's'), names, translation });
  }
  compiledTables.set(table, compiled);
  return compiled;
}

const fill = (translation: Translation, values: Record<string, string>) =>
  typeof translation === 'function'
    ? translation(values)
    : translation.replace(PLACEHOLDER, (whole, name: string) => values[name] ?? whole);

/** The message in the table's language; a message the table does not know stays as it is. */
export function translateWith(table: MessageTable, text: string): string {
  const { exact, patterns } = compile(table);
  const translation = exact.get(text);
  if (translation !== undefined) return fill(translation, {});
  for (const pattern of patterns) {
    const match = pattern.regex.exec(text);
    if (match)
      return fill(pattern.translation, Object.fromEntries(pattern.names.map((name, i) => [name, match[i + 1]!])));
  }
  return text;
}

/**
 * A DRF error body (CONTRACT §3) with its messages translated: `detail`, and every string in the lists
 * of a 400's fields, nested or not. Keys and every other value (ids such as a 409's `run_id`) stay.
 */
export function translateErrorsWith(table: MessageTable, body: unknown): unknown {
  const walk = (value: unknown, inList: boolean): unknown => {
    if (typeof value === 'string') return inList ? translateWith(table, value) : value;
    if (Array.isArray(value)) return value.map((item) => walk(item, true));
    if (value && typeof value === 'object') {
      return Object.fromEntries(
        Object.entries(value).map(([key, item]) => [
          key,
          key === 'detail' && typeof item === 'string' ? translateWith(table, item) : walk(item, false),
        ]),
      );
    }
    return value;
  };
  return walk(body, false);
}
