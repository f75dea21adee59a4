import { vi } from 'vitest';
import type { Handler } from './fetch-mock';

type Listener = ((event: ProgressEvent) => void) | null;

/** What a request sent: its method, URL, headers and body as the page gave them (a FormData for an upload). */
type SentRequest = { method: string; url: string; headers: Record<string, string>; body: unknown };

/**
 * Replace XMLHttpRequest (what uploads with progress use) at the network boundary: each request is
 * answered by `handler`, as mockFetch's are, after `steps` upload progress events (bytes sent out of the
 * body's size) that `release` lets through one at a time, so a test sees each state of the bar.
 */
export function mockXhr(handler: Handler, { steps = [] as number[] } = {}) {
  const sent: SentRequest[] = [];
  const released: Array<() => void> = [];
  /** Lets the next progress event through (the answer follows the last one by itself). */
  const release = () => {
    const next = released.shift();
    if (next) next();
  };

  class FakeXhr {
    status = 0;
    statusText = '';
    responseText = '';
    private method = 'GET';
    private url = '';
    private headers: Record<string, string> = {};
    private answerHeaders = new Headers();
    onload: Listener = null;
    onerror: Listener = null;
    onabort: Listener = null;
    upload: { onprogress: Listener } = { onprogress: null };

    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      this.headers[name] = value;
    }
    getResponseHeader(name: string) {
      return this.answerHeaders.get(name);
    }
    abort() {
      this.onabort?.(new ProgressEvent('abort'));
    }
    send(body: unknown) {
      sent.push({ method: this.method, url: this.url, headers: this.headers, body });
      const total =
        body instanceof FormData
          ? [...body.values()].reduce((n, v) => n + (v instanceof Blob ? v.size : String(v).length), 0)
          : 0;
      const progress = (loaded: number) =>
        new Promise<void>((resolve) => {
          released.push(() => {
            this.upload.onprogress?.(new ProgressEvent('progress', { lengthComputable: true, loaded, total }));
            resolve();
          });
        });
      void (async () => {
        for (const fraction of steps) await progress(Math.round(total * fraction));
        const request = new Request(new URL(this.url, 'http://localhost'), {
          method: this.method,
          headers: this.headers,
        });
        const response = await handler(request);
        this.status = response.status;
        this.statusText = response.statusText;
        this.answerHeaders = response.headers;
        this.responseText = await response.text();
        this.onload?.(new ProgressEvent('load'));
      })();
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return { sent, release };
}
