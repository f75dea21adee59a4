import { EditRecordPage, NewRecordPage } from '../../components/form-page';
import { containerImages } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCreateImage, useUpdateImage } from './image-writes-api';
import { ImageForm } from './image-form';
import { imageToForm, NEW_IMAGE } from './image-form-values';

const GATE = { noun: 'containerImage' as const, to: paths.containerImages, skeleton: { maw: 600, rows: 2 } };

export function NewContainerImagePage() {
  const create = useCreateImage();
  return (
    <NewRecordPage gate={GATE}>
      <ImageForm mode="create" defaultValues={NEW_IMAGE} save={create.mutateAsync} cancelTo={paths.containerImages} />
    </NewRecordPage>
  );
}

export function EditContainerImagePage() {
  const _ = useT();
  const update = useUpdateImage();
  return (
    <EditRecordPage
      detail={containerImages.detail}
      back={{ to: paths.containerImages, label: _('container-images.back') }}
      gate={GATE}
    >
      {(image) => (
        <ImageForm
          key={image.id}
          mode="edit"
          defaultValues={imageToForm(image)}
          save={(input) => update.mutateAsync({ id: image.id, input })}
          cancelTo={paths.containerImage(image.id)}
        />
      )}
    </EditRecordPage>
  );
}
