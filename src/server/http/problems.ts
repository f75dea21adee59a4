/**
 * An answer only the HTTP layer gives (authentication, throttling, body size and media type, a body
 * that is not JSON). What the domain can refuse is in src/server/errors.ts; both become DRF-shaped
 * responses in the error middleware (CONTRACT §3).
 */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 413 | 415 | 429,
    readonly body: { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super(body.detail);
  }
}

export const notAuthenticated = () =>
  new ApiProblem(401, { detail: 'Authentication credentials were not provided.' }, { 'WWW-Authenticate': 'Token' });
export const invalidToken = () => new ApiProblem(401, { detail: 'Invalid token.' }, { 'WWW-Authenticate': 'Token' });
export const permissionDenied = () =>
  new ApiProblem(403, { detail: 'You do not have permission to perform this action.' });
/** DRF's `Throttled`, its wait rounded up to whole seconds. */
export const throttled = (seconds: number) =>
  new ApiProblem(
    429,
    {
      detail:
        seconds === 1
          ? 'Request was throttled. Expected available in 1 second.'
          : `Request was throttled. Expected available in ${seconds} seconds.`,
    },
    { 'Retry-After': String(seconds) },
  );
