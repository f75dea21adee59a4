import { artifactRepositories } from '../../lib/catalog-queries';
import { writeHooks } from '../../lib/resource-queries';

/** Artifact repositories are written under /api/settings/artifact_repositories/ by administrators (CONTRACT §17). */
export const {
  useCreate: useCreateRepository,
  useUpdate: useUpdateRepository,
  useDelete: useDeleteRepository,
} = writeHooks(artifactRepositories);
