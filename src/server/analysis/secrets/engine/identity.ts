import { createHmac } from 'node:crypto';

/**
 * What stands for a secret once the secret is let go: a keyed fingerprint (the same secret of the same
 * rule gives the same one across runs, and nobody without the installation's key can test a guess
 * against it) and a preview too short to be of use.
 */

/** Hex HMAC-SHA-256 over `rule_id + "\0" + secret`, keyed with the installation's key. */
export function fingerprintOf(key: Buffer, ruleId: string, secret: string): string {
  return createHmac('sha256', key).update(`${ruleId}\0${secret}`).digest('hex');
}

/** At most the first 4 characters and never more than a third of the secret, then "…". */
export function maskedOf(secret: string): string {
  const chars = [...secret];
  return `${chars.slice(0, Math.min(4, Math.floor(chars.length / 3))).join('')}…`;
}
