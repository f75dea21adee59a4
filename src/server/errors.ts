import type { FieldErrors } from '../contract/errors';

/**
 * What the domain (validators, runs, repositories' callers) throws when a request cannot be done.
 * They say what went wrong, not how to answer: the HTTP error middleware is the one place that turns
 * them into DRF bodies (CONTRACT §3), so domain code never imports the HTTP layer.
 */

/** Bad input: DRF field errors, every wrong field at once (→ 400). */
export class ValidationFailed extends Error {
  constructor(readonly errors: FieldErrors) {
    super('Invalid input.');
    this.name = 'ValidationFailed';
  }
}

/** No such record (→ 404). */
export class NotFound extends Error {
  constructor(readonly detail = 'Not found.') {
    super(detail);
    this.name = 'NotFound';
  }
}

/** The request conflicts with the current state (→ 409); `extra` goes beside `detail`, e.g. the id in the way. */
export class Conflict extends Error {
  constructor(
    readonly detail: string,
    readonly extra: Record<string, string | number> = {},
  ) {
    super(detail);
    this.name = 'Conflict';
  }
}

/** The record, or NotFound when there is none. */
export function found<T>(row: T | undefined | null): T {
  if (row === undefined || row === null) throw new NotFound();
  return row;
}
