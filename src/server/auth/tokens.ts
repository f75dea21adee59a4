import { createHash, randomBytes } from 'node:crypto';

/** CONTRACT §2: 40 lowercase hex characters (160 random bits). */
export function generateToken(): string {
  return randomBytes(20).toString('hex');
}

/** Tokens are random, so a plain SHA-256 is enough: no salt or stretching needed to resist guessing. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}
