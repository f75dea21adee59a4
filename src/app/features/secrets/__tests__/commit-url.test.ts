import { describe, expect, it } from 'vitest';
import { commitUrl } from '../commit-url';

const SHA = '3f9c2a7be41d0c5e8a6b1f2d9e7c4a0b5d6e8f10';

describe('commitUrl', () => {
  it.each([
    ['https://github.com/expressjs/express.git', `https://github.com/expressjs/express/commit/${SHA}`],
    ['https://github.com/expressjs/express', `https://github.com/expressjs/express/commit/${SHA}`],
    ['git@github.com:expressjs/express.git', `https://github.com/expressjs/express/commit/${SHA}`],
    ['ssh://git@github.com/expressjs/express.git', `https://github.com/expressjs/express/commit/${SHA}`],
    ['https://gitlab.com/gitlab-org/gitlab-foss.git', `https://gitlab.com/gitlab-org/gitlab-foss/-/commit/${SHA}`],
    ['https://gitlab.example.com/group/sub/app.git', `https://gitlab.example.com/group/sub/app/-/commit/${SHA}`],
    [
      'git@bitbucket.org:atlassian/python-bitbucket.git',
      `https://bitbucket.org/atlassian/python-bitbucket/commits/${SHA}`,
    ],
    ['https://codeberg.org/forgejo/forgejo', `https://codeberg.org/forgejo/forgejo/commit/${SHA}`],
  ])('%s → a page of the commit', (repo, url) => {
    expect(commitUrl(repo, SHA)).toBe(url);
  });

  it.each([
    ['a local repository', 'file:///var/lib/argus/demo-repositories/payments-api.git'],
    ['an unknown forge', 'https://git.example.org/team/app.git'],
    ['a host without owner and name', 'https://github.com/expressjs'],
    ['a path that climbs', 'https://github.com/../../etc'],
    ['a javascript: address', 'javascript:alert(1)//github.com/a/b'],
    ['no repository', null],
  ])('%s → no link', (_, repo) => {
    expect(commitUrl(repo, SHA)).toBeNull();
  });

  it('links only a commit id, never other text put in its place', () => {
    expect(commitUrl('https://github.com/expressjs/express', '../../settings')).toBeNull();
  });
});
