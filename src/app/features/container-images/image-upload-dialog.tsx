import { Modal } from '@mantine/core';
import type { ContainerImage } from '../../../contract/catalog';
import { useT } from '../../lib/i18n';
import { ImageUploadForm } from './image-upload-form';

/** The upload dialog: the file input, the upload with its progress, the run it follows. */
export function ImageUploadDialog({
  image,
  opened,
  onClose,
}: {
  image: ContainerImage;
  opened: boolean;
  onClose: () => void;
}) {
  const _ = useT();
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={_('container-images.upload.title', { name: image.name })}
      size="lg"
      closeButtonProps={{ 'aria-label': _('container-images.upload.close') }}
    >
      {opened ? <ImageUploadForm image={image} onClose={onClose} /> : null}
    </Modal>
  );
}
