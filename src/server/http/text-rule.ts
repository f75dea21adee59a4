import { ZodError } from 'zod';
import { type FieldErrors, NON_FIELD_ERRORS } from '../../contract/errors';
import { toFieldErrors } from '../validation/field-errors';

/** DRF's wording for the same refusal. */
export const NULL_CHARACTERS = 'Null characters are not allowed.';

/** Half of a surrogate pair without its other half (with the u flag a whole pair is one code point). */
const LONE_SURROGATE = /\p{Cs}/u;

/** Neither can be stored as PostgreSQL text: U+0000, and a lone surrogate. */
export const isBadText = (text: string) => text.includes('\u0000') || LONE_SURROGATE.test(text);

/** Enough to show a client what is wrong without answering a 1 MiB body with a larger one. */
const MAX_REPORTED = 100;
/** Deeper strings are reported at their ancestor this deep: JSON.stringify could not write the answer. */
const MAX_DEPTH = 32;

type Path = { key: string | number; parent: Path; depth: number } | undefined;

const child = (parent: Path, key: string | number): Path =>
  parent && parent.depth >= MAX_DEPTH ? parent : { key, parent, depth: (parent?.depth ?? 0) + 1 };

const toArray = (path: Path): (string | number)[] => {
  const keys: (string | number)[] = [];
  for (let at = path; at; at = at.parent) keys.push(at.key);
  return keys.reverse();
};

/**
 * CONTRACT §9: every string in a parsed JSON value, object keys included, is checked; the answer is
 * DRF's 400 shape with nested fields nested and array items by index, or undefined when all is well.
 * A bad key is reported as `non_field_errors` of the object holding it (its name cannot be a field).
 * Iterative with parent links: a 1 MiB body can nest far deeper than the stack, and copying paths
 * at every level would be quadratic.
 */
export function badTextErrors(value: unknown): FieldErrors | undefined {
  const found = new Map<string, (string | number)[]>();
  const report = (path: (string | number)[]) => found.set(JSON.stringify(path), path);
  const pending: [unknown, Path][] = [[value, undefined]];
  for (let next = pending.pop(); next && found.size < MAX_REPORTED; next = pending.pop()) {
    const [node, path] = next;
    if (typeof node === 'string') {
      if (isBadText(node)) report(toArray(path));
    } else if (Array.isArray(node)) {
      for (const [index, item] of node.entries()) pending.push([item, child(path, index)]);
    } else if (node !== null && typeof node === 'object') {
      for (const [key, item] of Object.entries(node)) {
        if (isBadText(key)) report(toArray(child(path, NON_FIELD_ERRORS)));
        else pending.push([item, child(path, key)]);
      }
    }
  }
  if (found.size === 0) return undefined;
  const issues = [...found.values()].map((path) => ({ code: 'custom' as const, path, message: NULL_CHARACTERS }));
  return toFieldErrors(new ZodError(issues));
}
