import type { ZodError } from 'zod';
import { type FieldErrors, NON_FIELD_ERRORS } from '../../contract/errors';

/** Turns zod issues into DRF's shape: `{field: [messages]}`, nested objects nest, no path → non_field_errors. */
export function toFieldErrors(error: ZodError): FieldErrors {
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
    messages.push(humanMessage(issue));
    node[leaf] = messages;
  }
  return result;
}

function humanMessage(issue: ZodError['issues'][number]): string {
  // zod 4 leaves the input off issues; its own message says when the value was missing.
  if (issue.code === 'invalid_type' && /received undefined$/.test(issue.message)) return 'This field is required.';
  return issue.message;
}
