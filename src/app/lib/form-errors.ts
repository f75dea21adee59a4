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
  const shown = shownFields as readonly string[];
  for (const [field, value] of nested(error.fieldErrors, shown)) {
    const message = flatten(value).join(' ');
    if (shown.includes(field)) {
      setError(field as FieldPath<T>, { type: 'server', message }, { shouldFocus: first });
      first = false;
    } else {
      leftovers.push(field === NON_FIELD_ERRORS ? message : `${field}: ${message}`);
    }
  }
  return leftovers.length > 0 ? leftovers.join(' ') : null;
}

/**
 * The errors by field, an object's errors (`{"repo_auth": {"token": […]}}`) under the dotted path of each
 * of its fields the form shows (`repo_auth.token`); an object the form shows no field of stays whole.
 */
function nested(errors: FieldErrors, shown: readonly string[]): [string, string[] | FieldErrors][] {
  return Object.entries(errors).flatMap(([field, value]): [string, string[] | FieldErrors][] =>
    Array.isArray(value) || !Object.keys(value).some((key) => shown.includes(`${field}.${key}`))
      ? [[field, value]]
      : Object.entries(value).map(([key, inner]): [string, string[] | FieldErrors] => [`${field}.${key}`, inner]),
  );
}

function flatten(value: string[] | FieldErrors): string[] {
  if (Array.isArray(value)) return value;
  return Object.entries(value).flatMap(([key, nested]) => flatten(nested).map((m) => `${key}: ${m}`));
}
