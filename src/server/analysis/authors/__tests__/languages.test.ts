import { describe, expect, it } from 'vitest';
import { languageLookup } from '../languages';

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

describe('languageLookup', () => {
  it.each(table)('%s → %s', async (path, language) => {
    const languageOf = await languageLookup();
    expect(languageOf(path)).toBe(language);
  });

  it('is built once per process', async () => {
    expect(await languageLookup()).toBe(await languageLookup());
  });
});
