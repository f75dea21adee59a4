import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

type Range = { subnet: string; prefix: number; type: 'ipv4' | 'ipv6'; kind: string };

/** Address ranges a webhook may not reach unless WEBHOOK_ALLOW_PRIVATE_TARGETS is true. */
const RANGES: Range[] = [
  { subnet: '169.254.169.254', prefix: 32, type: 'ipv4', kind: 'a cloud metadata address' },
  { subnet: '127.0.0.0', prefix: 8, type: 'ipv4', kind: 'loopback' },
  { subnet: '10.0.0.0', prefix: 8, type: 'ipv4', kind: 'private' },
  { subnet: '172.16.0.0', prefix: 12, type: 'ipv4', kind: 'private' },
  { subnet: '192.168.0.0', prefix: 16, type: 'ipv4', kind: 'private' },
  { subnet: '100.64.0.0', prefix: 10, type: 'ipv4', kind: 'carrier-grade NAT (CGNAT)' },
  { subnet: '169.254.0.0', prefix: 16, type: 'ipv4', kind: 'link-local' },
  { subnet: '0.0.0.0', prefix: 8, type: 'ipv4', kind: 'reserved' },
  { subnet: '192.0.0.0', prefix: 24, type: 'ipv4', kind: 'reserved' },
  { subnet: '198.18.0.0', prefix: 15, type: 'ipv4', kind: 'reserved' },
  { subnet: '224.0.0.0', prefix: 4, type: 'ipv4', kind: 'multicast' },
  { subnet: '240.0.0.0', prefix: 4, type: 'ipv4', kind: 'reserved' },
  { subnet: 'fd00:ec2::254', prefix: 128, type: 'ipv6', kind: 'a cloud metadata address' },
  { subnet: '::1', prefix: 128, type: 'ipv6', kind: 'loopback' },
  { subnet: '::', prefix: 128, type: 'ipv6', kind: 'reserved' },
  { subnet: 'fc00::', prefix: 7, type: 'ipv6', kind: 'unique-local' },
  { subnet: 'fe80::', prefix: 10, type: 'ipv6', kind: 'link-local' },
  { subnet: 'ff00::', prefix: 8, type: 'ipv6', kind: 'multicast' },
];

const lists = RANGES.map((range) => {
  const list = new BlockList();
  list.addSubnet(range.subnet, range.prefix, range.type);
  return { list, range };
});

/** Why an address may not be a webhook target, or undefined when it may. */
export function forbiddenKind(address: string): string | undefined {
  // IPv4-mapped (::ffff:10.0.0.5) and NAT64 (64:ff9b::a00:5) addresses are judged by the IPv4 inside.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  if (mapped) return forbiddenKind(mapped);
  const type = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  if (type === 'ipv6' && /^64:ff9b::/i.test(address)) return 'a NAT64 address';
  return lists.find(({ list, range }) => range.type === type && list.check(address, type))?.range.kind;
}

export class TargetRefused extends Error {}
export class DnsFailure extends Error {}

/**
 * Resolves the host once and checks every address it resolves to; the caller connects to the returned
 * address, so a second lookup (DNS rebinding) cannot swap in another.
 */
export async function resolveTarget(
  hostname: string,
  allowPrivate: boolean,
): Promise<{ address: string; family: 4 | 6 }> {
  const bare = hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  if (isIP(bare)) addresses = [{ address: bare, family: isIP(bare) }];
  else {
    try {
      addresses = await lookup(bare, { all: true, verbatim: true });
    } catch (error) {
      throw new DnsFailure(`could not resolve host ${bare} (${(error as NodeJS.ErrnoException).code ?? 'DNS error'})`);
    }
  }
  if (!allowPrivate) {
    for (const { address } of addresses) {
      const kind = forbiddenKind(address);
      if (kind) {
        throw new TargetRefused(`address ${address} is ${kind}; set WEBHOOK_ALLOW_PRIVATE_TARGETS to allow it`);
      }
    }
  }
  const first = addresses[0];
  if (!first) throw new DnsFailure(`could not resolve host ${bare}`);
  return { address: first.address, family: first.family === 6 ? 6 : 4 };
}
