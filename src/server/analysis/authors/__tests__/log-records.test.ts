import { describe, expect, it } from 'vitest';
import { type CommitHeader, LogRecords } from '../log-records';
import { NulRecords } from '../../git/nul-records';

const [a, b, c] = ['a', 'b', 'c'].map((digit) => digit.repeat(40));

/** `git log -z --numstat --format=LOG_FORMAT` output of two commits, as git 2.39 prints it (one with no files). */
// biome-ignore format: one line per commit
const output = Buffer.from(
  [
    `\x01${a}`, `${b} ${c}`, 'Zoë Ünal', 'zoe@example.com', '2024-02-29T23:59:59+01:00',
    `\x01${b}`, '', 'Ann', 'ann@example.com', '2024-01-01T00:00:00Z',
    '\n3\t1\tdir with space/ünïcode.ts', '-\t-\tlogo.png', '2\t0\tweird\tname\nwith newline.py', '',
  ].join('\0'),
  'utf8',
);

function read(chunks: Buffer[]) {
  const seen: (CommitHeader | [number, number, string])[] = [];
  const records = new LogRecords({
    commit: (header) => seen.push({ ...header }),
    file: (added, removed, path) => seen.push([added, removed, path]),
  });
  const splitter = new NulRecords(records.record);
  for (const chunk of chunks) splitter.push(chunk);
  splitter.end();
  return seen;
}

describe('LogRecords over NulRecords', () => {
  const expected = [
    { sha: a, parents: 2, name: 'Zoë Ünal', email: 'zoe@example.com', date: '2024-02-29T23:59:59+01:00' },
    { sha: b, parents: 0, name: 'Ann', email: 'ann@example.com', date: '2024-01-01T00:00:00Z' },
    [3, 1, 'dir with space/ünïcode.ts'],
    [0, 0, 'logo.png'],
    [2, 0, 'weird\tname\nwith newline.py'],
  ];

  it('reads headers and numstat lines, paths raw', () => {
    expect(read([output])).toEqual(expected);
  });

  it('gives the same records wherever the stream is cut, inside a UTF-8 sequence too', () => {
    for (let cut = 1; cut < output.length; cut++) {
      expect(read([output.subarray(0, cut), output.subarray(cut)])).toEqual(expected);
    }
  });

  it('refuses a line it does not understand', () => {
    expect(() => read([Buffer.from('\x01sha\0\0n\0e\0d\0garbage\0')])).toThrow(/unexpected line/);
  });
});
