import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage, validateHeaderValue } from 'node:http';
import type { ClientRequest } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { HIDDEN_HEADER_VALUE } from '../../contract/webhooks';
import { VERSION } from '../version';
import { signatureHeaders } from './signing';
import { DnsFailure, resolveTarget, TargetRefused } from '../net/ssrf-guard';

const RESPONSE_EXCERPT_BYTES = 1024;
/** Every call to a webhook target names Argus and its version, whichever path sent it. */
const USER_AGENT = `Argus/${VERSION} (webhooks)`;

export type SendOptions = {
  url: string;
  token?: string | null;
  /** A Standard Webhooks secret (`whsec_…`): when set, the request is signed. */
  signingSecret?: string | null;
  body: unknown;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  authHeader: string;
  deliveryId?: string;
  attempt?: number;
};

/**
 * Why a request failed: `request` = it could not even be built or started (a URL that is not http(s),
 * a token no header can carry, anything else Node refuses before connecting).
 */
export type ErrorKind =
  | 'dns'
  | 'refused'
  | 'tls'
  | 'timeout'
  | 'ssrf'
  | 'status'
  | 'redirect'
  | 'connection'
  | 'request';

export type SendResult = {
  success: boolean;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  error_kind: ErrorKind | null;
  response_excerpt: string;
  delivery_id: string;
  /** The headers sent, the token's and the signature's values shown as "***". */
  request_headers: Record<string, string>;
  /** The exact body sent (null when no request could be built). */
  request_body: string | null;
  response_headers: Record<string, string>;
};

const TLS_CODES = /CERT|SSL|TLS|SELF_SIGNED|UNABLE_TO_VERIFY|ERR_OSSL/;

/**
 * The one way Argus calls a webhook target (test, refresh, every delivery): one POST, no redirects
 * followed, the answer read up to 1 KiB, the whole exchange bounded by the timeout, the connection made
 * to the address the SSRF guard checked. Never throws: every failure is a result with an error text.
 */
export async function sendWebhook(options: SendOptions): Promise<SendResult> {
  const started = performance.now();
  const deliveryId = options.deliveryId ?? randomUUID();
  const payload = Buffer.from(JSON.stringify(options.body));
  const headers = requestHeaders(options, deliveryId, payload);
  const finish = (partial: Partial<SendResult>): SendResult => ({
    success: false,
    status_code: null,
    error: null,
    error_kind: null,
    response_excerpt: '',
    response_headers: {},
    ...partial,
    duration_ms: Math.round(performance.now() - started),
    delivery_id: deliveryId,
    request_headers: shownHeaders(headers, options),
    request_body: payload.toString('utf8'),
  });

  let url: URL;
  try {
    url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    return finish({ error: 'the URL is not an absolute http(s) URL', error_kind: 'request' });
  }

  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveTarget(url.hostname, options.allowPrivateTargets);
  } catch (error) {
    if (error instanceof TargetRefused) return finish({ error: error.message, error_kind: 'ssrf' });
    if (error instanceof DnsFailure) return finish({ error: error.message, error_kind: 'dns' });
    return finish({ error: requestError(error, options.token), error_kind: 'request' });
  }
  if (options.token) {
    try {
      validateHeaderValue(options.authHeader, options.token);
    } catch {
      // A token written before the contract's rule, or straight into the database: say so without echoing it.
      return finish({
        error: `the token cannot be sent in the ${options.authHeader} header: it holds a character no HTTP header can carry`,
        error_kind: 'request',
      });
    }
  }

  // Connect to the checked address; Host and TLS SNI still name the URL's host.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    let timer: NodeJS.Timeout | undefined;
    let req: ClientRequest | undefined;
    const settle = (partial: Partial<SendResult>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req?.destroy();
      resolve(finish(partial));
    };
    // Node validates headers and options synchronously: whatever it throws is a failed request, not a crash.
    try {
      const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
      req = request(url, { method: 'POST', headers, lookup: pinned, agent: false }, (res: IncomingMessage) => {
        readExcerpt(res, (excerpt) => {
          const hide = hiding(options.token);
          settle({ ...answered(res, hide(excerpt)), response_headers: answerHeaders(res, hide) });
        });
      });
      timer = setTimeout(() => {
        settle({ error_kind: 'timeout', error: `no answer within ${options.timeoutMs / 1000} s (timeout)` });
      }, options.timeoutMs);
      req.on('error', (error: NodeJS.ErrnoException) => settle(connectionFailure(error, target.address, url)));
      req.end(payload);
    } catch (error) {
      settle({ error: requestError(error, options.token), error_kind: 'request' });
    }
  });
}

function requestHeaders(options: SendOptions, deliveryId: string, payload: Buffer): Record<string, string> {
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(payload.length),
    'User-Agent': USER_AGENT,
    'X-Argus-Delivery': deliveryId,
  };
  if (options.attempt !== undefined) headers['X-Argus-Attempt'] = String(options.attempt);
  if (options.token) headers[options.authHeader] = options.token;
  if (options.signingSecret) Object.assign(headers, signatureHeaders(options.signingSecret, deliveryId, payload));
  return headers;
}

/** The headers as an attempt row keeps them: the token and the signature hidden. */
function shownHeaders(headers: Record<string, string>, options: SendOptions): Record<string, string> {
  const shown = { ...headers };
  if (options.token) shown[options.authHeader] = HIDDEN_HEADER_VALUE;
  if (shown['webhook-signature']) shown['webhook-signature'] = HIDDEN_HEADER_VALUE;
  return shown;
}

/** Hides the token wherever a target echoes it back (a header, the body), before anything is stored. */
const hiding = (token: string | null | undefined) => (text: string) =>
  token ? text.split(token).join(HIDDEN_HEADER_VALUE) : text;

function answerHeaders(res: IncomingMessage, hide: (text: string) => string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(res.headers)) {
    if (value !== undefined) headers[name] = hide(Array.isArray(value) ? value.join(', ') : value);
  }
  return headers;
}

/** The result of an answer: 2xx delivered; a redirect (never followed) or any other status failed. */
function answered(res: IncomingMessage, excerpt: string): Partial<SendResult> {
  const status = res.statusCode ?? 0;
  if (status >= 200 && status < 300) return { success: true, status_code: status, response_excerpt: excerpt };
  if (status >= 300 && status < 400) {
    const where = res.headers.location ? ` to ${res.headers.location}` : '';
    return {
      status_code: status,
      error_kind: 'redirect',
      response_excerpt: excerpt,
      error: `answered HTTP ${status} (redirect${where}); redirects are not followed`,
    };
  }
  return {
    status_code: status,
    error_kind: 'status',
    response_excerpt: excerpt,
    error: `answered HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`,
  };
}

function connectionFailure(error: NodeJS.ErrnoException, address: string, url: URL): Partial<SendResult> {
  const code = error.code ?? '';
  if (code === 'ECONNREFUSED') {
    const port = url.port || (url.protocol === 'https:' ? 443 : 80);
    return { error_kind: 'refused', error: `connection refused by ${address}:${port}` };
  }
  if (TLS_CODES.test(code) || TLS_CODES.test(error.message))
    return { error_kind: 'tls', error: `TLS error: ${error.message}` };
  return { error_kind: 'connection', error: `connection failed: ${code || error.message}` };
}

/** The text of a failure to build or start a request, never carrying the token. */
function requestError(error: unknown, token: string | null | undefined): string {
  const { code, message } = error as NodeJS.ErrnoException;
  const text = `could not send the request: ${code ? `${code}: ` : ''}${String(message ?? error).split('\n')[0]}`;
  return token ? text.split(token).join('[token]') : text;
}

/** Reads at most RESPONSE_EXCERPT_BYTES of the answer and stops there. */
function readExcerpt(res: IncomingMessage, done: (excerpt: string) => void) {
  const chunks: Buffer[] = [];
  let size = 0;
  let finished = false;
  const end = () => {
    if (finished) return;
    finished = true;
    done(Buffer.concat(chunks).subarray(0, RESPONSE_EXCERPT_BYTES).toString('utf8'));
  };
  res.on('data', (chunk: Buffer) => {
    chunks.push(chunk);
    size += chunk.length;
    if (size >= RESPONSE_EXCERPT_BYTES) end();
  });
  res.on('end', end);
  res.on('error', end);
  res.on('aborted', end);
}

/** A request that could not even be built (no connection was made): a failed result of kind `request`. */
export function failedRequest(error: string, body: unknown = null): SendResult {
  return {
    success: false,
    status_code: null,
    duration_ms: 0,
    error,
    error_kind: 'request',
    response_excerpt: '',
    delivery_id: randomUUID(),
    request_headers: {},
    request_body: body === null ? null : JSON.stringify(body),
    response_headers: {},
  };
}
