import { ProfileSchema } from '../../../contract/profile';
import { createApiClient, isApiError } from '../../lib/api-client';
import { errorMessage } from '../../lib/error-message';
import { currentLanguage, i18n, loadEveryCatalog } from '../../lib/i18n';
import { profileKeys } from '../../lib/profile-query';
import { queryClient } from '../../lib/query-client';
import { startSession } from '../../lib/session-lifecycle';

export type SignInResult =
  | { ok: true }
  | { ok: false; field: 'token'; message: string }
  | { ok: false; field?: undefined; message: string };

/**
 * Ask the server before accepting the token (GET /api/profile/ with it); only
 * then start the session. Loaded on demand by the login page (first input or
 * submit, not on render): it carries zod, react-query's cache and the API
 * client, which the page's first paint does not need. The profile goes into the
 * app's one query client, which the signed-in layout provides.
 */
export async function signIn(token: string, baseUrl: string): Promise<SignInResult> {
  // The messages below (and the API client's) are in the console's catalogs, which started loading with
  // this module (load-sign-in.ts); usually there already. Without them (network), message ids.
  await loadEveryCatalog().catch(() => undefined);
  // A client of its own: a 401 here is an answer about this token, not the end of a session.
  const probe = createApiClient({ baseUrl: () => baseUrl, token: () => token, language: currentLanguage });
  try {
    const profile = await probe.get('/api/profile/', ProfileSchema);
    startSession(token, baseUrl);
    queryClient.setQueryData(profileKeys.all, profile);
    return { ok: true };
  } catch (error) {
    if (isApiError(error, 401)) return { ok: false, field: 'token', message: i18n._('auth.tokenRejected') };
    if (isApiError(error, 0)) {
      return { ok: false, message: i18n._('auth.unreachable', { reason: error.message }) };
    }
    return { ok: false, message: errorMessage(error) };
  }
}
