import { openAsBlob } from 'node:fs';
import type { Page } from '../../contract/pagination';

/** Argus could not be reached or answered an error: exit code 2, the words printed (never the token). */
export class ScanError extends Error {}

type Problem = { detail?: string } & Record<string, unknown>;

/** The first words of an error body: DRF's `detail`, or each field with its messages. */
function problemText(body: unknown): string {
  if (!body || typeof body !== 'object') return '';
  const { detail, ...fields } = body as Problem;
  if (typeof detail === 'string') return detail;
  return Object.entries(fields)
    .map(([field, messages]) => `${field}: ${Array.isArray(messages) ? messages.join(' ') : String(messages)}`)
    .join('; ');
}

/** The part of the Argus API the scanner uses, with the token in its header only. */
export class ApiClient {
  constructor(
    private readonly base: string,
    private readonly token: string,
  ) {}

  private async send(method: string, path: string, body?: FormData): Promise<unknown> {
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        body,
        headers: { Authorization: `Token ${this.token}`, Accept: 'application/json' },
        redirect: 'error',
      });
    } catch (error) {
      const cause = (error as { cause?: { code?: string; message?: string } }).cause;
      throw new ScanError(
        `Argus at ${this.base} could not be reached (${cause?.code ?? cause?.message ?? 'no answer'}).`,
      );
    }
    const text = await response.text();
    let parsed: unknown;
    try {
      parsed = text ? JSON.parse(text) : null;
    } catch {
      parsed = null;
    }
    if (response.status === 401) throw new ScanError('Argus refused the token (401): check ARGUS_TOKEN.');
    if (response.status === 403) throw new ScanError(`The token may not do this (403): ${problemText(parsed)}`);
    if (!response.ok) {
      throw new ScanError(
        `Argus answered ${response.status} to ${method} ${path}: ${problemText(parsed) || 'no details'}`,
      );
    }
    return parsed;
  }

  get<T>(path: string): Promise<T> {
    return this.send('GET', path) as Promise<T>;
  }

  /** Every record of a collection, page after page. */
  async all<T>(path: string): Promise<T[]> {
    const out: T[] = [];
    const separator = path.includes('?') ? '&' : '?';
    for (let page = 1; ; page++) {
      const answer = await this.get<Page<T>>(`${path}${separator}per_page=100&page=${page}`);
      out.push(...answer.results);
      if (!answer.next || answer.results.length === 0) return out;
    }
  }

  /** Uploads files as multipart `file` parts (streamed from disk), with extra text fields. */
  async upload<T>(path: string, files: { path: string; name: string }[], fields: Record<string, string>): Promise<T> {
    const form = new FormData();
    for (const [name, value] of Object.entries(fields)) form.append(name, value);
    for (const file of files) form.append('file', await openAsBlob(file.path), file.name);
    return this.send('POST', path, form) as Promise<T>;
  }
}
