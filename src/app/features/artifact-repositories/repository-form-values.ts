import type { Resolver } from 'react-hook-form';
import type { z } from 'zod';
import {
  ARTIFACT_REPOSITORY_KINDS,
  type ArtifactRepository,
  ArtifactRepositoryInputSchema,
} from '../../../contract/catalog';
import { contractResolver } from '../../lib/contract-resolver';
import { localizeResolver } from '../../lib/localize-resolver';

type Kind = (typeof ARTIFACT_REPOSITORY_KINDS)[number];

/**
 * What the inputs hold. The credentials' inputs start empty, always: the API never answers them
 * (`has_credentials` only), so an edit cannot show what is stored, only replace or clear it.
 */
export type RepositoryFormValues = {
  name: string;
  kind: Kind;
  url: string;
  credentials: { username: string; password: string };
  /** Edit, with credentials stored: "Clear stored credentials" was chosen (`credentials: null`). */
  clear_credentials: boolean;
};
export type RepositoryOutput = z.output<typeof ArtifactRepositoryInputSchema>;

const NO_CREDENTIALS = { username: '', password: '' };

export const NEW_REPOSITORY: RepositoryFormValues = {
  name: '',
  kind: 'docker',
  url: '',
  credentials: NO_CREDENTIALS,
  clear_credentials: false,
};

const isKind = (kind: string): kind is Kind => (ARTIFACT_REPOSITORY_KINDS as readonly string[]).includes(kind);

export const repositoryToForm = (repository: ArtifactRepository): RepositoryFormValues => ({
  name: repository.name,
  // A kind from before the list was fixed shows as `generic` until the administrator picks one.
  kind: isKind(repository.kind) ? repository.kind : 'generic',
  url: repository.url,
  credentials: NO_CREDENTIALS,
  clear_credentials: false,
});

/**
 * `credentials` is sent only to change them: null clears them, both inputs filled set them, both empty
 * leave them out so the server keeps what it has. One filled alone is sent too, and the schema says
 * which is missing.
 */
function toInput(values: RepositoryFormValues) {
  const { username, password } = values.credentials;
  const credentials = values.clear_credentials
    ? null
    : username === '' && password === ''
      ? undefined
      : { username, password };
  return {
    name: values.name,
    kind: values.kind,
    url: values.url,
    ...(credentials === undefined ? {} : { credentials }),
  };
}

export const resolver: Resolver<RepositoryFormValues, unknown, RepositoryOutput> = localizeResolver(
  contractResolver(ArtifactRepositoryInputSchema, toInput),
);
