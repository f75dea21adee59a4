import { describe, expect, it } from 'vitest';
import { type LanguageTable, tableFromPackage, tableText } from '../language-table/build-table';
import committed from '../language-table/language-table.json';
import { languageOf, technologyOf } from '../languages';

/** Paths → language, from linguist's data (the linguist-languages package); ambiguous extensions resolved by path only. */
const table: [string, string | undefined][] = [
  ['src/server/main.ts', 'TypeScript'],
  ['src/app/page.tsx', 'TypeScript'], // TSX is in TypeScript's group
  ['types/index.d.ts', 'TypeScript'],
  ['tools/build.py', 'Python'],
  ['cmd/main.go', 'Go'],
  ['App.JAVA', 'Java'], // extensions match whatever their case
  ['Program.cs', 'C#'], // not Smalltalk
  ['lib.rs', 'Rust'], // not RenderScript
  ['include/x.h', 'C'],
  ['ios/View.m', 'Objective-C'],
  ['README.md', 'Markdown'], // not GCC Machine Description
  ['config.yaml', 'YAML'], // not MiniYAML
  ['notes.txt', 'Text'], // not Adblock Filter List
  ['schema.sql', 'SQL'],
  ['index.html', 'HTML'],
  ['deploy/Dockerfile', 'Dockerfile'],
  ['Makefile', 'Makefile'],
  ['tsconfig.json', 'JSON'], // JSON with Comments, by file name, in JSON's group
  ['.bashrc', 'Shell'],
  ['go.mod', 'Go Module'],
  ['assets/logo.png', undefined],
  ['.mailmap', undefined],
  ['LICENSE', 'Text'],
  ['no-extension', undefined],
];

describe('languageOf', () => {
  it.each(table)('%s → %s', (path, language) => {
    expect(languageOf(path)).toBe(language);
  });
});

describe('technologyOf', () => {
  it.each([
    ['src/server/main.ts', 'TypeScript'],
    ['index.html', 'HTML'], // markup
    ['deploy/Dockerfile', 'Dockerfile'],
    ['package-lock.json', undefined], // data
    ['README.md', undefined], // prose
    ['config.yaml', undefined],
    ['.gitignore', undefined],
  ])('%s → %s', (path, technology) => {
    expect(technologyOf(path)).toBe(technology);
  });
});

describe('language-table.json', () => {
  it('is what the installed linguist-languages gives (after an upgrade: npm run languages:table)', async () => {
    const fromPackage = await tableFromPackage();
    expect(committed.source).toBe(fromPackage.source);
    expect(tableText(committed as LanguageTable)).toBe(tableText(fromPackage));
  });
});
