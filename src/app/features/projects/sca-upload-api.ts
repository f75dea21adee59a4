import { useMutation, useQueryClient } from '@tanstack/react-query';
import { RunListSchema } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { isApiError } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { i18n } from '../../lib/i18n';
import { runKeys } from '../../lib/run-queries';

/**
 * `POST /api/analyses/projects/{id}/sca/upload/` (CONTRACT §16): the files as `file` parts of one
 * multipart request; 202 with the queued project SCA run, as the other start endpoints answer.
 */
export function useScaUpload(projectId: number) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (files: readonly File[]) => {
      const form = new FormData();
      for (const file of files) form.append('file', file, file.name);
      return api.post(`/api/analyses/projects/${projectId}/sca/upload/`, RunListSchema, form);
    },
    onSettled: () => qc.invalidateQueries({ queryKey: runKeys.all }),
  });
}

/**
 * What a refused upload says next to the field: the server's words about the files (400 `{file: […]}`,
 * naming the first error), the size limit (413), else whatever went wrong.
 */
export function uploadErrorText(error: unknown): string {
  if (isApiError(error, 413)) return i18n._('projects.upload.tooLarge');
  if (isApiError(error, 400)) {
    const fileErrors = error.fieldErrors.file;
    if (Array.isArray(fileErrors) && typeof fileErrors[0] === 'string') return fileErrors[0];
  }
  return errorMessage(error);
}
