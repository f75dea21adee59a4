import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { hardenedEnvironment } from '../../git/environment';
import { authorizationHeader, shellQuote, sshCommand } from '../credentials';
import { createGit } from '../git-command';
import { configEnvironment, hardenedConfig } from '../git-config';
import { curlResolveEntry, sshPinnedAddress } from '../pinned-address';
import { WorkspaceError } from '../types';

describe('how git is invoked', () => {
  it('argv allows file:// only for a local repository and turns off what could run code or leave the workspace', () => {
    const local = hardenedConfig(true);
    const remote = hardenedConfig(false);
    expect(local).toContain('protocol.file.allow=always');
    expect(remote).not.toContain('protocol.file.allow=always');
    for (const setting of [
      'protocol.allow=never',
      'http.followRedirects=false',
      'core.hooksPath=/dev/null',
      'core.symlinks=false',
      'submodule.recurse=false',
    ]) {
      expect(remote).toContain(setting);
    }
    expect(remote.filter((_, index) => index % 2 === 0).every((flag) => flag === '-c')).toBe(true);
  });

  it('the environment is built from nothing: no user config, no prompts, the token only as env config', () => {
    process.env.GIT_SSH = '/bin/evil';
    process.env.GIT_TRACE_CURL = '1';
    const header = authorizationHeader({ token: 's3cret' });
    const env = hardenedEnvironment({
      home: '/tmp/home',
      ceiling: '/data',
      extra: configEnvironment([['http.extraHeader', header]]),
    });
    delete process.env.GIT_SSH;
    delete process.env.GIT_TRACE_CURL;
    expect(env).toMatchObject({
      HOME: '/tmp/home',
      GIT_TERMINAL_PROMPT: '0',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_CEILING_DIRECTORIES: '/data',
      LC_ALL: 'C',
      GIT_CONFIG_COUNT: '1',
      GIT_CONFIG_KEY_0: 'http.extraHeader',
    });
    expect(env.GIT_SSH).toBeUndefined();
    expect(env.GIT_TRACE_CURL).toBeUndefined();
    // What git reads back from that environment is the header, and `git config` shows it nowhere else.
    expect(execFileSync('git', ['config', '--get', 'http.extraHeader'], { env, encoding: 'utf8' }).trim()).toBe(
      `Authorization: Basic ${Buffer.from('x-access-token:s3cret').toString('base64')}`,
    );
  });

  it('pins: curl gets every checked address, ssh the IPv4 one, IP literals need nothing', () => {
    expect(curlResolveEntry('git.example.org', 443, ['2001:db8::1', '192.0.2.7'])).toBe(
      'git.example.org:443:[2001:db8::1],192.0.2.7',
    );
    expect(curlResolveEntry('192.0.2.7', 80, ['192.0.2.7'])).toBeUndefined();
    expect(sshPinnedAddress(['2001:db8::1', '192.0.2.7'])).toBe('192.0.2.7');
    expect(sshPinnedAddress(['2001:db8::1'])).toBe('2001:db8::1');
  });

  it('the ssh command quotes paths for the shell git runs it with', () => {
    const command = sshCommand({
      keyFile: "/tmp/it's here/identity",
      knownHostsFile: '/data/known hosts',
      host: 'git.example.org',
      address: '192.0.2.7',
      connectTimeoutSeconds: 30,
    });
    const words = execFileSync('sh', ['-c', `printf '%s\\n' ${command}`], { encoding: 'utf8' })
      .trim()
      .split('\n');
    expect(words.slice(0, 3)).toEqual(['ssh', '-F', '/dev/null']);
    expect(words).toContain("IdentityFile=/tmp/it's here/identity");
    expect(words).toContain('UserKnownHostsFile=/data/known hosts');
    expect(words).toContain('HostName=192.0.2.7');
    expect(words).toContain('HostKeyAlias=git.example.org');
    expect(words).toContain('BatchMode=yes');
    expect(shellQuote('$(touch x)')).toBe("'$(touch x)'");
  });

  it('a missing git binary is git_missing', async () => {
    const git = createGit({
      config: [],
      env: { PATH: '/usr/bin' },
      signal: new AbortController().signal,
      host: 'localhost',
      secrets: [],
      binary: '/nonexistent/git',
    });
    const run = git.probe(['--version'], '/');
    await expect(run).rejects.toBeInstanceOf(WorkspaceError);
    await expect(run).rejects.toMatchObject({ failure: { cause: 'git_missing' } });
  });
});
