import type { z } from 'zod';
import { ApiError, UnexpectedResponseError } from './api-error';
import { auth, serverLabel } from './auth';
import { currentLanguage, i18n } from './i18n';
import { endSession } from './session';

export { ApiError, UnexpectedResponseError, isApiError } from './api-error';
export { errorMessage } from './error-message';

/** Query parameters; undefined, null and '' are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
export type RequestOptions = { signal?: AbortSignal };

export interface ApiClient {
  get<S extends z.ZodType>(
    path: string,
    schema: S,
    query?: QueryParams,
    options?: RequestOptions,
  ): Promise<z.output<S>>;
  post<S extends z.ZodType>(path: string, schema: S, body?: unknown, options?: RequestOptions): Promise<z.output<S>>;
  put<S extends z.ZodType>(path: string, schema: S, body: unknown, options?: RequestOptions): Promise<z.output<S>>;
  patch<S extends z.ZodType>(path: string, schema: S, body: unknown, options?: RequestOptions): Promise<z.output<S>>;
  /** Without a schema the answer (usually 204) is ignored. */
  delete(path: string, schema?: undefined, options?: RequestOptions): Promise<void>;
  delete<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
}

export type ApiClientConfig = {
  /** '' = same origin as the console. */
  baseUrl: () => string;
  token: () => string | null;
  /** Called on every 401 before the ApiError is thrown. */
  onUnauthorized?: () => void;
  /** Sent as Accept-Language: the server answers error messages in it (CONTRACT §14). */
  language?: () => string;
};

export function buildUrl(baseUrl: string, path: string, query?: QueryParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null || value === '') continue;
    search.append(key, String(value));
  }
  const qs = search.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

export function createApiClient(config: ApiClientConfig): ApiClient {
  async function request(
    method: string,
    path: string,
    schema: z.ZodType | undefined,
    { query, body, signal }: { query?: QueryParams; body?: unknown; signal?: AbortSignal },
  ): Promise<unknown> {
    const baseUrl = config.baseUrl();
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = config.language?.();
    if (language) headers['Accept-Language'] = language;
    const token = config.token();
    if (token) headers.Authorization = `Token ${token}`;
    if (body !== undefined) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal,
      });
    } catch (error) {
      if (signal?.aborted || (error instanceof DOMException && error.name === 'AbortError')) throw error;
      throw new ApiError(i18n._('lib.unreachable', { server: serverLabel(baseUrl) }), { status: 0, path });
    }

    // A 401 for a token that has since been replaced (regenerated while this request
    // was in flight) says nothing about the current session.
    if (response.status === 401 && config.token() === token) config.onUnauthorized?.();
    if (!response.ok) throw await ApiError.fromResponse(response, path);
    if (!schema) return undefined;

    let data: unknown;
    const text = response.status === 204 ? '' : await response.text();
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new UnexpectedResponseError(path, response.status, 'the body is not JSON');
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw UnexpectedResponseError.fromZod(path, response.status, parsed.error);
    return parsed.data;
  }

  return {
    get: (path, schema, query, options) => request('GET', path, schema, { query, ...options }) as never,
    post: (path, schema, body, options) => request('POST', path, schema, { body, ...options }) as never,
    put: (path, schema, body, options) => request('PUT', path, schema, { body, ...options }) as never,
    patch: (path, schema, body, options) => request('PATCH', path, schema, { body, ...options }) as never,
    delete: ((path: string, schema?: z.ZodType, options?: RequestOptions) =>
      request('DELETE', path, schema, { ...options })) as ApiClient['delete'],
  };
}

/** The console's client: the session's token and server; a 401 ends the session. */
export const api = createApiClient({
  baseUrl: auth.getBaseUrl,
  token: auth.getToken,
  onUnauthorized: () => endSession('rejected'),
  language: currentLanguage,
});
