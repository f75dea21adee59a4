import { WorkspaceError } from './types';

/**
 * A repository URL taken apart once, so that the host Argus checks and pins is the host git connects
 * to: `url` is what git is given (for http(s), the WHATWG-normalised form of what the user typed).
 */
export type RepositoryLocation =
  | { transport: 'http'; url: string; scheme: 'http' | 'https'; host: string; port: number }
  | { transport: 'ssh'; url: string; host: string }
  | { transport: 'file'; url: string; path: string; plainPath: boolean };

export const CREDENTIALS_IN_URL = 'Put credentials in repo_auth, not in the URL.';
const NOT_A_GIT_URL = 'The repository URL is not one git can clone: use https://, http://, ssh:// or user@host:path.';

const invalid = (detail: string) => new WorkspaceError({ cause: 'git_failed', detail });

// Control characters end up in argv, in ssh's command line or in a curl option: never useful, never safe.
// biome-ignore lint/suspicious/noControlCharactersInRegex: that is the point
const CONTROL = /[\u0000-\u001f\u007f]/;
/** Host names ssh and the known-hosts file can carry unquoted, or a bracketed IPv6 literal. */
const SSH_HOST = /^(?:[A-Za-z0-9_](?:[A-Za-z0-9_.-]*[A-Za-z0-9_])?|\[[0-9A-Fa-f:.]+\])$/;
/** `[user@]host:path` as git reads it: a colon before any slash, and no `://`. */
const SCP_LIKE = /^(?:([^@/:\s]+)@)?(\[[^\]/]+\]|[^:/\s[\]@]+):(.*)$/s;
/** `<transport>::<address>`: git's remote-helper syntax (`ext::`, `fd::`), whatever the transport. */
const HELPER = /^([A-Za-z0-9][A-Za-z0-9+.-]*)::/;
const SCHEME = /^([A-Za-z][A-Za-z0-9+.-]*):\/\//;

const bare = (host: string) => host.replace(/^\[|\]$/g, '');
// A leading dash is read as an option by ssh or by the remote's git-upload-pack (CVE-2017-1000117).
const optionLike = (part: string) => part.startsWith('-');

export function parseRepositoryUrl(input: string): RepositoryLocation {
  const text = input.trim();
  if (!text || CONTROL.test(text)) throw invalid(NOT_A_GIT_URL);
  const helper = HELPER.exec(text);
  if (helper) throw new WorkspaceError({ cause: 'scheme_not_allowed', scheme: helper[1]!.toLowerCase() });
  const scheme = SCHEME.exec(text)?.[1]?.toLowerCase();
  if (scheme === 'http' || scheme === 'https') return httpLocation(text, scheme);
  // git itself takes git+ssh:// and ssh+git:// as ssh://, and the project form accepts them.
  if (scheme === 'ssh' || scheme === 'git+ssh' || scheme === 'ssh+git') return sshUrlLocation(text);
  if (scheme === 'file') return fileLocation(text);
  if (scheme) throw new WorkspaceError({ cause: 'scheme_not_allowed', scheme });
  // A plain absolute path is a local repository, as file:// is.
  if (text.startsWith('/')) return { transport: 'file', url: text, path: text, plainPath: true };
  const scp = SCP_LIKE.exec(text);
  if (scp) return scpLocation(text, scp[1], scp[2]!, scp[3]!);
  throw invalid(NOT_A_GIT_URL);
}

function parsed(text: string): URL {
  try {
    return new URL(text);
  } catch {
    throw invalid(NOT_A_GIT_URL);
  }
}

function httpLocation(text: string, scheme: 'http' | 'https'): RepositoryLocation {
  const url = parsed(text);
  // A user name alone is refused too: GitHub and others take a token as the user name.
  if (url.username || url.password) throw invalid(CREDENTIALS_IN_URL);
  // curl drops a trailing dot before it looks a name up, and would then miss the pinned entry.
  url.hostname = url.hostname.replace(/\.$/, '');
  const host = bare(url.hostname);
  if (!host || optionLike(host) || optionLike(url.pathname.slice(1))) throw invalid(NOT_A_GIT_URL);
  const port = url.port ? Number(url.port) : scheme === 'https' ? 443 : 80;
  return { transport: 'http', url: url.href, scheme, host, port };
}

function sshUrlLocation(text: string): RepositoryLocation {
  const url = parsed(text);
  if (url.password) throw invalid(CREDENTIALS_IN_URL);
  checkSsh(url.username, url.hostname, url.pathname.slice(1));
  return { transport: 'ssh', url: url.href, host: bare(url.hostname) };
}

function scpLocation(text: string, user: string | undefined, host: string, path: string): RepositoryLocation {
  // `user:password@host:path` reads as host `user` and path `password@host:path`.
  if (/^[^/]*@/.test(path)) throw invalid(CREDENTIALS_IN_URL);
  checkSsh(user ?? '', host, path);
  return { transport: 'ssh', url: text, host: bare(host) };
}

function checkSsh(user: string, host: string, path: string) {
  if (!SSH_HOST.test(host) || optionLike(user) || /\s/.test(user) || !path || optionLike(path)) {
    throw invalid(NOT_A_GIT_URL);
  }
}

function fileLocation(text: string): RepositoryLocation {
  // git takes the rest of a file:// URL as a path, without percent-decoding: hand it over as typed.
  const rest = text.slice('file://'.length);
  const path = rest.startsWith('localhost/') ? rest.slice('localhost'.length) : rest;
  if (!path.startsWith('/')) throw invalid(NOT_A_GIT_URL);
  return { transport: 'file', url: text, path, plainPath: false };
}
