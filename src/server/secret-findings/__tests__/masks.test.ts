import { describe, expect, it } from 'vitest';
import { applyMasks, masksOf } from '../context';

/** How the code around a finding hides secrets: no character a mask covers is shown, whatever the overlaps. */
describe('masks', () => {
  it("replace a secret's columns (1-based, the last one included) with its preview", () => {
    const masks = masksOf({ file: 'a', start_line: 1, end_line: 1, start_column: 8, end_column: 15, masked: 'ab…' });
    expect(applyMasks('key = "abcdefgh";', masks)).toBe('key = "ab…";');
  });

  it('hide the union of overlapping and nested masks, shown as the leftmost one', () => {
    const text = '0123456789abcdefghij';
    expect(
      applyMasks(text, [
        { line: 1, from: 11, to: 15, text: '[inner]' },
        { line: 1, from: 5, to: 18, text: '[outer]' },
      ]),
    ).toBe('0123[outer]ij');
    expect(
      applyMasks(text, [
        { line: 1, from: 3, to: 6, text: '<a>' },
        { line: 1, from: 6, to: 9, text: '<b>' },
        { line: 1, from: 15, to: 99, text: '<c>' },
      ]),
    ).toBe('01<a>9abcd<c>');
  });

  it('hide every line of a secret spanning lines, its preview on the first', () => {
    const masks = masksOf({
      file: 'k.pem',
      start_line: 2,
      end_line: 4,
      start_column: 1,
      end_column: 10,
      masked: 'MIIE…',
    });
    const lines = [
      '-----BEGIN RSA PRIVATE KEY-----',
      'MIIEowIBAAKCAQEA',
      'q5bT9xk2LmP0',
      'Zt7sW9c1kQ==',
      '-----END RSA PRIVATE KEY-----',
    ];
    expect(
      lines.map((text, i) =>
        applyMasks(
          text,
          masks.filter((m) => m.line === i + 1),
        ),
      ),
    ).toEqual(['-----BEGIN RSA PRIVATE KEY-----', 'MIIE…', '', '==', '-----END RSA PRIVATE KEY-----']);
  });
});
