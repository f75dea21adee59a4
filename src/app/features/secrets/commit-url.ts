/**
 * Where a commit of a repository can be read in a browser, from the project's `repo_url`: GitHub,
 * GitLab (gitlab.com and hosts named `gitlab.…`), Bitbucket Cloud and Codeberg, over HTTPS or SSH
 * (`git@host:owner/repo.git`, `ssh://git@host/owner/repo`). Null for anything else (a `file://`
 * repository, an unknown forge): the short commit is shown as text rather than a link that may lead nowhere.
 */
export function commitUrl(repoUrl: string | null | undefined, commit: string): string | null {
  if (!repoUrl || !/^[0-9a-f]{7,64}$/i.test(commit)) return null;
  const located = locate(repoUrl.trim());
  if (!located) return null;
  const { host, path } = located;
  const segments = path
    .replace(/\.git$/, '')
    .split('/')
    .filter(Boolean);
  if (segments.length < 2 || segments.some((s) => s === '.' || s === '..')) return null;
  const base = `https://${host}/${segments.map(encodeURIComponent).join('/')}`;
  if (host === 'github.com' || host === 'codeberg.org') return `${base}/commit/${commit}`;
  if (host === 'gitlab.com' || host.startsWith('gitlab.')) return `${base}/-/commit/${commit}`;
  if (host === 'bitbucket.org') return `${base}/commits/${commit}`;
  return null;
}

function locate(url: string): { host: string; path: string } | null {
  // scp-like SSH: git@github.com:owner/repo.git
  const scp = /^[\w.-]+@([\w.-]+):(?!\/\/)(.+)$/.exec(url);
  if (scp) return { host: scp[1]!.toLowerCase(), path: scp[2]! };
  try {
    const parsed = new URL(url);
    if (!['https:', 'http:', 'ssh:', 'git:'].includes(parsed.protocol)) return null;
    return { host: parsed.hostname.toLowerCase(), path: parsed.pathname };
  } catch {
    return null;
  }
}
