import { useDeleteAction } from '../../components/use-delete-action';
import { useT } from '../../lib/i18n';
import { useDeleteRepository } from './api';

/**
 * Delete a repository after a confirmation. The server refuses one that still has images (a 400 saying
 * how many), which the failure notification shows. Render `confirmModal` once.
 */
export function useRepositoryDelete(onDeleted?: () => void) {
  const _ = useT();
  return useDeleteAction({
    noun: 'artifactRepository',
    remove: useDeleteRepository(),
    consequence: (name) => _('artifact-repositories.deleteConsequence', { name }),
    onDeleted,
  });
}
