import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { userInfo } from 'node:os';
import { join } from 'node:path';

const SSHD = '/usr/sbin/sshd';
const SSH_KEYGEN = '/usr/bin/ssh-keygen';
export const hasSshd = existsSync(SSHD) && existsSync(SSH_KEYGEN);

export type Sshd = { port: number; user: string; clientKey: string; close(): void };

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * A throwaway sshd on 127.0.0.1 (Debian's openssh-server) that lets the current user in with one
 * generated ed25519 key; its login shell runs git-upload-pack as a Git hosting service's would.
 */
export async function startSshd(dir: string): Promise<Sshd> {
  const keygen = (file: string) => execFileSync(SSH_KEYGEN, ['-q', '-t', 'ed25519', '-N', '', '-f', file]);
  keygen(join(dir, 'host_key'));
  keygen(join(dir, 'client_key'));
  writeFileSync(join(dir, 'authorized_keys'), readFileSync(join(dir, 'client_key.pub')));
  // sshd started by root insists on its privilege separation directory, which only the service unit creates.
  if (process.getuid?.() === 0) mkdirSync('/run/sshd', { recursive: true, mode: 0o755 });
  const port = await freePort();
  const config = join(dir, 'sshd_config');
  writeFileSync(
    config,
    [
      `Port ${port}`,
      'ListenAddress 127.0.0.1',
      `HostKey ${join(dir, 'host_key')}`,
      `AuthorizedKeysFile ${join(dir, 'authorized_keys')}`,
      // The temporary directory is not owned the way StrictModes wants.
      'StrictModes no',
      'UsePAM no',
      'PasswordAuthentication no',
      'KbdInteractiveAuthentication no',
      'PermitRootLogin prohibit-password',
      'PidFile none',
      '',
    ].join('\n'),
  );
  const sshd: ChildProcess = spawn(SSHD, ['-D', '-e', '-f', config], { stdio: ['ignore', 'ignore', 'pipe'] });
  await new Promise<void>((resolve, reject) => {
    let log = '';
    sshd.stderr?.setEncoding('utf8').on('data', (chunk: string) => {
      if (log.includes('Server listening on')) return; // ready: the rest of its log is not needed
      log += chunk;
      if (log.includes('Server listening on')) resolve();
    });
    sshd.on('exit', (code) => reject(new Error(`sshd exited (${code}): ${log}`)));
  });
  return {
    port,
    user: userInfo().username,
    clientKey: readFileSync(join(dir, 'client_key'), 'utf8'),
    close: () => sshd.kill('SIGKILL'),
  };
}
