import type { IncomingMessage } from 'node:http';
import { ImageError } from '../types';
import { bodyText, get, type HttpRules } from './http';

/** Basic credentials of an artifact repository (write-only, sealed at rest; opened for the job only). */
export type RegistryCredentials = { username: string; password: string };

/** The parameters of a `WWW-Authenticate` challenge: `Bearer realm="…",service="…",scope="…"`. */
export function parseChallenge(header: string): { scheme: string; params: Record<string, string> } {
  const space = header.indexOf(' ');
  const scheme = (space < 0 ? header : header.slice(0, space)).toLowerCase();
  const params: Record<string, string> = {};
  for (const match of header.slice(space + 1).matchAll(/([A-Za-z_]+)=(?:"((?:[^"\\]|\\.)*)"|([^,\s]*))/g)) {
    params[match[1]!.toLowerCase()] = match[2] ?? match[3] ?? '';
  }
  return { scheme, params };
}

const basic = (c: RegistryCredentials) => `Basic ${Buffer.from(`${c.username}:${c.password}`).toString('base64')}`;

/**
 * The `Authorization` a registry asks for in its 401 challenge (Docker's "Token Authentication
 * Specification"): for `Bearer`, a token from the realm for the repository's pull scope, asked with the
 * artifact repository's basic credentials when it has them (anonymously otherwise); for `Basic`, the
 * credentials themselves. The token is never logged or put into an error.
 */
export async function authorize(
  challenge: IncomingMessage,
  repository: string,
  credentials: RegistryCredentials | null,
  rules: HttpRules,
): Promise<string> {
  const header = challenge.headers['www-authenticate'];
  challenge.resume();
  if (!header) throw new ImageError('The registry answered 401 (unauthorized) without saying how to authenticate.');
  const { scheme, params } = parseChallenge(header);
  if (scheme === 'basic') {
    if (!credentials)
      throw new ImageError('The registry needs credentials (unauthorized): set them on the artifact repository.');
    return basic(credentials);
  }
  if (scheme !== 'bearer' || !params.realm) {
    throw new ImageError(`The registry asks for ${scheme} authentication, which Argus does not speak.`);
  }
  let realm: URL;
  try {
    realm = new URL(params.realm);
  } catch {
    throw new ImageError('The registry names a token realm that is not a URL.');
  }
  if (realm.protocol !== 'https:' && realm.protocol !== 'http:') throw new ImageError('The token realm is not HTTP.');
  if (params.service) realm.searchParams.set('service', params.service);
  realm.searchParams.set('scope', params.scope ?? `repository:${repository}:pull`);
  const response = await get(realm, credentials ? { Authorization: basic(credentials) } : {}, rules);
  if (response.statusCode === 401 || response.statusCode === 403) {
    response.resume();
    throw new ImageError(
      credentials
        ? 'The registry refused the credentials (unauthorized).'
        : 'The registry needs credentials (unauthorized): set them on the artifact repository.',
    );
  }
  if (response.statusCode !== 200) {
    response.resume();
    throw new ImageError(`The registry's token service answered ${response.statusCode}.`);
  }
  let token: unknown;
  try {
    const body = JSON.parse(await bodyText(response, 64 * 1024, 'token answer')) as {
      token?: unknown;
      access_token?: unknown;
    };
    token = body.token ?? body.access_token;
  } catch (error) {
    if (error instanceof ImageError) throw error;
  }
  if (typeof token !== 'string' || token === '') throw new ImageError("The registry's token service gave no token.");
  return `Bearer ${token}`;
}
