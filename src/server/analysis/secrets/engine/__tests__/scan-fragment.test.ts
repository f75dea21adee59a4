import { describe, expect, it } from 'vitest';
import { loadRules, parseRules } from '../../rules/load-rules';
import { GitleaksIgnore } from '../gitleaks-ignore';
import { type FragmentPlace, scanFragment } from '../scan-fragment';

const place: FragmentPlace = { file: 'src/app/config.ts', commit: null, firstLine: 1 };
const found = (toml: string, text: string, where = place) =>
  scanFragment(text, parseRules(toml, 'test rules'), where).map((m) => [m.rule.id, m.secret]);

const TOKEN_RULE = `
[[rules]]
id = "acme-token"
description = "Acme token"
regex = '''\\b(acme_[a-zA-Z0-9]{20})\\b'''
keywords = ["acme_"]
`;

describe('the engine', () => {
  it('runs a rule only where one of its keywords occurs', () => {
    const toml = `
[[rules]]
id = "digits"
description = "Twelve digits"
regex = '''[0-9]{12}'''
keywords = ["account"]
`;
    expect(found(toml, 'id = 123456789012')).toEqual([]);
    expect(found(toml, 'ACCOUNT = 123456789012')).toEqual([['digits', '123456789012']]);
  });

  it('takes the secret from secretGroup, else the first group that matched, else the whole match', () => {
    const rule = (id: string, regex: string, group = '') =>
      `[[rules]]\nid = "${id}"\ndescription = "x"\nregex = '''${regex}'''\n${group}\n`;
    const text = 'key: k=abc123xyz789';
    expect(found(rule('group-2', 'k=(abc)([0-9a-z]+)', 'secretGroup = 2'), text)).toEqual([['group-2', '123xyz789']]);
    expect(found(rule('first', 'k=(?:(zzz)|(abc))([0-9a-z]+)'), text)).toEqual([['first', 'abc']]);
    expect(found(rule('whole', 'k=abc[0-9a-z]+'), text)).toEqual([['whole', 'k=abc123xyz789']]);
  });

  it('drops a secret whose Shannon entropy is under the rule’s threshold', () => {
    const toml = `${TOKEN_RULE}entropy = 3.5\n`;
    expect(found(toml, 'acme_aaaaaaaaaabbbbbbbbbb')).toEqual([]);
    expect(found(toml, 'acme_Zx81Qm2Lr0Tp7Vb4Nc9K')).toEqual([['acme-token', 'acme_Zx81Qm2Lr0Tp7Vb4Nc9K']]);
  });

  it('honours a rule’s allowlists: paths, regexes on the secret, the match or the line, stopwords, AND', () => {
    const text = 'token = acme_Zx81Qm2Lr0Tp7Vb4Nc9K // test fixture';
    const allowlist = (body: string) => `${TOKEN_RULE}[[rules.allowlists]]\n${body}\n`;
    expect(found(allowlist(`paths = ['''^src/app/''']`), text)).toEqual([]);
    expect(found(allowlist(`paths = ['''^test/''']`), text)).toHaveLength(1);
    expect(found(allowlist(`regexes = ['''Zx81''']`), text)).toEqual([]);
    expect(found(allowlist(`regexes = ['''fixture''']`), text)).toHaveLength(1);
    expect(found(allowlist(`regexTarget = "line"\nregexes = ['''fixture''']`), text)).toEqual([]);
    expect(found(allowlist(`regexTarget = "match"\nregexes = ['''^acme_Zx''']`), text)).toEqual([]);
    expect(found(allowlist(`stopwords = ["lr0tp"]`), text)).toEqual([]);
    // AND: every criterion given must hold.
    expect(found(allowlist(`condition = "AND"\npaths = ['''^src/''']\nstopwords = ["nope"]`), text)).toHaveLength(1);
    expect(found(allowlist(`condition = "AND"\npaths = ['''^src/''']\nstopwords = ["lr0tp"]`), text)).toEqual([]);
  });

  it('honours global allowlists and allowlisted commits', () => {
    const text = 'acme_Zx81Qm2Lr0Tp7Vb4Nc9K';
    expect(found(`${TOKEN_RULE}[[allowlists]]\nregexes = ['''9K$''']\n`, text)).toEqual([]);
    expect(found(`[allowlist]\nstopwords = ["qm2l"]\n${TOKEN_RULE}`, text)).toEqual([]);
    const commits = `${TOKEN_RULE}[[rules.allowlists]]\ncommits = ["abc123"]\n`;
    expect(found(commits, text, { ...place, commit: 'abc123def456' })).toEqual([]);
    expect(found(commits, text, { ...place, commit: 'fff123def456' })).toHaveLength(1);
    expect(found(commits, text)).toHaveLength(1);
  });

  it('gives lines and columns 1-based, from the fragment’s first line, and a PEM block’s last line', () => {
    const rules = loadRules(null);
    const text = 'one\n  two = "ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW5"\n';
    const [match] = scanFragment(text, rules, { ...place, firstLine: 10 });
    expect(match).toMatchObject({ start_line: 11, end_line: 11, start_column: 10, end_column: 49 });
    const body = ['MC4CAQAwBQYDK2VwBCIEIE1CEwPjUP3j6LVVKZHtm68gF2CH+625mWFBhZ22/8SX', 'c2VjcmV0', 'Zm9v'];
    const pem = `x\n-----BEGIN PRIVATE KEY-----\n${body.join('\n')}\n-----END PRIVATE KEY-----\n`;
    const [key] = scanFragment(pem, rules, place);
    expect(key).toMatchObject({ start_line: 3, end_line: 5, start_column: 1, end_column: 4 });
  });

  it('lets a generic rule yield to a specific one on the same characters', () => {
    const rules = loadRules(null);
    const ids = (text: string) => scanFragment(text, rules, place).map((m) => m.rule.id);
    expect(ids('api_key = "AIzaSyDaGmWKa4JsXZ-HjGw7ISLn_3namBGewQe"')).toEqual(['google-api-key']);
    expect(ids('api_key = "Tq3vX8zL1mN6pR9sW2yB5dF7hJ0kC4gE"')).toEqual(['generic-api-key']);
  });

  it('reads .gitleaksignore fingerprints: a place everywhere, or a place in one commit', () => {
    const ignore = GitleaksIgnore.parse('# reviewed\nsrc/a.ts:github-pat:3\n\nabc123:src/b.ts:jwt:7\n');
    expect(ignore.ignores(null, 'src/a.ts', 'github-pat', 3)).toBe(true);
    expect(ignore.ignores('fff', 'src/a.ts', 'github-pat', 3)).toBe(true);
    expect(ignore.ignores(null, 'src/a.ts', 'github-pat', 4)).toBe(false);
    expect(ignore.ignores('abc123', 'src/b.ts', 'jwt', 7)).toBe(true);
    expect(ignore.ignores('abc124', 'src/b.ts', 'jwt', 7)).toBe(false);
    expect(ignore.ignores(null, 'src/b.ts', 'jwt', 7)).toBe(false);
  });
});

describe('pathological input', () => {
  const rules = loadRules(null);
  const token = 'ghp_E5fwE1R23sD3hnlifJ1n1g6xUKbMBzErBiW5';

  it('scans a one-megabyte line of one character and still finds a token at its end', () => {
    const line = 'a'.repeat(1 << 20);
    expect(scanFragment(line, rules, place)).toEqual([]);
    const found = scanFragment(`${line} ${token}`, rules, place).map((m) => [m.secret, m.start_column]);
    expect(found).toEqual([[token, (1 << 20) + 2]]);
  });

  it('scans a megabyte of keywords without a secret, and one assignment among them', () => {
    const text = 'password token secret api_key eyJ sk_test_ '.repeat(25_000);
    expect(scanFragment(text, rules, place)).toEqual([]);
    const withToken = `${text}GITHUB_TOKEN=${token} ${text}`;
    expect(scanFragment(withToken, rules, place).map((m) => [m.rule.id, m.secret])).toEqual([['github-pat', token]]);
  });

  it('runs a custom rule of nested quantifiers in linear time (RE2), without a match to find', () => {
    const bait = parseRules(
      `[[rules]]\nid = "bait"\ndescription = "nested quantifiers"\nregex = '''(a+)+$x|(a|aa)*c'''\nkeywords = ["a"]\n`,
      'bait',
    );
    expect(scanFragment('a'.repeat(1 << 20), bait, place)).toEqual([]);
    const nested = parseRules(
      `[[rules]]\nid = "nested"\ndescription = "x"\nregex = '''^(([a-z])+.)+[A-Z]([a-z])+$'''\n`,
      'n',
    );
    expect(scanFragment(`${'aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa'.repeat(30_000)}!`, nested, place)).toEqual([]);
  });
});
