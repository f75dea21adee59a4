import type { Context } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

/**
 * Scripts only from our own origin, no inline script. Mantine writes its theme variables into a
 * <style> element at run time, and Swagger UI sets inline styles, so styles allow 'unsafe-inline'.
 * The login page lets an administrator point the console at another installation's API, so
 * connections may go to any http(s) origin; scripts still cannot come from anywhere but here.
 */
export const securityHeaders = secureHeaders({
  contentSecurityPolicy: {
    defaultSrc: ["'self'"],
    scriptSrc: ["'self'"],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:'],
    connectSrc: ["'self'", 'https:', 'http:'],
    fontSrc: ["'self'", 'data:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
  xContentTypeOptions: 'nosniff',
  referrerPolicy: 'no-referrer',
  xFrameOptions: 'DENY',
  crossOriginEmbedderPolicy: false,
});

/**
 * CONTRACT §9: no API answer is kept by a browser or a proxy: they carry tokens, and data a signed-out
 * user should no longer see. Called once the handler has answered, so error answers carry it too; set
 * on the response's headers, as secureHeaders sets its own (`c.header` after the handler copies the
 * finished response into a new one, a tenth of a list request's time).
 */
export function noStore(c: Context): void {
  c.res.headers.set('Cache-Control', 'no-store');
}
