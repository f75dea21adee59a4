import { type IncomingMessage, request as httpRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { checkedAddresses } from '../../workspace/pinned-address';
import { ImageError } from '../types';

/** How a registry may be reached: local addresses only with ARGUS_ALLOW_LOCAL_REPOSITORIES, each request within a time. */
export type HttpRules = { allowLocal: boolean; timeoutMs: number; signal: AbortSignal };

const MAX_REDIRECTS = 5;

/**
 * One GET, the host resolved once and its every address checked by the SSRF guard (CONTRACT §9), the
 * connection pinned to a checked address (a second lookup cannot swap one in); TLS still verifies the
 * host's name. Redirects (a registry sends blobs to its storage) are followed up to five times, each
 * hop checked the same way; `Authorization` goes only to the host it was meant for. A request that
 * does not answer within `timeoutMs` (headers, then each pause in the body) fails in words.
 */
export async function get(url: URL, headers: Record<string, string>, rules: HttpRules): Promise<IncomingMessage> {
  let at = url;
  let sent = headers;
  for (let hop = 0; ; hop++) {
    const response = await getOnce(at, sent, rules);
    const location = response.headers.location;
    if (![301, 302, 303, 307, 308].includes(response.statusCode ?? 0) || !location) return response;
    response.resume();
    if (hop >= MAX_REDIRECTS) throw new ImageError(`The registry redirected more than ${MAX_REDIRECTS} times.`);
    const next = new URL(location, at);
    if (next.protocol !== 'https:' && next.protocol !== 'http:')
      throw new ImageError('The registry redirected outside HTTP.');
    if (next.host !== at.host) {
      const { Authorization: _dropped, ...rest } = sent;
      sent = rest;
    }
    at = next;
  }
}

async function getOnce(url: URL, headers: Record<string, string>, rules: HttpRules): Promise<IncomingMessage> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const [address] = await checkedAddresses(host, rules.allowLocal, rules.signal);
  const family = isIP(address!);
  const pinned: LookupFunction = (_host, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address: address!, family }]);
    else callback(null, address!, family);
  };
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<IncomingMessage>((resolve, reject) => {
    const req = request(
      url,
      {
        method: 'GET',
        headers: { 'User-Agent': 'Argus', ...headers },
        lookup: pinned,
        agent: false,
        signal: rules.signal,
      },
      (response) => {
        resolve(response);
      },
    );
    req.setTimeout(rules.timeoutMs, () =>
      req.destroy(new ImageError(`The registry ${url.host} did not answer within ${rules.timeoutMs / 1000} s.`)),
    );
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (error instanceof ImageError || rules.signal.aborted) reject(error);
      else reject(new ImageError(`Could not reach the registry ${url.host}: ${error.code ?? error.message}.`));
    });
    req.end();
  });
}

/** A response's body as text, at most `limit` bytes (a manifest, a token), else an error naming what. */
export async function bodyText(response: IncomingMessage, limit: number, what: string): Promise<string> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && declared > limit) {
    response.destroy();
    throw new ImageError(`The ${what} is too large (more than ${Math.round(limit / 1024)} KiB).`);
  }
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of response as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > limit) {
      response.destroy();
      throw new ImageError(`The ${what} is too large (more than ${Math.round(limit / 1024)} KiB).`);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}
