import { useSyncExternalStore } from 'react';
import { i18n } from './i18n';

/**
 * The session: the API token and the base URL of the Argus server it belongs to.
 * Kept in memory and in sessionStorage (survives a reload, ends with the tab).
 * Never localStorage: a token there would outlive the session and leak to every tab.
 */
export type Session = { token: string | null; baseUrl: string };

/** Why the last session ended: a deliberate logout, or the server refused the token. */
export type EndReason = 'logout' | 'rejected';

const STORAGE_KEY = 'argus.session';
const listeners = new Set<() => void>();
let session: Session = read();
let endReason: EndReason | null = null;

function read(): Session {
  try {
    const raw = globalThis.sessionStorage?.getItem(STORAGE_KEY);
    if (raw) {
      const value: unknown = JSON.parse(raw);
      if (value && typeof value === 'object') {
        const { token, baseUrl } = value as Record<string, unknown>;
        return {
          token: typeof token === 'string' && token !== '' ? token : null,
          baseUrl: typeof baseUrl === 'string' ? normalizeBaseUrl(baseUrl) : '',
        };
      }
    }
  } catch {
    // Storage disabled or corrupt: start signed out.
  }
  return { token: null, baseUrl: '' };
}

function write(next: Session) {
  session = next;
  try {
    globalThis.sessionStorage?.setItem(STORAGE_KEY, JSON.stringify(next));
  } catch {
    // Storage disabled: the session lives in memory only.
  }
  for (const listener of listeners) listener();
}

export const sessionStore = {
  getSession: (): Session => session,
  getToken: (): string | null => session.token,
  /** '' means the same origin as the console. */
  getBaseUrl: (): string => session.baseUrl,
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  /** Start a session with a token the server has accepted. */
  start(token: string, baseUrl: string) {
    endReason = null;
    write({ token, baseUrl: normalizeBaseUrl(baseUrl) });
  },
  /** Swap the token of the current session (after regenerating it). */
  replaceToken(token: string) {
    write({ ...session, token });
  },
  /** End the session; the base URL stays so the login form can offer it again. */
  clear(reason: EndReason = 'rejected') {
    if (session.token === null) return;
    endReason = reason;
    write({ ...session, token: null });
  },
  getEndReason: (): EndReason | null => endReason,
  /** Re-read storage; for tests that prepare sessionStorage before rendering. */
  reload() {
    session = read();
    endReason = null;
    for (const listener of listeners) listener();
  },
};

export function useSession(): Session {
  return useSyncExternalStore(sessionStore.subscribe, sessionStore.getSession);
}

/** Trim and drop trailing slashes so that `base + '/api/…'` never doubles a slash. */
export function normalizeBaseUrl(value: string): string {
  return value.trim().replace(/\/+$/, '');
}

/** What the header shows for the instance: the API host, or "this server" when same-origin. */
export function describeInstance(baseUrl: string): string {
  if (!baseUrl) return i18n._('lib.thisServer');
  try {
    return new URL(baseUrl).host;
  } catch {
    return baseUrl;
  }
}

/** Where requests go, for messages: the base URL or the console's own origin. */
export function serverLabel(baseUrl: string): string {
  return baseUrl || globalThis.location?.origin || i18n._('lib.thisServer');
}
