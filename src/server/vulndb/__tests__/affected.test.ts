import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { affectedBy } from '../affected';
import { splitEcosystem } from '../ecosystems';
import type { OsvAffected, OsvEvent, OsvRange } from '../types';

type RawAffected = {
  package: { ecosystem: string; name: string };
  ranges?: { type: string; events: OsvEvent[] }[];
  versions?: string[];
};

/** Test-only reading of a raw OSV record's `affected` entries into Argus's shape (the real parser lives elsewhere). */
function affectedOf(id: string): Pick<OsvAffected, 'ecosystem' | 'ranges' | 'versions'>[] {
  const raw = JSON.parse(readFileSync(join(import.meta.dirname, 'fixtures', `${id}.json`), 'utf8')) as {
    affected: RawAffected[];
  };
  return raw.affected.map((entry) => ({
    ecosystem: splitEcosystem(entry.package.ecosystem)!.ecosystem,
    ranges: (entry.ranges ?? []).filter((r): r is OsvRange => r.type === 'SEMVER' || r.type === 'ECOSYSTEM'),
    versions: entry.versions ?? [],
  }));
}

/** The record's answer for a version: the first affected entry that matches, as OSV scanners report it. */
function verdict(id: string, version: string): { fixed: string | null } | null {
  for (const entry of affectedOf(id)) {
    const result = affectedBy(entry, version);
    if (result) return result;
  }
  return null;
}

describe('affectedBy on real OSV records', () => {
  it('Log4Shell (Maven, three ranges): each window, its own fix, and the gaps between', () => {
    const id = 'GHSA-jfh8-c2jp-5v3q';
    expect(verdict(id, '2.0-beta9')).toEqual({ fixed: '2.3.1' });
    expect(verdict(id, '2.3')).toEqual({ fixed: '2.3.1' });
    expect(verdict(id, '2.3.1')).toBeNull();
    expect(verdict(id, '2.4')).toEqual({ fixed: '2.12.2' });
    expect(verdict(id, '2.12.1')).toEqual({ fixed: '2.12.2' });
    expect(verdict(id, '2.12.2')).toBeNull();
    expect(verdict(id, '2.12.4')).toBeNull();
    expect(verdict(id, '2.13.0')).toEqual({ fixed: '2.15.0' });
    expect(verdict(id, '2.14.1')).toEqual({ fixed: '2.15.0' });
    expect(verdict(id, '2.15.0-rc1')).toEqual({ fixed: '2.15.0' });
    expect(verdict(id, '2.15.0')).toBeNull();
    expect(verdict(id, '2.17.1')).toBeNull();
  });

  it('ua-parser-js (npm, versions lists): only the three published malicious versions', () => {
    const id = 'GHSA-pjwm-rvh2-c87w';
    expect(verdict(id, '0.7.28')).toBeNull();
    expect(verdict(id, '0.7.29')).toEqual({ fixed: '0.7.30' });
    expect(verdict(id, '0.7.30')).toBeNull();
    expect(verdict(id, '0.8.0')).toEqual({ fixed: '0.8.1' });
    expect(verdict(id, '1.0.0')).toEqual({ fixed: '1.0.1' });
    expect(verdict(id, '1.0.1')).toBeNull();
    // The list alone, without its range, still matches — with no fix to offer.
    const [first] = affectedOf(id);
    expect(affectedBy({ ...first!, ranges: [] }, '0.7.29')).toEqual({ fixed: null });
    expect(affectedBy({ ...first!, ranges: [] }, '0.7.30')).toBeNull();
  });

  it('vm2 (last_affected): the last affected version is affected, the next is not, and there is no fix', () => {
    const id = 'GHSA-cchq-frgv-rjh5';
    expect(verdict(id, '0.1.0')).toEqual({ fixed: null });
    expect(verdict(id, '3.9.19')).toEqual({ fixed: null });
    expect(verdict(id, '3.9.20-beta.1')).toBeNull();
    expect(verdict(id, '3.10.0')).toBeNull();
  });

  it('requests (PyPI): PEP 440 order around both bounds, spellings normalized', () => {
    const id = 'GHSA-j8r2-6x86-q33q';
    expect(verdict(id, '2.2.1')).toBeNull();
    expect(verdict(id, '2.3.0')).toEqual({ fixed: '2.31.0' });
    expect(verdict(id, '2.3')).toEqual({ fixed: '2.31.0' });
    expect(verdict(id, '2.30.0')).toEqual({ fixed: '2.31.0' });
    expect(verdict(id, '2.31.0rc1')).toEqual({ fixed: '2.31.0' });
    expect(verdict(id, '2.31.0')).toBeNull();
    expect(verdict(id, '2.31.0.post1')).toBeNull();
    expect(verdict(id, '2.4.0-dev')).toEqual({ fixed: '2.31.0' });
  });
});

describe('affectedBy on the evaluation rules of the OSV schema', () => {
  // Ranges taken from the records above, rearranged to exercise one rule each.
  const log4j = (
    events: OsvEvent[],
    type: OsvRange['type'] = 'ECOSYSTEM',
  ): Pick<OsvAffected, 'ecosystem' | 'ranges' | 'versions'> => ({
    ecosystem: 'Maven',
    ranges: [{ type, events }],
    versions: [],
  });

  it('sorts events by version before evaluating them', () => {
    const entry = log4j([
      { fixed: '2.15.0' },
      { fixed: '2.3.1' },
      { introduced: '2.13.0' },
      { introduced: '0' },
      { introduced: '2.4' },
      { fixed: '2.12.2' },
    ]);
    expect(affectedBy(entry, '2.1')).toEqual({ fixed: '2.3.1' });
    expect(affectedBy(entry, '2.3.2')).toBeNull();
    expect(affectedBy(entry, '2.12.1')).toEqual({ fixed: '2.12.2' });
    expect(affectedBy(entry, '2.14.0')).toEqual({ fixed: '2.15.0' });
    expect(affectedBy(entry, '2.15.0')).toBeNull();
  });

  it('bounds a range by its limit, and a limit of * bounds nothing', () => {
    expect(affectedBy(log4j([{ introduced: '2.13.0' }, { limit: '2.15.0' }]), '2.14.1')).toEqual({ fixed: null });
    expect(affectedBy(log4j([{ introduced: '2.13.0' }, { limit: '2.15.0' }]), '2.15.0')).toBeNull();
    expect(affectedBy(log4j([{ introduced: '2.13.0' }, { limit: '*' }]), '3.0.0')).toEqual({ fixed: null });
  });

  it('uses semver order for SEMVER ranges whatever the ecosystem', () => {
    // 1.0.0-sp1 is a service pack after 1.0.0 for Maven, a pre-release before it for semver.
    const events: OsvEvent[] = [{ introduced: '0' }, { fixed: '1.0.0' }];
    expect(affectedBy(log4j(events, 'SEMVER'), '1.0.0-sp1')).toEqual({ fixed: '1.0.0' });
    expect(affectedBy(log4j(events, 'ECOSYSTEM'), '1.0.0-sp1')).toBeNull();
    expect(affectedBy(log4j(events, 'SEMVER'), '1.0.0')).toBeNull();
  });

  it('returns null for an entry with neither a matching range nor a list', () => {
    expect(affectedBy({ ecosystem: 'npm', ranges: [], versions: [] }, '1.0.0')).toBeNull();
  });
});
