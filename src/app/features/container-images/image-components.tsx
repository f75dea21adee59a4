import { DependencyTable } from '../../components/dependency-table';
import { PageSection } from '../../components/page-section';
import { useT } from '../../lib/i18n';
import { COMPONENT_COLUMNS } from './component-columns';

/** The image's components, with the layer each came from. */
export function ImageComponents({ imageId, imageName }: { imageId: number; imageName?: string }) {
  const _ = useT();
  return (
    <PageSection id="image-dependencies" title={_('container-images.components')}>
      <DependencyTable
        scope={{ container_image: imageId }}
        columns={COMPONENT_COLUMNS}
        label={imageName ? _('container-images.componentsOf', { name: imageName }) : _('container-images.components')}
        emptyMessage={_('container-images.noDependencies')}
      />
    </PageSection>
  );
}
