import type { ZodError } from 'zod';
import { type FieldErrors, NON_FIELD_ERRORS } from '../../contract/errors';

/** Turns zod issues into DRF's shape: `{field: [messages]}`, nested objects nest, no path → non_field_errors. */
export function toFieldErrors(error: ZodError, input?: unknown): FieldErrors {
  const result: FieldErrors = {};
  for (const issue of error.issues) {
    const path = issue.path.length ? issue.path.map(String) : [NON_FIELD_ERRORS];
    let node: FieldErrors = result;
    path.slice(0, -1).forEach((key) => {
      const next = node[key];
      if (next === undefined || Array.isArray(next)) node[key] = {};
      node = node[key] as FieldErrors;
    });
    const leaf = path[path.length - 1]!;
    const messages = Array.isArray(node[leaf]) ? (node[leaf] as string[]) : [];
    messages.push(isMissing(issue, input) ? 'This field is required.' : issue.message);
    node[leaf] = messages;
  }
  return result;
}

/** A type error on a value that is not there at all reads as DRF's "required", whatever the schema's message. */
function isMissing(issue: ZodError['issues'][number], input: unknown): boolean {
  if (issue.code !== 'invalid_type') return false;
  // zod 4 leaves the input off issues; its default message says when the value was missing.
  if (/received undefined$/.test(issue.message)) return true;
  if (input === undefined || issue.path.length === 0) return false;
  let value: unknown = input;
  for (const key of issue.path)
    value = value && typeof value === 'object' ? (value as Record<PropertyKey, unknown>)[key] : undefined;
  return value === undefined;
}
