import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Encrypts webhook tokens at rest (AES-256-GCM), so a database dump alone does not reveal them. The key
 * comes from ARGUS_SECRET_KEY (every process sharing a PostgreSQL database needs the same one) or,
 * failing that, from `secret.key` in the data directory, created on first use with mode 0600.
 */
export class SecretBox {
  private constructor(private readonly key: Buffer) {}

  static fromKeyText(text: string): SecretBox {
    return new SecretBox(createHash('sha256').update(text).digest());
  }

  static fromEnvironmentOrDataDir(envKey: string | undefined, dataDir: string): SecretBox {
    if (envKey) return SecretBox.fromKeyText(envKey);
    const path = join(dataDir, 'secret.key');
    if (!existsSync(path)) {
      mkdirSync(dataDir, { recursive: true });
      writeFileSync(path, randomBytes(32).toString('base64'), { mode: 0o600, flag: 'wx' });
    }
    return SecretBox.fromKeyText(readFileSync(path, 'utf8').trim());
  }

  /**
   * A key for another use, derived from this one (HMAC-SHA-256 of `purpose` under the box's key), in
   * base64: the secrets analysis keys its fingerprints with it, so a fingerprint is stable for the
   * installation and worthless elsewhere, and the box's own key never leaves this process.
   */
  derivedKey(purpose: string): string {
    return createHmac('sha256', this.key).update(`argus:${purpose}`).digest('base64');
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return `v1:${iv.toString('base64')}:${cipher.getAuthTag().toString('base64')}:${sealed.toString('base64')}`;
  }

  open(text: string): string {
    const [version, iv, tag, sealed] = text.split(':');
    if (version !== 'v1' || !iv || !tag || !sealed) throw new Error('not a sealed secret');
    const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64'));
    decipher.setAuthTag(Buffer.from(tag, 'base64'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64')), decipher.final()]).toString('utf8');
  }
}
