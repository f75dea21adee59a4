import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { forbiddenKind } from '../../net/ssrf-guard';
import { WorkspaceError } from './types';

/**
 * Resolves the repository's host once and checks every address it resolves to (CONTRACT §9, §15);
 * git is then pinned to these addresses, so a second lookup (DNS rebinding) cannot swap one in.
 * With `allowLocal` any address passes, but the host must still resolve.
 */
export async function checkedAddresses(host: string, allowLocal: boolean, signal: AbortSignal): Promise<string[]> {
  let addresses: string[];
  if (isIP(host)) addresses = [host];
  else {
    try {
      const found = await abortable(lookup(host, { all: true, verbatim: true }), signal);
      addresses = [...new Set(found.map((entry) => entry.address))];
    } catch {
      if (signal.aborted) throw signal.reason;
      throw new WorkspaceError({ cause: 'unresolvable_host', host });
    }
  }
  if (addresses.length === 0) throw new WorkspaceError({ cause: 'unresolvable_host', host });
  if (!allowLocal && addresses.some((address) => forbiddenKind(address) !== undefined)) {
    throw new WorkspaceError({ cause: 'address_not_allowed', host });
  }
  return addresses;
}

/** getaddrinfo cannot be cancelled; the sync stops waiting for it instead. */
function abortable<T>(work: Promise<T>, signal: AbortSignal): Promise<T> {
  if (signal.aborted) return Promise.reject(signal.reason);
  return new Promise<T>((resolve, reject) => {
    const stop = () => reject(signal.reason);
    signal.addEventListener('abort', stop, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener('abort', stop));
  });
}

/**
 * `http.curloptResolve` (git ≥ 2.37) for an http(s) host name: curl connects to these addresses and
 * never resolves the name itself. Every address given was checked, so curl may pick any of them (and
 * fall back between IPv6 and IPv4). An IP literal needs no entry: nothing is looked up.
 */
export function curlResolveEntry(host: string, port: number, addresses: string[]): string | undefined {
  if (isIP(host)) return undefined;
  const spelled = addresses.map((address) => (isIP(address) === 6 ? `[${address}]` : address));
  return `${host}:${port}:${spelled.join(',')}`;
}

/**
 * The address ssh connects to in place of the host name (`-o HostName=`): ssh takes one, so an IPv4
 * address is preferred, which any host can reach; the known-hosts entry stays under the host's name.
 */
export function sshPinnedAddress(addresses: string[]): string {
  return addresses.find((address) => isIP(address) === 4) ?? addresses[0]!;
}
