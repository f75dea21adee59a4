import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiTokenSchema, ProfileSchema } from '../../../contract/profile';
import type { ProfilePatch } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { sessionStore } from '../../lib/session-store';

import { profileKeys } from '../../lib/profile-query';

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

/** PATCH /api/profile/: names and email; the header and this page show the answer at once. */
export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (patch: ProfilePatch) => api.patch('/api/profile/', ProfileSchema, patch),
    onSuccess: (profile) => client.setQueryData(profileKeys.all, profile),
  });
}
