import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ExtractError } from '../../../types';
import { cargoLockExtractor } from '../cargo-lock';
import { cargoExtractors } from '../index';

const lock = readFileSync(new URL('fixtures/cargo.Cargo.lock', import.meta.url), 'utf8');
const components = cargoLockExtractor.extract(lock, 'Cargo.lock');
const find = (name: string) => components.find((c) => c.name === name);

describe('Cargo.lock', () => {
  it('is exported for the core', () => {
    expect(cargoExtractors).toContain(cargoLockExtractor);
  });

  it('lists the 523 crates with a source, not the 27 crates of the workspace (rust-lang/cargo)', () => {
    expect(components).toHaveLength(523);
    expect(find('cargo')).toBeUndefined();
    expect(find('cargo-util')).toBeUndefined();
    // cargo-platform 0.3.3 is both a workspace crate and, for cargo_metadata, the crates.io one.
    expect(components.filter((c) => c.name === 'cargo-platform')).toEqual([
      expect.objectContaining({ version: '0.3.3', purl: 'pkg:cargo/cargo-platform@0.3.3' }),
    ]);
  });

  it('takes the dependencies of workspace crates as the direct ones', () => {
    expect(find('git2')).toMatchObject({ version: '0.21.0', relation: 'direct', introduced_through: null });
    expect(find('memchr')).toMatchObject({ version: '2.8.2', relation: 'direct', introduced_through: null });
    expect(components.filter((c) => c.relation === 'direct')).toHaveLength(95);
  });

  it('gives a transitive crate the shortest chain from a direct one', () => {
    // flate2 (a dependency of cargo) → miniz_oxide → adler2.
    expect(find('adler2')).toEqual({
      ecosystem: 'crates.io',
      name: 'adler2',
      version: '2.0.1',
      purl: 'pkg:cargo/adler2@2.0.1',
      licenses: [],
      relation: 'transitive',
      introduced_through: ['flate2@1.1.9', 'miniz_oxide@0.8.9'],
      released_at: null,
    });
    expect(find('aho-corasick')?.introduced_through).toEqual(['regex@1.12.4']);
  });

  it('reads a version 1 lockfile with its [metadata] checksums', () => {
    // The layout Cargo wrote before version 2 (entries with their source, checksums apart), with
    // packages of the lockfile above.
    const v1 = `[[package]]
name = "app"
version = "0.1.0"
dependencies = [
 "flate2 1.1.9 (registry+https://github.com/rust-lang/crates.io-index)",
]

[[package]]
name = "flate2"
version = "1.1.9"
source = "registry+https://github.com/rust-lang/crates.io-index"
dependencies = [
 "miniz_oxide 0.8.9 (registry+https://github.com/rust-lang/crates.io-index)",
]

[[package]]
name = "miniz_oxide"
version = "0.8.9"
source = "registry+https://github.com/rust-lang/crates.io-index"

[metadata]
"checksum flate2 1.1.9 (registry+https://github.com/rust-lang/crates.io-index)" = "843fba2746e448b37e26a819579957415c8cef339bf08564fe8b7ddbd959573c"
`;
    expect(cargoLockExtractor.sniff(v1, '')).toBe(true);
    expect(cargoLockExtractor.extract(v1, 'Cargo.lock').map((c) => [c.name, c.relation, c.introduced_through])).toEqual(
      [
        ['flate2', 'direct', null],
        ['miniz_oxide', 'transitive', ['flate2@1.1.9']],
      ],
    );
  });

  it('says why malformed input is not read', () => {
    expect(() => cargoLockExtractor.extract('[[package]\nname = "x"', 'Cargo.lock')).toThrow(/not valid TOML/);
    expect(() => cargoLockExtractor.extract('[[package]]\nname = "x"\n', 'Cargo.lock')).toThrow(
      new ExtractError('[[package]] number 1 has no name or version'),
    );
    expect(() =>
      cargoLockExtractor.extract('[[package]]\nname = "x"\nversion = "1.0.0"\ndependencies = ["y"]\n', 'Cargo.lock'),
    ).toThrow(new ExtractError('x 1.0.0 depends on "y", which names no package of the file'));
  });

  it('accepts Cargo.lock by name and sniffs its packages', () => {
    expect(cargoLockExtractor.accepts('Cargo.lock')).toBe(true);
    expect(cargoLockExtractor.accepts('crates/x/Cargo.lock')).toBe(true);
    expect(cargoLockExtractor.accepts('Cargo.toml')).toBe(false);
    expect(cargoLockExtractor.sniff(lock, '')).toBe(true);
    expect(cargoLockExtractor.sniff('[package]\nname = "x"\nversion = "1.0.0"\n', 'Cargo.toml')).toBe(false);
  });
});
