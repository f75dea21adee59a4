import { forbiddenLiteralHost } from '../net/ssrf-guard';

/**
 * What is wrong with a repository URL before any git runs (CONTRACT §15), or undefined: credentials in
 * the URL (they belong in `repo_auth`), `file://` and literal non-public hosts while local repositories
 * are not allowed. Host names are judged again when a run resolves them, with the address pinned.
 */
export function refusedRepository(url: string, allowLocal: boolean): string | undefined {
  const scp = /^[A-Za-z0-9._-]+@([A-Za-z0-9.-]+):/.exec(url);
  if (!scp) {
    if (url.startsWith('file:')) {
      return allowLocal ? undefined : 'file:// repositories are allowed only with ARGUS_ALLOW_LOCAL_REPOSITORIES=true.';
    }
    const parsed = new URL(url);
    if (parsed.password || (parsed.username && parsed.protocol !== 'ssh:' && parsed.protocol !== 'git+ssh:')) {
      return 'Put credentials in repo_auth, not in the URL.';
    }
  }
  if (allowLocal) return undefined;
  const host = scp ? `ssh://${scp[1]}/` : url;
  return forbiddenLiteralHost(host) ? 'The repository host is not a public address.' : undefined;
}
