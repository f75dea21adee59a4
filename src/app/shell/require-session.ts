import { redirect, type LoaderFunctionArgs } from 'react-router';
import { loginPath } from '../lib/paths';
import { sessionStore } from '../lib/session-store';

/**
 * Loader of the signed-in routes: without a token, go to the login page before
 * the shell's chunk is even fetched. (The shell itself handles a session that
 * ends while it is shown.)
 */
export function requireSession({ request }: LoaderFunctionArgs) {
  if (!sessionStore.getToken()) {
    const url = new URL(request.url);
    throw redirect(loginPath(url.pathname + url.search));
  }
  return null;
}
