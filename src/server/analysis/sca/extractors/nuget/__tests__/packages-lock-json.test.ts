import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { nugetExtractors } from '../index';
import { packagesLockJsonExtractor } from '../packages-lock-json';

const fixture = (name: string) => readFileSync(new URL(`fixtures/${name}`, import.meta.url), 'utf8');
const efcore = packagesLockJsonExtractor.extract(
  fixture('qowaiv-specs-efcore.packages.lock.json'),
  'packages.lock.json',
);
const find = (name: string) => efcore.find((c) => c.name === name);

describe('packages.lock.json', () => {
  it('is exported for the core', () => {
    expect(nugetExtractors).toContain(packagesLockJsonExtractor);
  });

  it('lists Direct, Transitive and CentralTransitive packages, not Project entries (Qowaiv Specs.EFCore)', () => {
    expect(efcore).toHaveLength(48);
    expect(efcore.filter((c) => c.relation === 'direct')).toHaveLength(17);
    expect(efcore.find((c) => c.name.toLowerCase().startsWith('qowaiv.specs'))).toBeUndefined();
    expect(find('qowaiv')).toBeUndefined();
    expect(find('Npgsql.EntityFrameworkCore.PostgreSQL')).toEqual({
      ecosystem: 'NuGet',
      name: 'Npgsql.EntityFrameworkCore.PostgreSQL',
      version: '10.0.1',
      purl: 'pkg:nuget/Npgsql.EntityFrameworkCore.PostgreSQL@10.0.1',
      licenses: [],
      relation: 'direct',
      introduced_through: null,
      released_at: null,
    });
  });

  it('gives transitive packages the shortest chain from a Direct one', () => {
    expect(find('Npgsql')).toMatchObject({ version: '10.0.2', relation: 'transitive' });
    expect(find('Npgsql')?.introduced_through).toEqual(['Npgsql.EntityFrameworkCore.PostgreSQL@10.0.1']);
    // A CentralTransitive package, reached through a range ("[10.0.4, 11.0.0)").
    expect(find('Microsoft.EntityFrameworkCore')).toMatchObject({
      version: '10.0.5',
      relation: 'transitive',
      introduced_through: ['Npgsql.EntityFrameworkCore.PostgreSQL@10.0.1'],
    });
    expect(find('BouncyCastle.Cryptography')?.introduced_through).toEqual([
      'Testcontainers.MsSql@4.11.0',
      'Testcontainers@4.11.0',
      'SSH.NET@2025.1.0',
    ]);
  });

  it('merges the target frameworks of a multi-targeted project (Qowaiv)', () => {
    const components = packagesLockJsonExtractor.extract(fixture('qowaiv.packages.lock.json'), 'packages.lock.json');
    expect(components).toHaveLength(14);
    expect(components.filter((c) => c.name === 'AsyncFixer')).toHaveLength(1);
    // Only the .NETStandard,Version=v2.0 framework needs System.Memory and what it pulls in.
    expect(components.find((c) => c.name === 'System.Buffers')).toMatchObject({
      version: '4.6.1',
      relation: 'transitive',
      introduced_through: ['System.Memory@4.6.3'],
    });
  });

  it('says why malformed input is not read', () => {
    expect(() => packagesLockJsonExtractor.extract('{"version": 2, "dependencies": ', 'packages.lock.json')).toThrow(
      /not valid JSON/,
    );
    expect(() => packagesLockJsonExtractor.extract('{"dependencies": {}}', 'packages.lock.json')).toThrow(ExtractError);
    expect(() =>
      packagesLockJsonExtractor.extract(
        '{"version": 2, "dependencies": {"net8.0": {"A": {"type": "Direct", "requested": "[1.0.0, )"}}}}',
        'packages.lock.json',
      ),
    ).toThrow(new ExtractError('A (net8.0) has no resolved version'));
  });

  it('accepts packages.lock.json by name and sniffs frameworks', () => {
    expect(packagesLockJsonExtractor.accepts('packages.lock.json')).toBe(true);
    expect(packagesLockJsonExtractor.accepts('src/App/packages.lock.json')).toBe(true);
    expect(packagesLockJsonExtractor.accepts('package-lock.json')).toBe(false);
    expect(packagesLockJsonExtractor.sniff(fixture('qowaiv.packages.lock.json'), '')).toBe(true);
    expect(
      packagesLockJsonExtractor.sniff('{"lockfileVersion": 3, "version": 1, "dependencies": {"express": {}}}', ''),
    ).toBe(false);
  });
});
