/**
 * What every git invocation of a sync runs with: configuration on the command line (above any file),
 * and an environment built from nothing, so neither the service user's nor the system's settings,
 * proxies, trace variables or an agent socket reach git.
 */

/** `-c` pairs given to every git invocation; git passes them on to the git processes it starts. */
export function hardenedConfig(allowLocal: boolean): string[] {
  const settings = [
    // Only the transports the contract names; `ext::`, `fd::`, `git://` and submodules' `file` stay off.
    'protocol.allow=never',
    'protocol.https.allow=always',
    'protocol.http.allow=always',
    'protocol.ssh.allow=always',
    ...(allowLocal ? ['protocol.file.allow=always'] : []),
    // A redirect would lead to a host the SSRF guard never checked.
    'http.followRedirects=false',
    'core.hooksPath=/dev/null',
    // A symlink becomes a file holding its target's text: no analysis can follow one out of the workspace.
    'core.symlinks=false',
    'core.fsmonitor=false',
    'submodule.recurse=false',
    'fetch.recurseSubmodules=false',
    // No stored credentials and no helper: repo_auth is the only source of credentials.
    'credential.helper=',
    // Automatic gc and maintenance detach into the background, outliving the sync and its limits.
    'gc.auto=0',
    'maintenance.auto=false',
    'advice.detachedHead=false',
  ];
  return settings.flatMap((setting) => ['-c', setting]);
}

/** Variables worth passing through: where the CA certificates are, where temporary files go. */
const PASSED_THROUGH = ['PATH', 'TMPDIR', 'SSL_CERT_FILE', 'SSL_CERT_DIR'] as const;

/**
 * The whole environment of a git process. `home` is an empty private directory; `ceiling` stops git
 * from taking a repository above the workspace for the workspace's own (GIT_CEILING_DIRECTORIES).
 */
export function hardenedEnvironment(
  home: string,
  ceiling: string,
  extra: Record<string, string>,
): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  return {
    ...env,
    HOME: home,
    XDG_CONFIG_HOME: home,
    // git's messages in English, which is what failure.ts reads.
    LC_ALL: 'C',
    LANG: 'C',
    // No prompt can block: no terminal (git runs in its own session), no askpass program set.
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_SYSTEM: '/dev/null',
    GIT_CONFIG_GLOBAL: '/dev/null',
    GIT_CEILING_DIRECTORIES: ceiling,
    ...extra,
  };
}

/** Configuration given through the environment (git ≥ 2.31): unlike `-c`, it never shows in argv. */
export function configEnvironment(entries: [key: string, value: string][]): Record<string, string> {
  const env: Record<string, string> = { GIT_CONFIG_COUNT: String(entries.length) };
  entries.forEach(([key, value], index) => {
    env[`GIT_CONFIG_KEY_${index}`] = key;
    env[`GIT_CONFIG_VALUE_${index}`] = value;
  });
  return env;
}
