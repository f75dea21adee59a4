import { useDeleteAction } from '../../components/use-delete-action';
import { useT } from '../../lib/i18n';
import { useDeleteImage } from './image-writes-api';

/** Delete an image after a confirmation that says what goes with it. Render `confirmModal` once. */
export function useImageDelete(onDeleted?: () => void) {
  const _ = useT();
  return useDeleteAction({
    noun: 'containerImage',
    remove: useDeleteImage(),
    consequence: (name) => _('container-images.deleteConsequence', { name }),
    onDeleted,
  });
}
