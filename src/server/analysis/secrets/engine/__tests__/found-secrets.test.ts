import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { loadRules } from '../../rules/load-rules';
import type { Sighting } from '../../types';
import { FoundSecrets, MAX_SIGHTINGS } from '../found-secrets';
import { fingerprintOf, maskedOf } from '../identity';
import { scanFragment } from '../scan-fragment';

const KEY = Buffer.from('installation key').toString('base64');
const TOKEN = 'ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW5';
const [match] = scanFragment(`token: ${TOKEN}`, loadRules(null), { file: 'a.yml', commit: null, firstLine: 1 });

const sighting = (n: number): Sighting => ({
  commit: n.toString(16).padStart(40, '0'),
  file: `f${n}.yml`,
  start_line: 1,
  end_line: 1,
  start_column: 8,
  end_column: 47,
  author_name: 'A',
  author_email: 'a@example.com',
  committed_at: `2024-01-01T00:00:${String(n % 60).padStart(2, '0')}Z`,
});

describe('FoundSecrets', () => {
  it('keeps at most MAX_SIGHTINGS, always the first and the latest, and counts them all', () => {
    const found = new FoundSecrets(KEY, () => ({}));
    for (let n = 1; n <= 250; n++) found.inHistory(match!, sighting(n));
    const [secret] = found.results();
    expect(secret!.sightings_count).toBe(250);
    expect(secret!.sightings).toHaveLength(MAX_SIGHTINGS);
    expect(secret!.sightings[0]!.file).toBe('f1.yml');
    expect(secret!.sightings.at(-1)!.file).toBe('f250.yml');
    expect(secret!.in_head).toBeNull();
  });

  it('computes the features once per secret, from its first sighting', () => {
    const files: string[] = [];
    const found = new FoundSecrets(KEY, ({ file }) => {
      files.push(file);
      return { calls: files.length };
    });
    found.inHistory(match!, sighting(1));
    found.inHistory(match!, sighting(2));
    found.inTree(match!, { ...sighting(3), commit: null });
    expect(files).toEqual(['f1.yml']);
    expect(found.results()[0]!.features).toEqual({ calls: 1 });
  });

  it('refuses to run without a fingerprint key', () => {
    expect(() => new FoundSecrets('', () => ({}))).toThrow(/fingerprint key/);
  });
});

describe('fingerprint and masked preview', () => {
  it('is the hex HMAC-SHA-256 of rule id, NUL and secret, as OpenSSL computes it', () => {
    const key = Buffer.from('installation key');
    const openssl = execFileSync(
      'openssl',
      ['dgst', '-sha256', '-mac', 'HMAC', '-macopt', `hexkey:${key.toString('hex')}`],
      {
        input: Buffer.from(`github-pat\0${TOKEN}`),
        encoding: 'utf8',
      },
    );
    expect(openssl.trim().split(' ').at(-1)).toBe(fingerprintOf(key, 'github-pat', TOKEN));
    expect(fingerprintOf(key, 'r1', 's')).not.toBe(fingerprintOf(key, 'r', '1s'));
  });

  it('shows at most four characters and never more than a third of the secret', () => {
    expect(maskedOf(TOKEN)).toBe('ghp_…');
    expect(maskedOf('hunter2hunt')).toBe('hun…');
    expect(maskedOf('abcdef')).toBe('ab…');
    expect(maskedOf('ab')).toBe('…');
  });
});
