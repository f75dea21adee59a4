import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { composerLockExtractor as extractor } from '../composer-lock';

const content = readFileSync(join(__dirname, 'fixtures', 'composer-composer.lock'), 'utf8');

describe('composer.lock (composer/composer)', () => {
  const components = extractor.extract(content, 'composer.lock');
  const get = (name: string) => components.find((c) => c.name === name);

  it('is recognised by name and by content', () => {
    expect(extractor.accepts('composer.lock')).toBe(true);
    expect(extractor.sniff(content, '')).toBe(true);
    expect(extractor.sniff('{"packages": []}', 'composer.lock')).toBe(false);
  });

  it('reads packages and packages-dev with their licenses', () => {
    expect(components).toHaveLength(36); // 30 packages + 6 packages-dev
    expect(get('marc-mabe/php-enum')).toMatchObject({
      ecosystem: 'Packagist',
      version: '4.7.2', // written v4.7.2
      licenses: ['BSD-3-Clause'],
      purl: 'pkg:composer/marc-mabe/php-enum@4.7.2',
    });
    expect(get('phpstan/phpstan')?.licenses).toEqual(['MIT']);
  });

  it('takes what no package requires as direct, ignoring php and ext-* requirements', () => {
    expect(get('composer/ca-bundle')?.relation).toBe('direct'); // requires only ext-openssl, ext-pcre, php
    expect(get('symfony/string')).toMatchObject({
      relation: 'transitive',
      introduced_through: ['symfony/console@5.4.47'],
    });
    expect(get('symfony/polyfill-intl-grapheme')?.introduced_through).toEqual([
      'symfony/console@5.4.47',
      'symfony/string@5.4.47',
    ]);
    expect(get('phpstan/phpstan')?.introduced_through).toEqual(['phpstan/phpstan-deprecation-rules@1.2.1']);
  });

  it('refuses malformed input', () => {
    expect(() => extractor.extract('{"packages": [', 'composer.lock')).toThrow(/not valid JSON/);
    expect(() => extractor.extract('{"content-hash": "x"}', 'composer.lock')).toThrow(/no "packages"/);
    expect(() => extractor.extract('{"packages": [{"name": "a/b"}]}', 'composer.lock')).toThrow(/no name or version/);
  });
});
