import { useMutation } from '@tanstack/react-query';
import { ApiTokenSchema } from '../../../contract/profile';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';

export { profileQuery } from '../../lib/profile-query';

/**
 * POST /api/profile/api_token/: the old token stops working at once, so the
 * session switches to the new one as soon as the server answers.
 */
export function useGenerateToken() {
  return useMutation({
    mutationFn: () => api.post('/api/profile/api_token/', ApiTokenSchema),
    onSuccess: ({ token }) => sessionStore.replaceToken(token),
  });
}
