import { ArtifactRepositoryInputSchema, ArtifactRepositorySchema } from '../../../contract/catalog';
import { resource, writeHooks } from '../../lib/resource-queries';

/**
 * Artifact repositories are written under /api/settings/artifact_repositories/ by administrators
 * (CONTRACT §17). The same section as catalog-queries' (its keys), with its input: kept here so the
 * input schema stays off the pages that only read repositories.
 */
const repositoryWrites = resource({
  name: 'artifact_repositories',
  path: '/api/artifact_repositories/',
  item: ArtifactRepositorySchema,
  detail: ArtifactRepositorySchema,
  input: ArtifactRepositoryInputSchema,
  writePath: '/api/settings/artifact_repositories/',
});

export const {
  useCreate: useCreateRepository,
  useUpdate: useUpdateRepository,
  useDelete: useDeleteRepository,
} = writeHooks(repositoryWrites);
