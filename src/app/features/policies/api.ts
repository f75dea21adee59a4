import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import { PolicySchema, type PolicyValues } from '../../../contract/policies';
import { api } from '../../lib/api-client';

const PolicyPageSchema = pageOf(PolicySchema);

const policyKeys = {
  all: ['policies'] as const,
  list: (q: ListQuery) => [...policyKeys.all, 'list', q] as const,
  detail: (id: number) => [...policyKeys.all, 'detail', id] as const,
};

export const policiesQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: policyKeys.list(q),
    queryFn: ({ signal }) => api.get('/api/policies/', PolicyPageSchema, q, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const policyQuery = (id: number) =>
  queryOptions({
    queryKey: policyKeys.detail(id),
    queryFn: ({ signal }) => api.get(`/api/policies/${id}/`, PolicySchema, undefined, { signal }),
  });

function useInvalidateLists() {
  const qc = useQueryClient();
  return () => qc.invalidateQueries({ queryKey: [...policyKeys.all, 'list'] });
}

export function useCreatePolicy() {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: PolicyValues) => api.post('/api/policies/', PolicySchema, input),
    onSuccess: (policy) => {
      qc.setQueryData(policyKeys.detail(policy.id), policy);
      return invalidate();
    },
  });
}

export function useUpdatePolicy(id: number) {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (input: PolicyValues) => api.put(`/api/policies/${id}/`, PolicySchema, input),
    onSuccess: (policy) => {
      qc.setQueryData(policyKeys.detail(policy.id), policy);
      return invalidate();
    },
  });
}

export function useCopyPolicy() {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => api.post(`/api/policies/${id}/copy/`, PolicySchema),
    onSuccess: (copy) => {
      qc.setQueryData(policyKeys.detail(copy.id), copy);
      return invalidate();
    },
  });
}

export function useDeletePolicy() {
  const qc = useQueryClient();
  const invalidate = useInvalidateLists();
  return useMutation({
    mutationFn: (id: number) => api.delete(`/api/policies/${id}/`),
    onSuccess: (_, id) => {
      // Removed, not invalidated: a page still showing it would ask again and get a 404.
      qc.removeQueries({ queryKey: policyKeys.detail(id) });
      return invalidate();
    },
  });
}
