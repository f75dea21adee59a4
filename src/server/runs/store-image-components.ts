import type { ImageResult } from '../analysis/images/types';
import type { ScaResult } from '../analysis/sca/analyse-sca';
import type { Queryable } from '../db/database';
import {
  replaceImageComponents,
  type StoredImageComponent,
  setImageAnalysis,
} from '../db/repositories/container-images';
import { matchDependencies } from '../vulnerability-database/match';
import type { Ecosystem } from '../vulndb/ecosystems';
import { dependencyRow } from './store-components';

const OS_ECOSYSTEMS: Ecosystem[] = ['Debian', 'Alpine'];

/**
 * What an image analysis found becomes the image's components (CONTRACT §17), replacing the old ones,
 * each matched against the vulnerability database before policies are evaluated over them. An OS
 * package is looked up by its source package (Debian's and Alpine's advisories name those). An SBOM
 * uploaded for an image gives components without layers; what the image itself is (digest, distribution)
 * stays as the last image read said.
 */
export async function storeImageComponents(
  tx: Queryable,
  imageId: number,
  found: { image: ImageResult } | { sca: ScaResult },
): Promise<void> {
  const components =
    'image' in found
      ? found.image.components.map(
          (c): StoredImageComponent => ({
            ...dependencyRow(c, c.source ?? c.name),
            type: c.type,
            layer_index: c.layer.index,
            layer_digest: c.layer.digest,
            paths: [c.path],
          }),
        )
      : found.sca.components.map(
          (c): StoredImageComponent => ({
            ...dependencyRow(c),
            type: OS_ECOSYSTEMS.includes(c.ecosystem) ? 'os' : 'language',
            layer_index: null,
            layer_digest: null,
            paths: c.paths,
          }),
        );
  const ids = await replaceImageComponents(tx, imageId, components);
  if ('image' in found) {
    const { digest, distribution, layers_count } = found.image;
    const named =
      distribution && (distribution.pretty_name ?? [distribution.id, distribution.version_id].join(' ').trim());
    await setImageAnalysis(tx, imageId, { digest, distribution: named || null, layers_count });
  }
  await matchDependencies(tx, ids);
}
