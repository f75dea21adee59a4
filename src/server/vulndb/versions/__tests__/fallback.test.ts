import { describe, expect, it } from 'vitest';
import { compareVersions } from '../index';

describe('compareVersions on versions an ecosystem cannot read', () => {
  it('puts an unreadable npm version after the readable ones and orders two unreadable ones as text', () => {
    expect(compareVersions('npm', 'latest', '999.0.0')).toBe(1);
    expect(compareVersions('npm', '1.0.0', 'latest')).toBe(-1);
    expect(compareVersions('npm', 'latest', 'next')).toBe(-1);
    expect(compareVersions('npm', 'latest', 'latest')).toBe(0);
  });

  it('puts an unreadable PyPI version before the readable ones, where LegacyVersion was', () => {
    expect(compareVersions('PyPI', 'trunk', '0.0.1')).toBe(-1);
  });

  it('puts a NuGet version of five numbers after the readable ones', () => {
    expect(compareVersions('NuGet', '1.0.0.0.0', '1.0.0')).toBe(1);
  });

  it('reads Go versions with or without the v and orders pseudo-versions as pre-releases', () => {
    // Versions of golang.org/x/net as OSV's Go records and go.mod files write them.
    expect(compareVersions('Go', 'v0.23.0', '0.23.0')).toBe(0);
    expect(compareVersions('Go', 'v0.0.0-20220127200216-cd36cc0744dd', '0.7.0')).toBe(-1);
    expect(compareVersions('Go', 'v0.17.1-0.20231011215812-d23d9bc54922', '0.17.0')).toBe(1);
    expect(compareVersions('Go', 'v0.17.1-0.20231011215812-d23d9bc54922', '0.17.1')).toBe(-1);
    expect(compareVersions('Go', 'v2.0.0+incompatible', '2.0.0')).toBe(0);
  });

  it('never throws on hostile input', () => {
    const long = `${'1.'.repeat(5000)}x`;
    for (const ecosystem of [
      'npm',
      'PyPI',
      'Maven',
      'Go',
      'crates.io',
      'Packagist',
      'RubyGems',
      'NuGet',
      'Debian',
      'Alpine',
    ] as const) {
      expect(Number.isInteger(compareVersions(ecosystem, long, '1.0'))).toBe(true);
      expect(compareVersions(ecosystem, '', '')).toBe(0);
    }
  });
});
