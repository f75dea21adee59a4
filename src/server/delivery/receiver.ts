import { timingSafeEqual } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook } from 'standardwebhooks';
import { DeliveryBodySchema, EventSchema } from '../../contract/triggers';

export type ReceivedRequest = {
  at: Date;
  path: string;
  headers: IncomingHttpHeaders;
  /** The body exactly as received (what a signature covers). */
  rawBody: string;
  deliveryId: string | undefined;
  attempt: number | undefined;
  /** Whether the auth header matched the expected token; undefined when no token is expected. */
  tokenMatched: boolean | undefined;
  /**
   * Whether the Standard Webhooks signature verified (by the `standardwebhooks` reference library, not
   * our own HMAC); undefined when no signing secret is expected.
   */
  signatureValid: boolean | undefined;
  events: { created_at: string; trigger: string; payload: unknown }[];
  /** Events whose payload does not match their trigger's schema, with the reason. */
  mismatches: string[];
  answeredWith: number;
  /** When the answer was written (after `delayMs`); unset while unanswered. */
  answeredAt?: Date;
};

export type ReceiverOptions = {
  port?: number;
  host?: string;
  token?: string;
  /** A Standard Webhooks secret (`whsec_…`): every request's signature is checked with it. */
  signingSecret?: string;
  authHeader?: string;
  /** Answer every request with this status instead of 200 (changeable while running). */
  failWith?: number;
  /** Never answer (to try timeouts); changeable while running. */
  hang?: boolean;
  /** Answer this many milliseconds after the request arrived (a slow target); changeable while running. */
  delayMs?: number;
  /** Per-path failures, for tests that share one receiver between webhooks. */
  failPaths?: Map<string, number>;
  onRequest?: (request: ReceivedRequest) => void;
};

export type Receiver = {
  url: string;
  requests: ReceivedRequest[];
  options: ReceiverOptions;
  close: () => Promise<void>;
};

const sameText = (a: string, b: string) => a.length === b.length && timingSafeEqual(Buffer.from(a), Buffer.from(b));

function signatureVerifies(verifier: Webhook, rawBody: string, headers: IncomingHttpHeaders): boolean {
  const signed: Record<string, string> = {};
  for (const name of ['webhook-id', 'webhook-timestamp', 'webhook-signature']) {
    const value = headers[name];
    if (typeof value === 'string') signed[name] = value;
  }
  try {
    verifier.verify(rawBody, signed);
    return true;
  } catch {
    return false;
  }
}

/** A webhook receiver for trying Argus locally and for the tests: records and checks every request. */
export function startReceiver(options: ReceiverOptions = {}): Promise<Receiver> {
  const requests: ReceivedRequest[] = [];
  const authHeader = (options.authHeader ?? 'X-Argus-Authentication').toLowerCase();
  const verifier = options.signingSecret === undefined ? undefined : new Webhook(options.signingSecret);
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks).toString('utf8');
      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = undefined;
      }
      const events = Array.isArray((body as { events?: unknown })?.events)
        ? (body as { events: ReceivedRequest['events'] }).events
        : [];
      const mismatches: string[] = [];
      if (!DeliveryBodySchema.safeParse(body).success) {
        if (events.length === 0) mismatches.push('the body is not {"events": [...]}');
        events.forEach((event, index) => {
          const parsed = EventSchema.safeParse(event);
          if (!parsed.success) {
            const where = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
            mismatches.push(`event ${index} (${event?.trigger}): ${where}`);
          }
        });
        if (mismatches.length === 0) mismatches.push('the body has keys outside {"events": [...]}');
      }
      const header = req.headers[authHeader];
      const status = options.failPaths?.get(req.url ?? '/') ?? options.failWith ?? 200;
      const record: ReceivedRequest = {
        at: new Date(),
        path: req.url ?? '/',
        headers: req.headers,
        rawBody,
        deliveryId: req.headers['x-argus-delivery'] as string | undefined,
        attempt: req.headers['x-argus-attempt'] ? Number(req.headers['x-argus-attempt']) : undefined,
        tokenMatched:
          options.token === undefined ? undefined : typeof header === 'string' && sameText(header, options.token),
        signatureValid: verifier && signatureVerifies(verifier, rawBody, req.headers),
        events,
        mismatches,
        answeredWith: status,
      };
      requests.push(record);
      options.onRequest?.(record);
      if (options.hang) return;
      const answer = () => {
        record.answeredAt = new Date();
        res
          .writeHead(status, { 'Content-Type': 'text/plain' })
          .end(status < 300 ? 'ok' : `failing with ${status} on purpose`);
      };
      if (options.delayMs) setTimeout(answer, options.delayMs);
      else answer();
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      resolve({
        url: `http://${options.host ?? '127.0.0.1'}:${port}/`,
        requests,
        options,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      });
    });
  });
}
