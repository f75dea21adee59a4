import { describe, expect, it } from 'vitest';
import { OsvRecordError, parseOsvRecord } from './parse-record';
import { loadOsvFixture } from './testdata/load';

describe('parseOsvRecord on real records', () => {
  it('reads a GitHub PyPI advisory: CVSS v3 scored, CWE, both affected entries', () => {
    const record = parseOsvRecord(loadOsvFixture('GHSA-m2qf-hxjv-5gpq.json'));
    expect(record).toMatchObject({
      id: 'GHSA-m2qf-hxjv-5gpq',
      aliases: ['CVE-2023-30861'],
      cvss3_vector: 'CVSS:3.1/AV:N/AC:L/PR:N/UI:N/S:U/C:H/I:N/A:N',
      cvss3_score: 7.5,
      severity: 'high',
      cwes: ['CWE-539'],
      has_exploit: false,
      withdrawn: null,
    });
    expect(record.modified.toISOString()).toBe('2023-05-01T19:22:20.000Z');
    expect(record.affected).toEqual([
      {
        ecosystem: 'PyPI',
        release: null,
        name: 'flask',
        versions: [],
        ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '2.3.0' }, { fixed: '2.3.2' }] }],
      },
      {
        ecosystem: 'PyPI',
        release: null,
        name: 'flask',
        versions: [],
        ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: '2.2.5' }] }],
      },
    ]);
    expect(record.references).toHaveLength(7);
  });

  it('reads a PyPA record: the GIT range dropped, the versions list kept, unrated without a vector', () => {
    const record = parseOsvRecord(loadOsvFixture('PYSEC-2023-62.yaml'));
    expect(record.aliases).toEqual(['CVE-2023-30861', 'GHSA-m2qf-hxjv-5gpq']);
    expect(record.summary).toBe('');
    expect(record.severity).toBe('medium');
    expect(record.cvss3_score).toBeNull();
    expect(record.affected).toHaveLength(1);
    expect(record.affected[0]!.ranges).toEqual([
      {
        type: 'ECOSYSTEM',
        events: [{ introduced: '0' }, { fixed: '2.2.5' }, { introduced: '2.3.0' }, { fixed: '2.3.2' }],
      },
    ]);
    expect(record.affected[0]!.versions).toHaveLength(53);
    expect(record.affected[0]!.versions).toContain('2.0.0rc1');
    expect(record.modified.toISOString()).toBe('2023-06-05T01:12:52.229Z');
  });

  it('reads an npm advisory with two packages and two CWEs', () => {
    const record = parseOsvRecord(loadOsvFixture('GHSA-35jh-r3h4-6jhm.json'));
    expect(record.affected.map((a) => [a.ecosystem, a.name])).toEqual([
      ['npm', 'lodash'],
      ['npm', 'lodash-es'],
    ]);
    expect(record).toMatchObject({ cvss3_score: 7.2, severity: 'high', cwes: ['CWE-77', 'CWE-94'] });
    expect(record.published?.toISOString()).toBe('2021-05-06T16:05:51.000Z');
  });

  it('reads a Maven advisory: the group:artifact name as written', () => {
    const record = parseOsvRecord(loadOsvFixture('GHSA-hj55-9jmv-9jrj.2025-06-20.json'));
    expect(record.affected[0]).toMatchObject({ ecosystem: 'Maven', name: 'de.tum.in.ase:artemis-java-test-sandbox' });
    // GitHub's vector CVSS:3.1/AV:L/AC:L/PR:L/UI:R/S:C/C:H/I:H/A:H by the v3.1 formula (the calculator is checked in cvss.test.ts).
    expect(record.cvss3_score).toBe(8.2);
    expect(record.severity).toBe('high');
  });

  it('reads a Go record: SEMVER range, GHSA and CVE aliases, the zero modified time', () => {
    const record = parseOsvRecord(loadOsvFixture('GO-2021-0113.json'));
    expect(record.aliases).toEqual(['CVE-2021-38561', 'GHSA-ppp9-7jff-5vj2']);
    expect(record.affected).toEqual([
      {
        ecosystem: 'Go',
        release: null,
        name: 'golang.org/x/text',
        versions: [],
        ranges: [{ type: 'SEMVER', events: [{ introduced: '0' }, { fixed: '0.3.7' }] }],
      },
    ]);
    expect(record.modified.toISOString()).toBe('0001-01-01T00:00:00.000Z');
    expect(record.summary).toBe('');
  });
});

describe('parseOsvRecord on variations of real records', () => {
  const ghsa = () => loadOsvFixture('GHSA-m2qf-hxjv-5gpq.json');

  it('keeps withdrawn, last_affected, EVIDENCE references and a Debian release', () => {
    const record = parseOsvRecord({
      ...ghsa(),
      withdrawn: '2024-02-01T00:00:00Z',
      references: [{ type: 'EVIDENCE', url: 'https://example.org/poc' }],
      affected: [
        {
          package: { ecosystem: 'PyPI', name: 'Flask' },
          ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { last_affected: '2.3.1' }] }],
        },
        {
          package: { ecosystem: 'Debian:12', name: 'python3-flask' },
          ranges: [{ type: 'ECOSYSTEM', events: [{ introduced: '0' }, { fixed: '2.2.2-3' }] }],
        },
        { package: { ecosystem: 'Hackage', name: 'flask' }, versions: ['1'] },
      ],
    });
    expect(record.withdrawn?.toISOString()).toBe('2024-02-01T00:00:00.000Z');
    expect(record.has_exploit).toBe(true);
    expect(record.affected.map((a) => [a.ecosystem, a.release, a.name, a.ranges[0]!.events[1]])).toEqual([
      ['PyPI', null, 'flask', { last_affected: '2.3.1' }],
      ['Debian', '12', 'python3-flask', { fixed: '2.2.2-3' }],
    ]);
  });

  it('takes GitHub’s word without a vector, and rates by a v4 vector when there is no v3', () => {
    const { severity: _s, ...bare } = ghsa();
    expect(parseOsvRecord({ ...bare, database_specific: { severity: 'MODERATE' } }).severity).toBe('medium');
    const v4 = parseOsvRecord({
      ...bare,
      database_specific: {},
      severity: [{ type: 'CVSS_V4', score: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N' }],
    });
    expect(v4).toMatchObject({
      severity: 'critical',
      cvss3_score: null,
      cvss3_vector: 'CVSS:4.0/AV:N/AC:L/AT:N/PR:N/UI:N/VC:H/VI:H/VA:H/SC:N/SI:N/SA:N',
    });
  });

  it('keeps a record whose packages are all of other ecosystems, with none', () => {
    const record = parseOsvRecord({ ...ghsa(), affected: [{ package: { ecosystem: 'Hex', name: 'plug' } }] });
    expect(record.affected).toEqual([]);
  });

  it.each([
    [{ id: 'X-1' }, 'modified: '],
    [{ id: 5, modified: '2024-01-01T00:00:00Z' }, 'id: '],
    [{ id: 'X-1', modified: 'yesterday' }, 'modified: not an RFC 3339 time'],
    [
      {
        id: 'X-1',
        modified: '2024-01-01T00:00:00Z',
        affected: [{ ranges: [{ type: 'SEMVER', events: [{ introduced: '0', fixed: '1' }] }] }],
      },
      'affected.0.ranges.0.events.0: one of',
    ],
    ['not an object', 'record: '],
  ])('refuses %j naming the field', (json, message) => {
    expect(() => parseOsvRecord(json)).toThrow(OsvRecordError);
    expect(() => parseOsvRecord(json)).toThrow(message);
  });
});
