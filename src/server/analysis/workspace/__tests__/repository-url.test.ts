import { describe, expect, it } from 'vitest';
import { CREDENTIALS_IN_URL, parseRepositoryUrl } from '../repository-url';
import { WorkspaceError, type WorkspaceFailure } from '../types';

function refusal(url: string): WorkspaceFailure {
  try {
    parseRepositoryUrl(url);
  } catch (error) {
    expect(error).toBeInstanceOf(WorkspaceError);
    return (error as WorkspaceError).failure;
  }
  throw new Error(`${url} was accepted`);
}

describe('repository URLs: what git is given, and the host that is checked', () => {
  it.each([
    [
      'https://GitHub.com/acme/widgets.git',
      { transport: 'http', scheme: 'https', host: 'github.com', port: 443, url: 'https://github.com/acme/widgets.git' },
    ],
    [
      'http://git.example.org:8080/x',
      { transport: 'http', scheme: 'http', host: 'git.example.org', port: 8080, url: 'http://git.example.org:8080/x' },
    ],
    // WHATWG spells every form of an IPv4 literal one way: the checked host is the connected one.
    ['http://0x7f.1/x.git', { transport: 'http', host: '127.0.0.1', url: 'http://127.0.0.1/x.git' }],
    ['https://git.example.org./x.git', { host: 'git.example.org', url: 'https://git.example.org/x.git' }],
    ['https://[::1]:8443/x.git', { transport: 'http', host: '::1', port: 8443 }],
    ['ssh://git@example.org:2222/acme/widgets.git', { transport: 'ssh', host: 'example.org' }],
    // git's own spellings of ssh://, which the project form accepts
    ['git+ssh://git@example.org/acme/widgets.git', { transport: 'ssh', host: 'example.org' }],
    ['ssh+git://example.org/acme/widgets.git', { transport: 'ssh', host: 'example.org' }],
    [
      'git@github.com:acme/widgets.git',
      { transport: 'ssh', host: 'github.com', url: 'git@github.com:acme/widgets.git' },
    ],
    ['example.org:widgets.git', { transport: 'ssh', host: 'example.org' }],
    ['git@[::1]:widgets.git', { transport: 'ssh', host: '::1' }],
    ['file:///srv/git/x.git', { transport: 'file', path: '/srv/git/x.git', plainPath: false }],
    ['/srv/git/x.git', { transport: 'file', path: '/srv/git/x.git', plainPath: true }],
  ])('%s', (url, expected) => {
    expect(parseRepositoryUrl(url)).toMatchObject(expected);
  });

  it.each([
    ['git://example.org/x.git', 'git'],
    ['ext::sh -c touch% /tmp/pwned', 'ext'],
    ['fd::7,8', 'fd'],
    ['https::example.org/x', 'https'],
    ['ftp://example.org/x.git', 'ftp'],
  ])('%s is scheme_not_allowed', (url, scheme) => {
    expect(refusal(url)).toEqual({ cause: 'scheme_not_allowed', scheme });
  });

  it.each([
    'https://user:pass@example.org/x.git',
    'https://ghp_abcdef@example.org/x.git',
    'ssh://git:pass@example.org/x.git',
    'git:pass@example.org:x.git',
  ])('%s: credentials belong in repo_auth', (url) => {
    expect(refusal(url)).toEqual({ cause: 'git_failed', detail: CREDENTIALS_IN_URL });
  });

  it.each([
    // Option injection into ssh or the remote git (CVE-2017-1000117 and kin).
    'ssh://-oProxyCommand=touch%20pwned/x.git',
    '-oProxyCommand=touch:x.git',
    'git@-oProxyCommand=x:x.git',
    '-u@example.org:x.git',
    'git@example.org:-x.git',
    'https://example.org/-x.git',
    'ssh://example.org/x\n.git',
    'relative/path.git',
    'host:',
    '',
  ])('%j is not a URL git is given', (url) => {
    expect(refusal(url).cause).toBe('git_failed');
  });
});
