import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { translateMessage } from '..';
import { collectMessages } from './collect-messages';

const ROOT = resolve(import.meta.dirname, '../../../..');

/** Texts that never reach an API error answer, so they stay English. */
const NOT_API_ERRORS = [
  'src/server/config.ts', // startup configuration errors, for the log
  'src/server/delivery/', // a delivery's outcome, stored as data
  'src/server/lifecycle/', // the local control socket
  'src/server/upstream/', // 502/504: only 4xx answers are translated
  'src/server/runs/worker.ts', // a run's error, stored as data
  'src/server/log.ts', // log lines
  'src/server/seed/demo-repositories/', // the demo's own histories and commit messages, checked at first start
  'src/server/vulndb/', // an OSV record's problems, stored with its import as data
];

describe('the Russian table of API messages', () => {
  const found = collectMessages(ROOT, ['src/contract', 'src/server'], NOT_API_ERRORS);

  it('finds the messages written in the contract and the server', () => {
    const probes = new Set(found.map((m) => m.probe));
    expect(probes.size).toBeGreaterThan(60);
    for (const known of [
      'This field may not be blank.',
      'At most 255 characters.',
      'Unknown trigger "x1".',
      'Must be a list of x1 ids.',
      'Invalid pk "x1" - object does not exist.',
      'Invalid page.',
      'Authentication credentials were not provided.',
      'A x1 run is already queued or running for this x2 (run x3).',
    ]) {
      expect(probes).toContain(known);
    }
  });

  it('has a Russian entry for every one of them (a new English message needs its line in ru.ts)', () => {
    // A placeholder stands for a value; a number is the value that `{n}` patterns accept.
    const untranslated = found.filter((m) => {
      const sample = m.probe.replace(/\bx(\d+)\b/g, '$1');
      return translateMessage(sample, 'ru') === sample;
    });
    expect(untranslated.map((m) => `${m.where}: ${m.probe}`)).toEqual([]);
  });
});
