import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

type IPv4 = ipaddr.IPv4;
type IPv6 = ipaddr.IPv6;

/** How an ipaddr.js range reads in an error text; ranges not named here read "not a public unicast address". */
const RANGE_WORDS: Record<string, string> = {
  loopback: 'loopback',
  private: 'private',
  uniqueLocal: 'unique-local',
  linkLocal: 'link-local',
  carrierGradeNat: 'carrier-grade NAT (CGNAT)',
  multicast: 'multicast',
  broadcast: 'broadcast',
  // 0.0.0.0/8 and `::`: "this host", which many stacks connect to as if it were loopback.
  unspecified: 'reserved',
  reserved: 'reserved',
};

/** Cloud instance metadata services: named on their own, since they are what an SSRF usually goes for. */
const METADATA = [ipaddr.parse('169.254.169.254'), ipaddr.parse('fd00:ec2::254')];

const NAT64_WELL_KNOWN = ipaddr.parseCIDR('64:ff9b::/96');
const NAT64_LOCAL_USE = ipaddr.parseCIDR('64:ff9b:1::/48');

/** The IPv4 address in bytes [from, from + 4) of an IPv6 address. */
const v4At = (bytes: number[], from: number, invert = false): IPv4 =>
  new ipaddr.IPv4(bytes.slice(from, from + 4).map((b) => (invert ? b ^ 0xff : b)));

/**
 * The IPv4 addresses an IPv6 address carries and a router or translator would end up sending to, with
 * the name of the form. IPv4-mapped addresses never get here: `ipaddr.process` has unwrapped them.
 */
function embeddedIPv4(ip: IPv6, range: string): { form: string; addresses: IPv4[] } | undefined {
  const bytes = ip.toByteArray();
  // Both NAT64 prefixes are used with the IPv4 address in the last 32 bits (RFC 6052 §2.2, the /96 form).
  if (range === 'rfc6052' && (ip.match(NAT64_WELL_KNOWN) || ip.match(NAT64_LOCAL_USE)))
    return { form: 'a NAT64 form', addresses: [v4At(bytes, 12)] };
  if (range === '6to4') return { form: 'a 6to4 form', addresses: [v4At(bytes, 2)] };
  // 2001:0:SERVER:flags:port:CLIENT (RFC 4380 §4), the client's address stored inverted; both are judged.
  if (range === 'teredo') return { form: 'a Teredo form', addresses: [v4At(bytes, 12, true), v4At(bytes, 4)] };
  // IPv4-compatible (::a.b.c.d): deprecated, yet URL parsers and some stacks still accept it.
  if (range === 'unicast' && bytes.slice(0, 12).every((b) => b === 0))
    return { form: 'an IPv4-compatible form', addresses: [v4At(bytes, 12)] };
  return undefined;
}

function judge(ip: IPv4 | IPv6): string | undefined {
  if (METADATA.some((m) => m.kind() === ip.kind() && m.toNormalizedString() === ip.toNormalizedString()))
    return 'a cloud metadata address';
  const range: string = ip.range();
  if (ip.kind() === 'ipv6') {
    const embedded = embeddedIPv4(ip as IPv6, range);
    if (embedded) {
      for (const v4 of embedded.addresses) {
        const kind = judge(v4);
        if (kind) return `${embedded.form} of ${v4.toString()}, which is ${kind}`;
      }
      return undefined;
    }
  }
  if (range === 'unicast') return undefined;
  return RANGE_WORDS[range] ?? `not a public unicast address (${range})`;
}

/**
 * Why an address may not be connected to (a webhook target, a repository host), or undefined when it
 * may. Only ordinary public unicast addresses pass (CONTRACT §9); an IPv6 address that wraps an IPv4
 * one is judged by the IPv4 inside.
 */
export function forbiddenKind(address: string): string | undefined {
  if (!ipaddr.isValid(address)) return 'not an IP address this service can judge';
  return judge(ipaddr.process(address));
}

/**
 * For a URL whose host is an IP address literal (in any spelling the WHATWG URL parser accepts: it
 * rewrites them all to one canonical form), that address and why it may not be a target; undefined
 * for a host name (judged when it resolves) or a public address.
 */
export function forbiddenLiteralHost(url: string): { address: string; kind: string } | undefined {
  let hostname: string;
  try {
    hostname = new URL(url).hostname;
  } catch {
    return undefined;
  }
  const bare = hostname.replace(/^\[|\]$/g, '');
  if (!isIP(bare)) return undefined;
  const kind = forbiddenKind(bare);
  return kind ? { address: bare, kind } : undefined;
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
