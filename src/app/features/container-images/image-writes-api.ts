import { ContainerImageInputSchema, ContainerImageSchema } from '../../../contract/catalog';
import { resource, writeHooks } from '../../lib/resource-queries';

/**
 * Container images are written under /api/settings/container_images/ by administrators (CONTRACT §17).
 * The same section as catalog-queries' (its keys), with its input: kept here so the input schema stays
 * off the pages that only read images, and apart from the image page's queries (the run contract) that the
 * list page, which only deletes, does not need.
 */
const imageWrites = resource({
  name: 'container_images',
  path: '/api/container_images/',
  item: ContainerImageSchema,
  detail: ContainerImageSchema,
  input: ContainerImageInputSchema,
  writePath: '/api/settings/container_images/',
});

export const {
  useCreate: useCreateImage,
  useUpdate: useUpdateImage,
  useDelete: useDeleteImage,
} = writeHooks(imageWrites);
