import { loadEveryCatalog } from '../../lib/i18n';

/**
 * The code that talks to the server (zod, react-query's cache, the API client) is not needed to show
 * the login page: it loads on the first input into the form (typing, pasting, a password manager's
 * fill) or on submit, whichever comes first, so the page's first render fetches none of it (issue 19;
 * `npm run check:bundle` counts what the login page loads on render). One request: the module
 * promise is cached by the browser. The console's catalogs start loading then too: what a sign-in says
 * about the server (unreachable, its answer) is in them, and the console needs them next.
 */
export function loadSignIn() {
  loadEveryCatalog().catch((error: unknown) => console.error(error));
  return import('./sign-in');
}
