/**
 * `npm run check:i18n`: the console speaks English and Russian (CONTRACT §14), so this fails on
 *  - text written into JSX (between tags, or in a user-visible attribute such as aria-label, title,
 *    placeholder, label, description, alt) in the folders already translated;
 *  - a catalog message present in one language and not the other, or broken (scripts/i18n-catalogs.ts);
 *  - a message id the code names that no catalog has, or a catalog message no code names.
 *
 * The translated folders are the `includes` of the biome.json override that turns on Biome's
 * `style/noJsxLiterals` (which flags the same JSX text in editors): one list, widened as folders are
 * translated. Its `allowedStrings` are allowed here too.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { checkCatalogs } from './i18n-catalogs';
import { hardCodedText, messageIdsUsed } from './i18n-source';

type BiomeOverride = {
  includes?: string[];
  linter?: { rules?: { style?: { noJsxLiterals?: { options?: { allowedStrings?: string[] } } } } };
};

/** The translated folders (`src/app/shell/**\/*.tsx` → `src/app/shell/`) and the allowed strings. */
export function translatedFolders(root: string): { folders: string[]; allowed: Set<string> } {
  const biome = JSON.parse(readFileSync(join(root, 'biome.json'), 'utf8')) as { overrides?: BiomeOverride[] };
  const override = biome.overrides?.find((o) => o.linter?.rules?.style?.noJsxLiterals);
  if (!override?.includes) throw new Error('biome.json has no override that enables style/noJsxLiterals');
  const folders = override.includes
    .filter((pattern) => !pattern.startsWith('!'))
    .map((pattern) => {
      const match = /^(src\/app\/(?:[\w-]+\/)*)\*\*\/\*\.tsx$/.exec(pattern);
      if (!match) throw new Error(`biome.json: write "${pattern}" as src/app/<folder>/**/*.tsx`);
      return match[1]!;
    });
  return { folders, allowed: new Set(override.linter?.rules?.style?.noJsxLiterals?.options?.allowedStrings ?? []) };
}

const isTest = (path: string) => /(^|\/)(__tests__|test)\//.test(path) || /\.test\.tsx?$/.test(path);

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name));
}

export function checkI18n(root: string): { problems: string[]; summary: string } {
  const problems: string[] = [];
  const { folders, allowed } = translatedFolders(root);
  const files = sourceFiles(join(root, 'src/app'))
    .map((file) => relative(root, file))
    .filter((file) => !isTest(file))
    .sort();

  let checked = 0;
  for (const file of files) {
    if (!file.endsWith('.tsx') || !folders.some((folder) => file.startsWith(folder))) continue;
    checked++;
    for (const finding of hardCodedText(file, readFileSync(join(root, file), 'utf8'), allowed)) {
      problems.push(`${file}:${finding.line}: hard-coded text ${JSON.stringify(finding.text)}; put it in a catalog`);
    }
  }

  const catalogs = checkCatalogs(root);
  problems.push(...catalogs.problems);

  const used = new Set<string>();
  for (const file of files) {
    for (const use of messageIdsUsed(file, readFileSync(join(root, file), 'utf8'))) {
      if (use.dynamic) problems.push(`${file}:${use.line}: computed message id ${use.dynamic}; name each message`);
      if (!use.id) continue;
      used.add(use.id);
      if (!catalogs.ids.has(use.id)) problems.push(`${file}:${use.line}: no catalog has the message "${use.id}"`);
    }
  }
  for (const id of catalogs.ids) if (!used.has(id)) problems.push(`unused message "${id}": no code names it`);

  const summary =
    `i18n: ${catalogs.catalogs} catalogs, ${catalogs.ids.size} messages in en and ru; ` +
    `${checked} files free of hard-coded text in ${folders.join(', ')}`;
  return { problems, summary };
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  const { problems, summary } = checkI18n(process.cwd());
  if (problems.length) {
    console.error(`check:i18n found ${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  console.log(summary);
}
