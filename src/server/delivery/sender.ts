import { randomUUID } from 'node:crypto';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { LookupFunction } from 'node:net';
import { DnsFailure, resolveTarget, TargetRefused } from './ssrf-guard';

const RESPONSE_EXCERPT_BYTES = 1024;

export type SendOptions = {
  url: string;
  token?: string | null;
  body: unknown;
  timeoutMs: number;
  allowPrivateTargets: boolean;
  authHeader: string;
  userAgent: string;
  deliveryId?: string;
  attempt?: number;
};

type ErrorKind = 'dns' | 'refused' | 'tls' | 'timeout' | 'ssrf' | 'status' | 'redirect' | 'connection';

export type SendResult = {
  success: boolean;
  status_code: number | null;
  duration_ms: number;
  error: string | null;
  error_kind: ErrorKind | null;
  response_excerpt: string;
  delivery_id: string;
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
  const finish = (partial: Partial<SendResult>): SendResult => ({
    success: false,
    status_code: null,
    error: null,
    error_kind: null,
    response_excerpt: '',
    ...partial,
    duration_ms: Math.round(performance.now() - started),
    delivery_id: deliveryId,
  });

  let url: URL;
  try {
    url = new URL(options.url);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error();
  } catch {
    return finish({ error: 'the URL is not an absolute http(s) URL', error_kind: 'connection' });
  }

  let target: { address: string; family: 4 | 6 };
  try {
    target = await resolveTarget(url.hostname, options.allowPrivateTargets);
  } catch (error) {
    if (error instanceof TargetRefused) return finish({ error: error.message, error_kind: 'ssrf' });
    if (error instanceof DnsFailure) return finish({ error: error.message, error_kind: 'dns' });
    throw error;
  }

  const payload = Buffer.from(JSON.stringify(options.body));
  const headers: Record<string, string> = {
    'Content-Type': 'application/json',
    'Content-Length': String(payload.length),
    'User-Agent': options.userAgent,
    'X-Argus-Delivery': deliveryId,
  };
  if (options.attempt !== undefined) headers['X-Argus-Attempt'] = String(options.attempt);
  if (options.token) headers[options.authHeader] = options.token;
  // Connect to the checked address; Host and TLS SNI still name the URL's host.
  const pinned: LookupFunction = (_host, opts, callback) => {
    if ((opts as { all?: boolean }).all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };

  return new Promise<SendResult>((resolve) => {
    let settled = false;
    const settle = (result: SendResult) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      req.destroy();
      resolve(result);
    };
    const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const req = request(url, { method: 'POST', headers, lookup: pinned, agent: false }, (res: IncomingMessage) => {
      readExcerpt(res, (excerpt) => {
        const status = res.statusCode ?? 0;
        if (status >= 200 && status < 300)
          settle(finish({ success: true, status_code: status, response_excerpt: excerpt }));
        else if (status >= 300 && status < 400) {
          const where = res.headers.location ? ` to ${res.headers.location}` : '';
          settle(
            finish({
              status_code: status,
              error_kind: 'redirect',
              response_excerpt: excerpt,
              error: `answered HTTP ${status} (redirect${where}); redirects are not followed`,
            }),
          );
        } else {
          settle(
            finish({
              status_code: status,
              error_kind: 'status',
              response_excerpt: excerpt,
              error: `answered HTTP ${status}${res.statusMessage ? ` ${res.statusMessage}` : ''}`,
            }),
          );
        }
      });
    });
    const timer = setTimeout(() => {
      settle(finish({ error_kind: 'timeout', error: `no answer within ${options.timeoutMs / 1000} s (timeout)` }));
    }, options.timeoutMs);
    req.on('error', (error: NodeJS.ErrnoException) => {
      const code = error.code ?? '';
      if (code === 'ECONNREFUSED') {
        settle(
          finish({
            error_kind: 'refused',
            error: `connection refused by ${target.address}:${url.port || (url.protocol === 'https:' ? 443 : 80)}`,
          }),
        );
      } else if (TLS_CODES.test(code) || TLS_CODES.test(error.message)) {
        settle(finish({ error_kind: 'tls', error: `TLS error: ${error.message}` }));
      } else {
        settle(finish({ error_kind: 'connection', error: `connection failed: ${code || error.message}` }));
      }
    });
    req.end(payload);
  });
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
