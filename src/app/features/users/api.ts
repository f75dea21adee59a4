import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiTokenSchema } from '../../../contract/profile';
import { NewUserSchema, type UserInput, type UserPatch, UserSchema } from '../../../contract/users';
import { api } from '../../lib/api-client';
import { auditKeys } from '../../components/audit-history';
import { resource } from '../../lib/resource-queries';

/** CONTRACT §11: /api/settings/users/ (administrators only). */
export const users = resource({ name: 'users', path: '/api/settings/users/', item: UserSchema, detail: UserSchema });

function useRefreshAfterWrite() {
  const client = useQueryClient();
  return () => {
    void client.invalidateQueries({ queryKey: users.keys.all });
    void client.invalidateQueries({ queryKey: auditKeys.all });
  };
}

/** Creates a user; the answer carries its first token, shown once. */
export function useCreateUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (input: UserInput) => api.post('/api/settings/users/', NewUserSchema, input),
    onSuccess: refresh,
  });
}

export function useUpdateUser() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: UserPatch }) => api.patch(users.recordPath(id), UserSchema, patch),
    onSuccess: refresh,
  });
}

/** A new token for a user: the old one stops working at once. */
export function useIssueToken() {
  const refresh = useRefreshAfterWrite();
  return useMutation({
    mutationFn: (id: number) => api.post(`${users.recordPath(id)}api_token/`, ApiTokenSchema),
    onSuccess: refresh,
  });
}
