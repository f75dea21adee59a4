import { createHmac, randomBytes } from 'node:crypto';

/**
 * Standard Webhooks signing (https://www.standardwebhooks.com/): the secret is `whsec_` + base64 of
 * random bytes; each request carries `webhook-id`, `webhook-timestamp` (Unix seconds) and
 * `webhook-signature: v1,<base64 HMAC-SHA256 of "id.timestamp.body">`, keyed by the decoded bytes.
 */
const PREFIX = 'whsec_';
const SECRET_BYTES = 24;

export function newSigningSecret(): string {
  return `${PREFIX}${randomBytes(SECRET_BYTES).toString('base64')}`;
}

/** The three headers of one signed request. The timestamp is wall time: receivers compare it with theirs. */
export function signatureHeaders(
  secret: string,
  messageId: string,
  body: Buffer,
  now: Date = new Date(),
): Record<string, string> {
  const timestamp = String(Math.floor(now.getTime() / 1000));
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const signature = createHmac('sha256', key).update(`${messageId}.${timestamp}.`).update(body).digest('base64');
  return { 'webhook-id': messageId, 'webhook-timestamp': timestamp, 'webhook-signature': `v1,${signature}` };
}
