import { queryOptions } from '@tanstack/react-query';
import { ProfileSchema } from '../../contract/profile';
import { api } from './api-client';

/** The signed-in user; shared by the shell header and the Profile page. */
export const profileKeys = {
  all: ['profile'] as const,
};

export const profileQuery = () =>
  queryOptions({
    queryKey: profileKeys.all,
    queryFn: ({ signal }) => api.get('/api/profile/', ProfileSchema, undefined, { signal }),
  });
