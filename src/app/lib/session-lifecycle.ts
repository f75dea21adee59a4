import { sessionStore, type EndReason } from './session-store';
import { queryClient } from './query-client';

/**
 * Begin a session with a token the server accepted. Cached data belongs to the
 * previous user (if any), so the cache is dropped first.
 */
export function startSession(token: string, baseUrl: string) {
  queryClient.clear();
  sessionStore.start(token, baseUrl);
}

/**
 * Log out, or the server refused the token (401). The token goes first so the
 * shell's guard leaves for the login page before anything refetches, then the
 * whole cache goes.
 */
export function endSession(reason: EndReason = 'rejected') {
  sessionStore.clear(reason);
  queryClient.clear();
}

export const logOut = () => endSession('logout');
