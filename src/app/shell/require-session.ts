import { redirect, type LoaderFunctionArgs } from 'react-router';
import { sessionStore } from '../lib/session-store';

/** `/login?next=<path+search>`: where to come back after signing in. */
export function loginPath(next: string): string {
  return next && next !== '/' ? `/login?next=${encodeURIComponent(next)}` : '/login';
}

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
