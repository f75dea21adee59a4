import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi } from 'vitest';
import { activateLanguage, loadEveryCatalog } from '../lib/i18n';
import { sessionStore } from '../lib/session-store';
import { queryClient } from '../lib/query-client';

// Shell tests open pages through the lazy route table; a route's first import is transformed on
// demand and, with many test files running side by side, can take longer than the default 1 s.
configure({ asyncUtilTimeout: 5000 });

// jsdom lacks these; Mantine needs them.
Object.defineProperty(window, 'matchMedia', {
  writable: true,
  value: (query: string) => ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }),
});

class ResizeObserverStub {
  observe() {}
  unobserve() {}
  disconnect() {}
}
window.ResizeObserver ??= ResizeObserverStub as unknown as typeof ResizeObserver;
Element.prototype.scrollIntoView ??= () => {};
window.HTMLElement.prototype.scrollTo ??= () => {};

// The console's every catalog, as once signed in (the app loads only the login page's first); a test of the
// login page's own catalogs imports lib/i18n afresh.
await loadEveryCatalog('en');

// Tests share the app's query client; retries would only slow error cases down.
// Every test starts in English (a test may switch to Russian); the catalog is cached after the first load.
beforeEach(async () => {
  await activateLanguage('en');
  queryClient.setDefaultOptions({
    queries: { retry: false, staleTime: 0, refetchOnWindowFocus: false },
    mutations: { retry: false },
  });
});

afterEach(() => {
  cleanup();
  queryClient.clear();
  sessionStorage.clear();
  localStorage.clear();
  sessionStore.reload();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
