import { z } from 'zod';
import { ValidationFailed } from '../errors';
import { toFieldErrors } from './field-errors';

const AnyObject = z.looseObject({});

/**
 * A PATCH body laid over the stored write fields, so the whole record is validated in one step. A body
 * that is not an object (a list, a string, null) is refused with the message the schema would give.
 */
export function patched<T extends object>(stored: T, patch: unknown): T & Record<string, unknown> {
  const parsed = AnyObject.safeParse(patch);
  if (!parsed.success) throw new ValidationFailed(toFieldErrors(parsed.error, patch));
  return { ...stored, ...parsed.data };
}
