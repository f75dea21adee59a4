import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { goModExtractor } from '../go-mod';
import { goExtractors } from '../index';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const demo = readFileSync(
  new URL('../../../../../seed/demo/repositories/edge-gateway/go.mod', import.meta.url),
  'utf8',
);

describe('go.mod', () => {
  it('is exported for the core', () => {
    expect(goExtractors).toContain(goModExtractor);
  });

  it('reads require blocks, // indirect as transitive, and applies a module replacement (berty-discord-webhook)', () => {
    const components = goModExtractor.extract(fixture('berty-discord-webhook.go.mod'), 'go.mod');
    expect(components).toHaveLength(13);
    expect(components.filter((c) => c.relation === 'direct')).toHaveLength(13);
    // github.com/peterbourgon/ff/v3 v3.1.2 is replaced by github.com/moul/ff/v3 v3.0.1.
    expect(components.find((c) => c.name.endsWith('/ff/v3'))).toEqual({
      ecosystem: 'Go',
      name: 'github.com/moul/ff/v3',
      version: '3.0.1',
      purl: 'pkg:golang/github.com/moul/ff/v3@v3.0.1',
      licenses: [],
      relation: 'direct',
      introduced_through: null,
      released_at: null,
    });
    expect(components.find((c) => c.name === 'berty.tech/berty/v2')?.version).toBe('2.426.0');
    // Replacements of modules the file does not require add nothing.
    expect(components.find((c) => c.name === 'github.com/aeddi/mobile')).toBeUndefined();
  });

  it('drops requirements replaced by a directory and keeps the rest (tmeisel/glib net)', () => {
    const components = goModExtractor.extract(fixture('glib-net.go.mod'), 'go.mod');
    expect(components.map((c) => [c.name, c.version, c.relation])).toEqual([
      ['github.com/gorilla/mux', '1.8.1', 'direct'],
      ['github.com/mvrilo/go-redoc', '0.1.5', 'direct'],
      ['github.com/stretchr/testify', '1.9.0', 'direct'],
      ['github.com/davecgh/go-spew', '1.1.1', 'transitive'],
      ['github.com/pmezard/go-difflib', '1.0.0', 'transitive'],
      ['gopkg.in/yaml.v3', '3.0.1', 'transitive'],
    ]);
  });

  it('reads the demo go.mod, without the module itself', () => {
    const components = goModExtractor.extract(demo, 'go.mod');
    expect(components).toHaveLength(24);
    expect(components.filter((c) => c.relation === 'direct').map((c) => c.name)).toHaveLength(8);
    expect(components.find((c) => c.name === 'github.com/gin-gonic/gin')?.purl).toBe(
      'pkg:golang/github.com/gin-gonic/gin@v1.8.1',
    );
    expect(components.find((c) => c.name === 'golang.org/x/text')).toMatchObject({
      version: '0.7.0',
      relation: 'transitive',
    });
    expect(components.find((c) => c.name.startsWith('corp.example'))).toBeUndefined();
  });

  it('reads single-line require and replace with a version on the left', () => {
    const content =
      'module example.com/m\n\nrequire golang.org/x/net v0.7.0 // indirect\nreplace golang.org/x/net v0.7.0 => golang.org/x/net v0.23.0\n';
    expect(goModExtractor.extract(content, 'go.mod').map((c) => [c.name, c.version, c.relation])).toEqual([
      ['golang.org/x/net', '0.23.0', 'transitive'],
    ]);
  });

  it('says why malformed input is not read', () => {
    expect(() => goModExtractor.extract('require (\n\tgithub.com/x/y v1.0.0\n', 'go.mod')).toThrow(
      new ExtractError('the require block is not closed'),
    );
    expect(() => goModExtractor.extract('go 1.20\n', 'go.mod')).toThrow(new ExtractError('there is no module line'));
    expect(() => goModExtractor.extract('module m\nrequire github.com/x/y\n', 'go.mod')).toThrow(/line 2/);
  });

  it('accepts go.mod by name and sniffs the module line', () => {
    expect(goModExtractor.accepts('go.mod')).toBe(true);
    expect(goModExtractor.accepts('tools/go.mod')).toBe(true);
    expect(goModExtractor.accepts('go.sum')).toBe(false);
    expect(goModExtractor.sniff(demo, '')).toBe(true);
    expect(goModExtractor.sniff('[[package]]\nname = "x"\n', '')).toBe(false);
  });
});
