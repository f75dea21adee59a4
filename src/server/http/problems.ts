import type { FieldErrors } from '../../contract/errors';

/** An error that becomes a DRF-shaped response (CONTRACT §3). */
export class ApiProblem extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 405 | 409 | 413 | 415 | 429,
    readonly body: FieldErrors | { detail: string },
    readonly headers: Record<string, string> = {},
  ) {
    super('detail' in body && typeof body.detail === 'string' ? body.detail : 'Invalid input.');
  }
}

export const validationError = (errors: FieldErrors) => new ApiProblem(400, errors);
export const notFound = (detail = 'Not found.') => new ApiProblem(404, { detail });
export const invalidPage = () => notFound('Invalid page.');
export const notAuthenticated = () =>
  new ApiProblem(401, { detail: 'Authentication credentials were not provided.' }, { 'WWW-Authenticate': 'Token' });
export const invalidToken = () => new ApiProblem(401, { detail: 'Invalid token.' }, { 'WWW-Authenticate': 'Token' });
export const permissionDenied = () =>
  new ApiProblem(403, { detail: 'You do not have permission to perform this action.' });
/** DRF's `Throttled`, its wait rounded up to whole seconds. */
export const throttled = (seconds: number) =>
  new ApiProblem(
    429,
    { detail: `Request was throttled. Expected available in ${seconds} second${seconds === 1 ? '' : 's'}.` },
    { 'Retry-After': String(seconds) },
  );
