import { describe, expect, it } from 'vitest';
import type { Ecosystem } from '../../ecosystems';
import { compareVersions } from '../index';
import { opOf, readVectors } from './read-vectors';

/** Each ecosystem's published vectors (sources in vectors/SOURCES.md) and how many each file holds at least. */
const FILES: [Ecosystem, string, number][] = [
  ['npm', 'osv-scalibr-semver-versions.txt', 80],
  ['crates.io', 'osv-scalibr-semver-versions.txt', 80],
  ['Go', 'osv-scalibr-semver-versions.txt', 80],
  ['PyPI', 'osv-scalibr-pypi-versions.txt', 30],
  ['PyPI', 'osv-scalibr-pypi-versions-generated.txt', 10000],
  ['RubyGems', 'osv-scalibr-rubygems-versions.txt', 20],
  ['RubyGems', 'osv-scalibr-rubygems-versions-generated.txt', 4000],
  ['Maven', 'osv-scalibr-maven-versions.txt', 100],
  ['Maven', 'osv-scalibr-maven-versions-generated.txt', 14000],
  ['NuGet', 'osv-scalibr-nuget-versions.txt', 30],
  ['Packagist', 'osv-scalibr-packagist-versions.txt', 90],
  ['Packagist', 'osv-scalibr-packagist-versions-generated.txt', 10000],
  ['Debian', 'osv-scalibr-debian-versions.txt', 20],
  ['Debian', 'osv-scalibr-debian-versions-generated.txt', 14000],
  ['Alpine', 'osv-scalibr-alpine-versions.txt', 600],
  ['Alpine', 'osv-scalibr-alpine-versions-generated.txt', 13000],
  ['Alpine', 'apk-tools-version.data', 600],
];

/**
 * Lines where Argus deliberately answers otherwise, each with the reason; the test asserts Argus's
 * answer there, so a change on either side shows.
 */
const DIFFERENCES: Record<string, Record<number, { got: '<' | '=' | '>'; why: string }>> = {
  'osv-scalibr-maven-versions.txt': {
    100: {
      got: '>',
      why: '1-ga-1: Maven 4 reads X-1 as the combination X1; the pom.html specification (followed here) does not',
    },
  },
  'osv-scalibr-packagist-versions-generated.txt': {
    5313: {
      got: '>',
      why: 'Composer normalizes 5.1.0-stable to 5.1.0, a release; bare version_compare ranks "stable" below dev',
    },
  },
  'osv-scalibr-alpine-versions.txt': {
    15: { got: '>', why: 'invalid version (".r1"): apk-tools 2 and 3 disagree; apk-tools 2 token order kept' },
    24: { got: '>', why: 'invalid version (".r2"): as above' },
    40: { got: '<', why: 'invalid revision ("-ruff"): read as -r0 then an invalid token, as apk-tools 2' },
    47: { got: '>', why: 'invalid revision ("--ruff1"): as above' },
  },
};

describe('compareVersions on published vectors', () => {
  it.each(FILES)('%s: %s', (ecosystem, file, atLeast) => {
    const vectors = readVectors(file);
    expect(vectors.length).toBeGreaterThanOrEqual(atLeast);
    const differences = DIFFERENCES[file] ?? {};
    const wrong = vectors.flatMap(({ line, a, op: published, b }) => {
      const op = differences[line]?.got ?? published;
      const forward = opOf(compareVersions(ecosystem, a, b));
      const backward = opOf(compareVersions(ecosystem, b, a));
      const mirrored = op === '<' ? '>' : op === '>' ? '<' : '=';
      return forward === op && backward === mirrored
        ? []
        : [`line ${line}: ${a} ${op} ${b} (got ${forward}, reversed ${backward})`];
    });
    expect(wrong).toEqual([]);
  });
});
