import type { FieldPath, FieldValues, UseFormSetError } from 'react-hook-form';
import { NON_FIELD_ERRORS, type FieldErrors } from '../../contract/errors';
import { isApiError } from './api-error';
import { errorMessage } from './error-message';

/**
 * Puts a failed save's DRF field errors (CONTRACT §3) on the form's fields and
 * returns what is left for the form alert: `non_field_errors`, fields the form
 * does not show, or the whole message when the answer was not a 400.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  shownFields: readonly FieldPath<T>[],
): string | null {
  if (!isApiError(error, 400) || Object.keys(error.fieldErrors).length === 0) return errorMessage(error);
  const leftovers: string[] = [];
  let first = true;
  for (const [field, value] of Object.entries(error.fieldErrors)) {
    const message = flatten(value).join(' ');
    if ((shownFields as readonly string[]).includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      leftovers.push(field === NON_FIELD_ERRORS ? message : `${field}: ${message}`);
    }
  }
  return leftovers.length > 0 ? leftovers.join(' ') : null;
}

function flatten(value: string[] | FieldErrors): string[] {
  if (Array.isArray(value)) return value;
  return Object.entries(value).flatMap(([key, nested]) => flatten(nested).map((m) => `${key}: ${m}`));
}
