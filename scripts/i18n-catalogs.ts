/**
 * The console's catalogs, one per folder and language (`<folder>/locales/{en,ru}.json`, compiled by
 * scripts/vite-catalogs.ts), checked the way a translator's mistake shows up: a message in one language and not
 * the other, an id outside its folder's prefix, ICU that does not parse, a placeholder the English does
 * not pass, Russian plurals without their one/few/many forms, markup tags that differ.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { type CompiledMessage, compileMessageOrThrow } from '@lingui/message-utils/compileMessage';

export const CATALOG_LANGUAGES = ['en', 'ru'] as const;
/** Plural forms each language's messages must give (CLDR): Russian needs few and many besides one. */
const PLURAL_FORMS: Record<(typeof CATALOG_LANGUAGES)[number], string[]> = {
  en: ['one', 'other'],
  ru: ['one', 'few', 'many', 'other'],
};

export type CatalogCheck = { problems: string[]; ids: Set<string>; catalogs: number };

/** `locales` folders holding catalogs (src/app/locales holds the modules that merge them, not catalogs). */
export function catalogDirs(appDir: string): string[] {
  const found: string[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'node_modules' || entry.name === '__tests__') continue;
      const path = join(dir, entry.name);
      if (entry.name === 'locales' && readdirSync(path).some((f) => f.endsWith('.json'))) found.push(path);
      else walk(path);
    }
  };
  walk(appDir);
  return found.sort();
}

type Shape = { placeholders: Set<string>; plurals: { name: string; forms: string[] }[] };

function shapeOf(compiled: CompiledMessage): Shape {
  const shape: Shape = { placeholders: new Set(), plurals: [] };
  const walk = (tokens: CompiledMessage) => {
    if (typeof tokens === 'string') return;
    for (const token of tokens) {
      if (typeof token === 'string') continue;
      const [name, type, options] = token as [string, string?, Record<string, CompiledMessage>?];
      if (name !== '#') shape.placeholders.add(name);
      if ((type === 'plural' || type === 'selectordinal') && options) {
        shape.plurals.push({ name, forms: Object.keys(options).filter((k) => k !== 'offset') });
      }
      if (options && typeof options === 'object')
        for (const branch of Object.values(options)) if (Array.isArray(branch)) walk(branch);
    }
  };
  walk(compiled);
  return shape;
}

const tagsOf = (message: string) => (message.match(/<\/?\d+\/?>/g) ?? []).sort().join(' ');

function readCatalog(file: string, problems: string[]): Record<string, string> | undefined {
  try {
    const text = readFileSync(file, 'utf8');
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value)) throw new Error('not an object');
    // JSON.parse keeps the last of two equal keys without a word (a merge can leave both).
    const keys = [...text.matchAll(/^\s*"((?:[^"\\]|\\.)*)"\s*:/gm)].map((m) => m[1]);
    const twice = keys.filter((key, i) => keys.indexOf(key) !== i);
    if (twice.length) throw new Error(`"${twice[0]}" is there twice`);
    for (const [id, message] of Object.entries(value)) {
      if (typeof message !== 'string') throw new Error(`"${id}" is not a string`);
    }
    return value as Record<string, string>;
  } catch (error) {
    problems.push(`${file}: not a flat {"id": "message"} JSON object (${(error as Error).message})`);
    return undefined;
  }
}

export function checkCatalogs(root: string, appDir = join(root, 'src/app')): CatalogCheck {
  const problems: string[] = [];
  const ids = new Set<string>();
  const dirs = catalogDirs(appDir);
  for (const dir of dirs) {
    const where = relative(root, dir);
    const prefix = `${basename(dirname(dir))}.`;
    const files = CATALOG_LANGUAGES.map((language) => join(dir, `${language}.json`));
    const missing = files.filter((file) => !existsSync(file));
    if (missing.length) {
      problems.push(`${where}: missing ${missing.map((f) => basename(f)).join(', ')}`);
      continue;
    }
    const [en, ru] = files.map((file) => readCatalog(file, problems));
    if (!en || !ru) continue;
    for (const id of Object.keys(en)) if (!(id in ru)) problems.push(`${where}/ru.json: no "${id}" (en.json has it)`);
    for (const id of Object.keys(ru)) if (!(id in en)) problems.push(`${where}/en.json: no "${id}" (ru.json has it)`);
    for (const id of Object.keys(en)) {
      if (!id.startsWith(prefix)) problems.push(`${where}: "${id}" must start with "${prefix}" (the folder's prefix)`);
      if (ids.has(id)) problems.push(`${where}: "${id}" is also in another catalog`);
      ids.add(id);
      if (!(id in ru)) continue;
      const shapes: Partial<Record<(typeof CATALOG_LANGUAGES)[number], Shape>> = {};
      for (const [language, message] of [
        ['en', en[id]!],
        ['ru', ru[id]!],
      ] as const) {
        try {
          shapes[language] = shapeOf(compileMessageOrThrow(message));
        } catch (error) {
          problems.push(
            `${where}/${language}.json: "${id}" is not valid ICU: ${(error as Error).message.split('\n')[0]}`,
          );
          continue;
        }
        for (const plural of shapes[language]!.plurals) {
          const lacking = PLURAL_FORMS[language].filter((form) => !plural.forms.includes(form));
          if (lacking.length) {
            problems.push(`${where}/${language}.json: "${id}" plural {${plural.name}} lacks ${lacking.join(', ')}`);
          }
        }
      }
      if (shapes.en && shapes.ru) {
        const extra = [...shapes.ru.placeholders].filter((name) => !shapes.en!.placeholders.has(name));
        if (extra.length) {
          problems.push(`${where}/ru.json: "${id}" uses {${extra.join('}, {')}}, which the English message does not`);
        }
      }
      if (tagsOf(en[id]!) !== tagsOf(ru[id]!)) problems.push(`${where}: "${id}" has different <n> tags in en and ru`);
    }
  }
  return { problems, ids, catalogs: dirs.length };
}
