import { describe, expect, it } from 'vitest';
import { classifyGitFailure, redact } from '../failure';

/** Messages as git 2.39, curl and OpenSSH print them (LC_ALL=C). */
describe('git failures and their causes', () => {
  it.each([
    ["fatal: could not read Username for 'https://github.com': terminal prompts disabled", 'authentication_failed'],
    [
      "remote: Invalid username or password.\nfatal: Authentication failed for 'https://github.com/a/b.git/'",
      'authentication_failed',
    ],
    ["fatal: unable to access 'https://x.org/a.git/': The requested URL returned error: 403", 'authentication_failed'],
    [
      'git@github.com: Permission denied (publickey).\nfatal: Could not read from remote repository.',
      'authentication_failed',
    ],
    [
      "remote: Repository not found.\nfatal: repository 'https://github.com/a/b.git/' not found",
      'repository_not_found',
    ],
    ["fatal: repository 'http://127.0.0.1:8080/x.git/' not found", 'repository_not_found'],
    [
      "fatal: '/srv/missing.git' does not appear to be a git repository\nfatal: Could not read from remote repository.",
      'repository_not_found',
    ],
    [
      "fatal: unable to access 'https://nowhere.invalid/x/': Could not resolve host: nowhere.invalid",
      'unresolvable_host',
    ],
    ['ssh: Could not resolve hostname nowhere.invalid: Name or service not known', 'unresolvable_host'],
    [
      "fatal: unable to access 'http://127.0.0.1:9/x/': Failed to connect to 127.0.0.1 port 9: Connection refused",
      'unreachable_host',
    ],
    [
      'ssh: connect to host 10.0.0.1 port 22: Connection timed out\nfatal: Could not read from remote repository.',
      'unreachable_host',
    ],
  ])('%s → %s', (stderr, cause) => {
    expect(classifyGitFailure(stderr, 'example.org', []).cause).toBe(cause);
  });

  it('anything else is git_failed with the last fatal line, credentials removed', () => {
    const stderr = [
      'Receiving objects:  45% (45/100)\r',
      "fatal: unable to access 'https://bob:hunter2@example.org/x/': SSL certificate problem",
      'Authorization: Basic Ym9iOmh1bnRlcjI=',
      'Resolving deltas:  10% (1/10)',
    ].join('\n');
    const failure = classifyGitFailure(stderr, 'example.org', ['hunter2']);
    expect(failure).toEqual({
      cause: 'git_failed',
      detail: "unable to access 'https://***@example.org/x/': SSL certificate problem",
    });
  });

  it('redacts secrets, URL user parts and Authorization values', () => {
    expect(redact('token tok-123 in ssh://git@host/x and Authorization: Bearer abc', ['tok-123'])).toBe(
      'token *** in ssh://***@host/x and Authorization: ***',
    );
  });

  it('a long detail is cut', () => {
    const failure = classifyGitFailure(`fatal: ${'x'.repeat(1000)}`, 'h', []);
    expect(failure.cause === 'git_failed' && failure.detail.length).toBe(300);
  });
});
