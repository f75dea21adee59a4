import { ApiError } from './api-error';
import { buildUrl, type QueryParams } from './api-client';
import type { CsvTarget } from './csv-export';
import { currentLanguage, i18n } from './i18n';
import { endSession } from './session-lifecycle';
import { serverLabel, sessionStore } from './session-store';

/**
 * Export CSV's work (in the button's lazy chunk, off every route's budget): the list as a file (CONTRACT §13), asked for as the API client asks (the token in the header, never in
 * the URL; a 401 ends the session), then handed to the browser under the server's file name.
 */
export function downloadCsv(target: CsvTarget): Promise<void> {
  return downloadFile(target.path, {
    accept: 'text/csv',
    query: target.query,
    fallbackName: fallbackName(target.path),
  });
}

/**
 * Any file the API serves (a CSV export, a project's SBOM), fetched with the token in the header and
 * saved under the server's file name, else `fallbackName`.
 */
export async function downloadFile(
  path: string,
  { accept, query, fallbackName: name }: { accept: string; query?: QueryParams; fallbackName: string },
): Promise<void> {
  const baseUrl = sessionStore.getBaseUrl();
  const token = sessionStore.getToken();
  const headers: Record<string, string> = { Accept: accept, 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Token ${token}`;
  let response: Response;
  try {
    response = await fetch(buildUrl(baseUrl, path, query), { headers });
  } catch {
    throw new ApiError(i18n._('lib.unreachable', { server: serverLabel(baseUrl) }), { status: 0, path });
  }
  if (response.status === 401 && sessionStore.getToken() === token) endSession('rejected');
  if (!response.ok) throw await ApiError.fromResponse(response, path);
  const filename = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  saveFile(await response.blob(), filename ?? name);
}

/** `/api/analyses/runs/` → `runs.csv`: the server's own rule, for an answer without a file name. */
const fallbackName = (path: string) => `${path.split('/').filter(Boolean).at(-1) ?? 'export'}.csv`;

/** Hands a file to the browser as a download through an object URL (nothing secret in any URL). */
function saveFile(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file over: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
