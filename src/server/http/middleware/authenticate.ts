import { createMiddleware } from 'hono/factory';
import { mayRequest } from '../../auth/permissions';
import { findUserByToken, touchLastSeen } from '../../db/repositories/users';
import type { AuthThrottle } from '../auth-throttle';
import { clientAddress } from '../client-address';
import type { AppEnv } from '../context';
import { invalidToken, notAuthenticated, permissionDenied, throttled } from '../problems';

const PUBLIC_PATHS = [/^\/api\/openapi\.json$/, /^\/api\/swagger(\/.*)?$/];
/** `last_seen_at` is written at most this often per user (each write makes cached token lookups stale). */
const SEEN_EVERY_MS = 60_000;

/**
 * CONTRACT §2: `Authorization: Token <token>`, the scheme word in any case; a write (or a restricted
 * read) needs a role its row of the permission table allows (CONTRACT §11, auth/permissions.ts).
 * CONTRACT §9: an address that sent too many invalid tokens is refused before its token is looked
 * at, so guessing goes no faster with a valid token mixed in.
 */
export const authenticate = (throttle: AuthThrottle) => {
  const seen = new Map<number, number>();
  return createMiddleware<AppEnv>(async (c, next) => {
    if (PUBLIC_PATHS.some((p) => p.test(c.req.path))) return next();
    const header = c.req.header('authorization');
    const match = header ? /^token(?:\s+(\S*))?\s*$/i.exec(header) : null;
    if (!match) throw notAuthenticated();
    const { config, db, now, peerAddress } = c.get('deps');
    const address = clientAddress(c, config.trustedProxies, peerAddress);
    const at = now().getTime();
    const wait = throttle.waitSeconds(address, at);
    if (wait > 0) throw throttled(wait);
    const token = match[1] ?? '';
    const user = /^[0-9a-f]{40}$/.test(token) ? await findUserByToken(db, token) : undefined;
    if (!user) {
      throttle.recordFailure(address, at);
      throw invalidToken();
    }
    c.set('user', user);
    if ((seen.get(user.id) ?? -Infinity) < at - SEEN_EVERY_MS) {
      seen.set(user.id, at);
      await touchLastSeen(db, user.id, now());
    }
    if (!mayRequest(user.role, c.req.method, c.req.path)) throw permissionDenied();
    return next();
  });
};
