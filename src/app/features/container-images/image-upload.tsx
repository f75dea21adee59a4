import { Button, Modal, Skeleton } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ContainerImage } from '../../../contract/catalog';
import { useT } from '../../lib/i18n';

// The dialog's body (the file input, the upload with its progress, the run it follows) loads when it first opens.
const ImageUploadForm = lazy(() => import('./image-upload-form').then((m) => ({ default: m.ImageUploadForm })));

/** "Upload image archive or SBOM" and its dialog. */
export function ImageUpload({ image }: { image: ContainerImage }) {
  const _ = useT();
  const [open, setOpen] = useState(false);
  return (
    <>
      <div>
        <Button variant="default" onClick={() => setOpen(true)}>
          {_('container-images.upload.open')}
        </Button>
      </div>
      <Modal
        opened={open}
        onClose={() => setOpen(false)}
        title={_('container-images.upload.title', { name: image.name })}
        size="lg"
        closeButtonProps={{ 'aria-label': _('container-images.upload.close') }}
      >
        {open ? (
          <Suspense fallback={<Skeleton height={160} />}>
            <ImageUploadForm image={image} onClose={() => setOpen(false)} />
          </Suspense>
        ) : null}
      </Modal>
    </>
  );
}
