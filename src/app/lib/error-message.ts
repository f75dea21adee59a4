import { i18n } from './i18n';

/**
 * A message fit for the page. No error this app creates carries the token, so
 * this never shows it. Kept apart from api-error.ts so that the entry chunk
 * (the route error boundary) does not pull in zod.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return i18n._('lib.somethingWentWrong');
}

/** The HTTP status of an ApiError (0 = server unreachable), without importing the class. */
export function errorStatus(error: unknown): number | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' ? status : undefined;
}
