/**
 * What every git of the analyses runs with: an environment built from nothing, so neither the service
 * user's nor the system's settings, proxies, trace variables, a GIT_DIR or an agent socket reach git.
 */

/** Variables worth passing through: where the CA certificates are, where temporary files go. */
const PASSED_THROUGH = ['PATH', 'TMPDIR', 'SSL_CERT_FILE', 'SSL_CERT_DIR'] as const;

type GitEnvironmentOptions = {
  /** An empty private directory for HOME; without one git has no HOME, so no per-user file at all. */
  home?: string;
  /** Stops git from taking a repository above this directory for the one it runs in. */
  ceiling?: string;
  /** Added last: credentials, configuration through the environment, a caller's own settings. */
  extra?: Record<string, string>;
};

/** The whole environment of a git process, read from `process.env` at each call. */
export function hardenedEnvironment(options: GitEnvironmentOptions = {}): Record<string, string> {
  const env: Record<string, string> = {};
  for (const name of PASSED_THROUGH) {
    const value = process.env[name];
    if (value) env[name] = value;
  }
  env.PATH ??= '/usr/local/bin:/usr/bin:/bin';
  if (options.home) Object.assign(env, { HOME: options.home, XDG_CONFIG_HOME: options.home });
  if (options.ceiling) env.GIT_CEILING_DIRECTORIES = options.ceiling;
  return {
    ...env,
    // git's messages in English, which is what the analyses read.
    LC_ALL: 'C',
    LANG: 'C',
    // No prompt can block: no terminal (git runs in its own session), no askpass program set.
    GIT_TERMINAL_PROMPT: '0',
    GIT_CONFIG_NOSYSTEM: '1',
    GIT_CONFIG_SYSTEM: '/dev/null',
    GIT_CONFIG_GLOBAL: '/dev/null',
    ...options.extra,
  };
}

/** What a repository's own configuration could make git run: hooks, an fsmonitor program. */
export const REPOSITORY_PROGRAMS_OFF = ['core.hooksPath=/dev/null', 'core.fsmonitor=false'] as const;

/** `-c` pairs, placed before the subcommand: configuration above any file's. */
export const configArguments = (settings: readonly string[]): string[] =>
  settings.flatMap((setting) => ['-c', setting]);
