import { Button } from '@mantine/core';
import { lazy, Suspense, useState } from 'react';
import type { ContainerImage } from '../../../contract/catalog';
import { useT } from '../../lib/i18n';

// The dialog (Mantine's Modal, the file input, the upload with its progress, the run it follows) loads
// when it first opens, then stays mounted so that closing plays the modal's transition.
const ImageUploadDialog = lazy(() => import('./image-upload-dialog').then((m) => ({ default: m.ImageUploadDialog })));

/** "Upload image archive or SBOM" and its dialog. */
export function ImageUpload({ image }: { image: ContainerImage }) {
  const _ = useT();
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setOpen(true);
    setLoaded(true);
  };
  return (
    <>
      <div>
        <Button variant="default" onClick={show}>
          {_('container-images.upload.open')}
        </Button>
      </div>
      {loaded ? (
        <Suspense fallback={null}>
          <ImageUploadDialog image={image} opened={open} onClose={() => setOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
