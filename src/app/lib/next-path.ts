import { paths } from './paths';

/**
 * The `next` parameter of the login page, if it is a path inside this app;
 * anything else (absolute or protocol-relative URLs, `/\evil`, the login page
 * itself) falls back to the home page, so a crafted link cannot send a fresh
 * session elsewhere.
 */
export function safeNextPath(next: string | null | undefined): string {
  if (!next?.startsWith('/') || next.startsWith('//') || next.startsWith('/\\')) return paths.home;
  try {
    const origin = window.location.origin;
    const url = new URL(next, origin);
    if (url.origin !== origin || url.pathname === paths.login) return paths.home;
    return url.pathname + url.search + url.hash;
  } catch {
    return paths.home;
  }
}
