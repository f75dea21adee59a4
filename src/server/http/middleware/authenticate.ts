import { createMiddleware } from 'hono/factory';
import { findUserByToken } from '../../db/repositories/users';
import type { AuthThrottle } from '../auth-throttle';
import { clientAddress } from '../client-address';
import type { AppEnv } from '../context';
import { invalidToken, notAuthenticated, permissionDenied, throttled } from '../problems';

const PUBLIC_PATHS = [/^\/api\/openapi\.json$/, /^\/api\/swagger(\/.*)?$/];
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Writes every signed-in user may make about themselves. */
const SELF_SERVICE_WRITES = new Set(['POST /api/profile/api_token/']);

/**
 * CONTRACT §2: `Authorization: Token <token>`, the scheme word in any case; writes need an
 * administrator. CONTRACT §9: an address that sent too many invalid tokens is refused before its
 * token is looked at, so guessing goes no faster with a valid token mixed in.
 */
export const authenticate = (throttle: AuthThrottle) =>
  createMiddleware<AppEnv>(async (c, next) => {
    if (PUBLIC_PATHS.some((p) => p.test(c.req.path))) return next();
    const header = c.req.header('authorization');
    const match = header ? /^token(?:\s+(\S*))?\s*$/i.exec(header) : null;
    if (!match) throw notAuthenticated();
    const { config, db, now, peerAddress } = c.var.deps;
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
    const isWrite = !SAFE_METHODS.has(c.req.method);
    if (isWrite && user.role !== 'administrator' && !SELF_SERVICE_WRITES.has(`${c.req.method} ${c.req.path}`)) {
      throw permissionDenied();
    }
    return next();
  });
