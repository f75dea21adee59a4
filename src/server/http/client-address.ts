import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';
import ipaddr from 'ipaddr.js';
import type { AddressRange } from '../config';

/** Where a request without a socket (in-process `app.request` without bindings) comes from. */
export const UNKNOWN_ADDRESS = 'unknown';

type Address = ipaddr.IPv4 | ipaddr.IPv6;

/** IPv4-mapped IPv6 (`::ffff:10.0.0.1`, what a dual-stack socket reports) becomes plain IPv4. */
const parse = (text: string | undefined): Address | undefined =>
  text && ipaddr.isValid(text) ? ipaddr.process(text) : undefined;

const isTrusted = (address: Address, trusted: AddressRange[]) =>
  trusted.some(([network, bits]) => network.kind() === address.kind() && address.match(network, bits));

/** The socket's peer: @hono/node-server passes its IncomingMessage as `env.incoming`. */
function socketPeerAddress(c: Context): string | undefined {
  const env = c.env as { incoming?: { socket?: unknown } } | undefined;
  return env?.incoming?.socket ? getConnInfo(c).remote.address : undefined;
}

/**
 * The client's address: the socket's peer or, while that peer is a trusted proxy, the next
 * `X-Forwarded-For` entry from the right. Entries left of the first untrusted one are whatever the
 * client chose to send, so they are never believed.
 */
export function clientAddress(
  c: Context,
  trusted: AddressRange[],
  peerAddress: (c: Context) => string | undefined = socketPeerAddress,
): string {
  let address = parse(peerAddress(c));
  if (!address) return UNKNOWN_ADDRESS;
  const forwarded = (c.req.header('x-forwarded-for') ?? '').split(',').map((entry) => entry.trim());
  while (isTrusted(address, trusted) && forwarded.length > 0) {
    const next = parse(forwarded.pop());
    if (!next) break;
    address = next;
  }
  return address.toString();
}
