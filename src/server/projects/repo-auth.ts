import type { RepoAuth } from '../../contract/projects';
import type { Config } from '../config';
import type { RepoAuthChange } from '../db/repositories/projects';
import type { SecretBox } from '../secrets/secret-box';
import type { RepositoryRules } from './validate-project';

export const repositoryRules = (config: Config): RepositoryRules => ({
  allowLocal: config.analysis.allowLocalRepositories,
});

/** Seals write-only repository credentials (CONTRACT §15) as webhook tokens are: only the kind is ever answered. */
export function sealRepoAuth(secrets: SecretBox, auth: RepoAuth | null | undefined): RepoAuthChange {
  if (auth === undefined || auth === null) return auth;
  return { sealed: secrets.seal(JSON.stringify(auth)), kind: 'token' in auth ? 'token' : 'ssh_key' };
}

/** The credentials for an analysis process; a key that no longer opens them is a run failure in words. */
export function openRepoAuth(secrets: SecretBox, sealed: string | null): RepoAuth | null {
  if (sealed === null) return null;
  try {
    return JSON.parse(secrets.open(sealed)) as RepoAuth;
  } catch {
    throw new Error(
      "The project's stored repository credentials cannot be decrypted with this process's ARGUS_SECRET_KEY: set them again.",
    );
  }
}
