import type { z } from 'zod';
import { FieldErrorsSchema, NON_FIELD_ERRORS, type FieldErrors } from '../../contract/errors';
import { i18n } from './i18n';

/** A DRF error answer (CONTRACT §3), or status 0 when the server could not be reached. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly status: number;
  readonly detail: string | undefined;
  readonly fieldErrors: FieldErrors;
  /** The parsed JSON body of the answer, for error bodies with more than `detail` (e.g. a 409 with `run_id`). */
  readonly body: unknown;
  /** The API path without query string, e.g. `/api/licenses/`. */
  readonly path: string;

  constructor(
    message: string,
    init: { status: number; path: string; detail?: string; fieldErrors?: FieldErrors; body?: unknown },
  ) {
    super(message);
    this.status = init.status;
    this.path = init.path;
    this.detail = init.detail;
    this.fieldErrors = init.fieldErrors ?? {};
    this.body = init.body;
  }

  get isNetworkError(): boolean {
    return this.status === 0;
  }

  static async fromResponse(response: Response, path: string): Promise<ApiError> {
    const body = await readJson(response);
    const detail =
      body && typeof body === 'object' && typeof (body as { detail?: unknown }).detail === 'string'
        ? (body as { detail: string }).detail
        : undefined;
    let fieldErrors: FieldErrors = {};
    if (response.status === 400 && detail === undefined) {
      const parsed = FieldErrorsSchema.safeParse(body);
      if (parsed.success) fieldErrors = parsed.data;
    }
    const message =
      detail ??
      summarizeFieldErrors(fieldErrors) ??
      i18n._('lib.serverAnswered', {
        status: `${response.status}${response.statusText ? ` ${response.statusText}` : ''}`,
      });
    return new ApiError(message, { status: response.status, path, detail, fieldErrors, body });
  }
}

/** The answer parsed, but not as the contract says: names the field path that differed. */
export class UnexpectedResponseError extends Error {
  override readonly name = 'UnexpectedResponseError';
  readonly path: string;
  readonly status: number;

  constructor(path: string, status: number, problem: string) {
    super(`Unexpected response from ${path}: ${problem}`);
    this.path = path;
    this.status = status;
  }

  static fromZod(path: string, status: number, error: z.ZodError): UnexpectedResponseError {
    const shown = error.issues.slice(0, 3).map((issue) => {
      const at = issue.path.length > 0 ? issue.path.map(String).join('.') : '(body)';
      const what = issue.code === 'invalid_type' ? `expected ${issue.expected}` : issue.message;
      return `${at}: ${what}`;
    });
    const more = error.issues.length - shown.length;
    return new UnexpectedResponseError(path, status, shown.join('; ') + (more > 0 ? ` (and ${more} more)` : ''));
  }
}

async function readJson(response: Response): Promise<unknown> {
  try {
    const text = await response.text();
    return text ? JSON.parse(text) : undefined;
  } catch {
    return undefined;
  }
}

/** "name: This field is required." for the first field error, nested paths joined with dots. */
function summarizeFieldErrors(errors: FieldErrors, prefix = ''): string | undefined {
  for (const [field, value] of Object.entries(errors)) {
    const at = prefix ? `${prefix}.${field}` : field;
    if (Array.isArray(value)) {
      if (value.length === 0) continue;
      return field === NON_FIELD_ERRORS && !prefix ? value[0] : `${at}: ${value[0]}`;
    }
    const nested = summarizeFieldErrors(value, at);
    if (nested) return nested;
  }
  return undefined;
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}
