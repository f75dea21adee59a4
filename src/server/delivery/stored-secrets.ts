import type { SecretBox } from '../secrets/secret-box';

/** A webhook's stored secrets as the database holds them: sealed (SecretBox), or null when unset. */
export type SealedSecrets = { token: string | null; signingSecret: string | null };

/** The secrets opened, or — when this process's ARGUS_SECRET_KEY cannot open one — why not. */
export type OpenedSecrets = { token: string | null; signingSecret: string | null; error?: string };

const CANNOT_OPEN = "cannot be decrypted with this process's ARGUS_SECRET_KEY";

/**
 * Opens what a request to the webhook needs. A secret sealed under another key is not an exception
 * but a failed request whose error says so, so it is recorded and follows the streak like any other.
 */
export function openSecrets(secrets: SecretBox, sealed: SealedSecrets): OpenedSecrets {
  const open = (text: string | null) => (text === null ? null : secrets.open(text));
  let token: string | null;
  try {
    token = open(sealed.token);
  } catch {
    return {
      token: null,
      signingSecret: null,
      error: `the webhook's stored token ${CANNOT_OPEN}; save the token again`,
    };
  }
  try {
    return { token, signingSecret: open(sealed.signingSecret) };
  } catch {
    return {
      token: null,
      signingSecret: null,
      error: `the webhook's stored signing secret ${CANNOT_OPEN}; create a new signing secret`,
    };
  }
}
