import type { z } from 'zod';
import type { RepoAuthSchema } from '../../../contract/projects';

/** The credentials' inputs: the kind chosen and each kind's fields (the other kind's are kept, not sent). */
export type RepoAuthFormValues = {
  kind: 'token' | 'ssh_key';
  username: string;
  token: string;
  ssh_private_key: string;
};

export const EMPTY_REPO_AUTH: RepoAuthFormValues = { kind: 'token', username: '', token: '', ssh_private_key: '' };

/** The fields the contract's schema may name in an error, as the form's paths (`repo_auth.token`). */
export const REPO_AUTH_FIELDS = ['repo_auth.username', 'repo_auth.token', 'repo_auth.ssh_private_key'] as const;

type RepoAuthInput = z.input<typeof RepoAuthSchema>;

/**
 * The chosen kind's fields as the contract's `repo_auth`, or undefined when they are empty (nothing
 * typed: the project form keeps what is stored). A token and a user name have no spaces, so pasted
 * ones lose the blanks around them; a key is sent as pasted (its last line break included).
 */
export function toRepoAuth(values: RepoAuthFormValues): RepoAuthInput | undefined {
  if (values.kind === 'ssh_key') {
    return values.ssh_private_key.trim() === '' ? undefined : { ssh_private_key: values.ssh_private_key };
  }
  const username = values.username.trim();
  const token = values.token.trim();
  if (username === '' && token === '') return undefined;
  return username === '' ? { token } : { username, token };
}

/** For a form that must set credentials: an empty one is sent to the schema as blank, which says so on the field. */
export function requiredRepoAuth(values: RepoAuthFormValues): RepoAuthInput {
  return toRepoAuth(values) ?? (values.kind === 'ssh_key' ? { ssh_private_key: '' } : { token: '' });
}
