import { configArguments, REPOSITORY_PROGRAMS_OFF } from '../git/environment';

/**
 * What the git of a sync is configured with, on top of the environment every analysis git gets
 * (../git/environment.ts): the transports the contract allows, and credentials kept out of argv.
 */

/** `-c` pairs given to every git invocation; git passes them on to the git processes it starts. */
export function hardenedConfig(allowFile: boolean): string[] {
  const settings = [
    // Only the transports the contract names; `ext::`, `fd::`, `git://` and submodules' `file` stay off.
    'protocol.allow=never',
    'protocol.https.allow=always',
    'protocol.http.allow=always',
    'protocol.ssh.allow=always',
    ...(allowFile ? ['protocol.file.allow=always'] : []),
    // A redirect would lead to a host the SSRF guard never checked.
    'http.followRedirects=false',
    ...REPOSITORY_PROGRAMS_OFF,
    // A symlink becomes a file holding its target's text: no analysis can follow one out of the workspace.
    'core.symlinks=false',
    'submodule.recurse=false',
    'fetch.recurseSubmodules=false',
    // No stored credentials and no helper: repo_auth is the only source of credentials.
    'credential.helper=',
    // Automatic gc and maintenance detach into the background, outliving the sync and its limits.
    'gc.auto=0',
    'maintenance.auto=false',
    'advice.detachedHead=false',
  ];
  return configArguments(settings);
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
