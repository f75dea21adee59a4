import { mkdir } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { hardenedEnvironment } from '../git/environment';
import { authorizationHeader, sshCommand, writeKeyFile } from './credentials';
import { createGit, type Git } from './git-command';
import { configEnvironment, hardenedConfig } from './git-config';
import { checkedAddresses, curlResolveEntry, sshPinnedAddress } from './pinned-address';
import type { RepositoryLocation } from './repository-url';
import type { SyncRequest } from './types';

const MAX_SSH_CONNECT_SECONDS = 30;

/**
 * The git of one sync: the host checked and pinned, credentials wired in (never into argv), HOME an
 * empty directory inside `privateDir`, which the caller removes when the sync ends.
 */
export async function prepareGit(
  request: SyncRequest,
  location: RepositoryLocation,
  signal: AbortSignal,
  privateDir: string,
): Promise<Git> {
  const { limits, credentials } = request;
  const home = join(privateDir, 'home');
  await mkdir(home, { mode: 0o700 });
  // file:// only for a local repository (which only ARGUS_ALLOW_LOCAL_REPOSITORIES lets through).
  const config = hardenedConfig(location.transport === 'file');
  const extra: Record<string, string> = {};
  const secrets: string[] = [];

  if (location.transport === 'http') {
    const addresses = await checkedAddresses(location.host, limits.allowLocal, signal);
    const pin = curlResolveEntry(location.host, location.port, addresses);
    if (pin) config.push('-c', `http.curloptResolve=${pin}`);
    if (credentials && 'token' in credentials) {
      const header = authorizationHeader(credentials);
      Object.assign(extra, configEnvironment([['http.extraHeader', header]]));
      secrets.push(credentials.token, header.replace(/^Authorization: Basic /, ''));
    }
  } else if (location.transport === 'ssh') {
    const addresses = await checkedAddresses(location.host, limits.allowLocal, signal);
    const keyFile =
      credentials && 'ssh_private_key' in credentials
        ? await writeKeyFile(privateDir, credentials.ssh_private_key)
        : undefined;
    // ssh adds the host's key on first contact (accept-new); it cannot create the directory itself.
    await mkdir(dirname(request.knownHostsFile), { recursive: true, mode: 0o700 });
    extra.GIT_SSH_COMMAND = sshCommand({
      keyFile,
      knownHostsFile: request.knownHostsFile,
      host: location.host,
      address: sshPinnedAddress(addresses),
      connectTimeoutSeconds: Math.max(1, Math.min(MAX_SSH_CONNECT_SECONDS, Math.ceil(limits.timeoutMs / 1000))),
    });
    // Tells git how to pass a port and the protocol version to the command above.
    extra.GIT_SSH_VARIANT = 'ssh';
  }

  return createGit({
    config,
    env: hardenedEnvironment({ home, ceiling: dirname(request.dir), extra }),
    signal,
    host: location.transport === 'file' ? 'localhost' : location.host,
    secrets,
  });
}
