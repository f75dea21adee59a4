import type { z } from 'zod';
import { ApiError, UnexpectedResponseError } from './api-error';
import { buildUrl } from './api-client';
import { currentLanguage, i18n } from './i18n';
import { endSession } from './session-lifecycle';
import { serverLabel, sessionStore } from './session-store';

/** How much of the body has gone: bytes sent out of the total the browser computed for the form. */
export type UploadProgress = { loaded: number; total: number };

type UploadOptions = { onProgress?: (progress: UploadProgress) => void; signal?: AbortSignal };

/**
 * A multipart POST whose progress can be shown: fetch reports nothing while a request body goes out
 * (and streams a body only over HTTP/2), XMLHttpRequest's `upload` reports every chunk. Otherwise it is
 * the api-client's exchange: the session's token and language in the headers, a 401 ends the session,
 * errors as ApiError, the answer parsed by `schema`.
 */
export function uploadWithProgress<S extends z.ZodType>(
  path: string,
  schema: S,
  form: FormData,
  { onProgress, signal }: UploadOptions = {},
): Promise<z.output<S>> {
  const baseUrl = sessionStore.getBaseUrl();
  const token = sessionStore.getToken();
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(baseUrl, path));
    xhr.setRequestHeader('Accept', 'application/json');
    xhr.setRequestHeader('Accept-Language', currentLanguage());
    if (token) xhr.setRequestHeader('Authorization', `Token ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onerror = () =>
      reject(new ApiError(i18n._('lib.unreachable', { server: serverLabel(baseUrl) }), { status: 0, path }));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    xhr.onload = () => void settle(xhr, path, schema, token).then(resolve, reject);
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

async function settle<S extends z.ZodType>(
  xhr: XMLHttpRequest,
  path: string,
  schema: S,
  token: string | null,
): Promise<z.output<S>> {
  if (xhr.status === 401 && sessionStore.getToken() === token) endSession('rejected');
  const contentType = xhr.getResponseHeader('Content-Type') ?? 'text/plain';
  if (xhr.status < 200 || xhr.status >= 300) {
    const response = new Response(xhr.responseText, {
      status: xhr.status,
      statusText: xhr.statusText,
      headers: { 'Content-Type': contentType },
    });
    throw await ApiError.fromResponse(response, path);
  }
  let data: unknown;
  try {
    data = xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
  } catch {
    throw new UnexpectedResponseError(path, xhr.status, 'the body is not JSON');
  }
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw UnexpectedResponseError.fromZod(path, xhr.status, parsed.error);
  return parsed.data;
}
