import type { z } from 'zod';
import { ApiError, UnexpectedResponseError } from './api-error';
import { sessionStore, serverLabel } from './session-store';
import { endSession } from './session-lifecycle';
import { currentLanguage, i18n } from './i18n';

export { ApiError, UnexpectedResponseError, isApiError } from './api-error';
export { errorMessage } from './error-message';

/** Query parameters; undefined, null and '' are left out of the URL. */
export type QueryParams = Record<string, string | number | boolean | null | undefined>;
type RequestOptions = { signal?: AbortSignal };

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
  /** The exchange itself: the answer's status and text, or an ApiError. */
  async function exchange(
    method: string,
    path: string,
    { query, body, signal }: { query?: QueryParams; body?: unknown; signal?: AbortSignal },
  ): Promise<{ status: number; text: string }> {
    const baseUrl = config.baseUrl();
    const headers: Record<string, string> = { Accept: 'application/json' };
    const language = config.language?.();
    if (language) headers['Accept-Language'] = language;
    const token = config.token();
    if (token) headers.Authorization = `Token ${token}`;
    // A FormData body (an upload) is multipart: fetch writes its Content-Type with the boundary.
    const multipart = body instanceof FormData;
    if (body !== undefined && !multipart) headers['Content-Type'] = 'application/json';

    let response: Response;
    try {
      response = await fetch(buildUrl(baseUrl, path, query), {
        method,
        headers,
        body: body === undefined ? undefined : multipart ? body : JSON.stringify(body),
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
    return { status: response.status, text: response.status === 204 ? '' : await response.text() };
  }

  /** An exchange whose answer must be JSON that fits `schema`. */
  async function request<S extends z.ZodType>(
    method: string,
    path: string,
    schema: S,
    options: { query?: QueryParams; body?: unknown; signal?: AbortSignal },
  ): Promise<z.output<S>> {
    const { status, text } = await exchange(method, path, options);
    let data: unknown;
    try {
      data = text ? JSON.parse(text) : undefined;
    } catch {
      throw new UnexpectedResponseError(path, status, 'the body is not JSON');
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) throw UnexpectedResponseError.fromZod(path, status, parsed.error);
    return parsed.data;
  }

  function remove(path: string, schema?: undefined, options?: RequestOptions): Promise<void>;
  function remove<S extends z.ZodType>(path: string, schema: S, options?: RequestOptions): Promise<z.output<S>>;
  async function remove(path: string, schema?: z.ZodType, options?: RequestOptions): Promise<unknown> {
    if (schema) return request('DELETE', path, schema, { ...options });
    await exchange('DELETE', path, { ...options });
  }

  return {
    get: (path, schema, query, options) => request('GET', path, schema, { query, ...options }),
    post: (path, schema, body, options) => request('POST', path, schema, { body, ...options }),
    put: (path, schema, body, options) => request('PUT', path, schema, { body, ...options }),
    patch: (path, schema, body, options) => request('PATCH', path, schema, { body, ...options }),
    delete: remove,
  };
}

/** The console's client: the session's token and server; a 401 ends the session. */
export const api = createApiClient({
  baseUrl: sessionStore.getBaseUrl,
  token: sessionStore.getToken,
  onUnauthorized: () => endSession('rejected'),
  language: currentLanguage,
});
