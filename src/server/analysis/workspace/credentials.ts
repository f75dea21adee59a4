import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/**
 * How credentials reach git without ever being in a URL, in argv, in the workspace's `.git/config`
 * or in a message: a token as an HTTP header given through the environment, a key as a 0600 file in
 * the sync's private directory (removed with it when the sync ends).
 */

/**
 * `Authorization: Basic base64(user:token)`. Basic, not Bearer: GitHub, GitLab, Bitbucket and Gitea
 * take a token as the password of Basic authentication, and so does any `git http-backend` behind
 * Basic auth. GitHub's documented user name for a token is `x-access-token`; others ignore it.
 */
export function authorizationHeader(credentials: { username?: string; token: string }): string {
  const pair = `${credentials.username || 'x-access-token'}:${credentials.token}`;
  return `Authorization: Basic ${Buffer.from(pair, 'utf8').toString('base64')}`;
}

/** Writes the key where only this user can read it; ssh refuses a key file others can read. */
export async function writeKeyFile(privateDir: string, key: string): Promise<string> {
  const path = join(privateDir, 'identity');
  // A key pasted from elsewhere may carry CRLF or lack the final newline; ssh reads neither.
  const text = `${key.replace(/\r\n?/g, '\n').trim()}\n`;
  await writeFile(path, text, { mode: 0o600, flag: 'wx' });
  return path;
}

export type SshOptions = {
  keyFile?: string;
  knownHostsFile: string;
  /** The host as typed: known-hosts entries are kept under it. */
  host: string;
  /** The checked address ssh connects to, so that ssh never looks the name up itself. */
  address: string;
  connectTimeoutSeconds: number;
};

/**
 * GIT_SSH_COMMAND (git runs it through a shell, hence the quoting). `-F /dev/null`: ssh reads its
 * configuration and default keys from the passwd home directory, not from $HOME, so the service
 * user's own ~/.ssh must be shut out explicitly; without repo_auth no key at all is offered.
 */
export function sshCommand(options: SshOptions): string {
  const settings = [
    `IdentityFile=${options.keyFile ?? '/dev/null'}`,
    'IdentitiesOnly=yes',
    'IdentityAgent=none',
    'BatchMode=yes',
    'PasswordAuthentication=no',
    'KbdInteractiveAuthentication=no',
    'StrictHostKeyChecking=accept-new',
    `UserKnownHostsFile=${options.knownHostsFile}`,
    'GlobalKnownHostsFile=/dev/null',
    `HostName=${options.address}`,
    `HostKeyAlias=${options.host}`,
    'CheckHostIP=no',
    `ConnectTimeout=${options.connectTimeoutSeconds}`,
  ];
  return ['ssh', '-F', '/dev/null', ...settings.flatMap((setting) => ['-o', setting])].map(shellQuote).join(' ');
}

/** One POSIX shell word, whatever the text holds. */
export function shellQuote(text: string): string {
  return /^[A-Za-z0-9_./=:@,+-]+$/.test(text) ? text : `'${text.replace(/'/g, `'\\''`)}'`;
}
