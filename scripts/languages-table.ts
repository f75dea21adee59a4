/**
 * `npm run languages:table`: writes src/server/analysis/authors/language-table/language-table.json from
 * the installed `linguist-languages` package. Run it after upgrading the package; a test fails while the
 * committed table differs from what the package gives.
 */
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { tableFromPackage, tableText } from '../src/server/analysis/authors/language-table/build-table';

const table = await tableFromPackage();
const path = fileURLToPath(
  new URL('../src/server/analysis/authors/language-table/language-table.json', import.meta.url),
);
writeFileSync(path, tableText(table));
console.log(
  `${path}: ${Object.keys(table.extensions).length} extensions, ${Object.keys(table.filenames).length} file names, ${Object.keys(table.types).length} languages (${table.source})`,
);
