import { useMutation } from '@tanstack/react-query';
import { PolicyInputSchema, PolicyPreviewSchema, PolicySchema, type PolicyValues } from '../../../contract/policies';
import { api } from '../../lib/api-client';
import { resource, useRecordMutation, writeHooks } from '../../lib/resource-queries';

const policies = resource({
  name: 'policies',
  path: '/api/policies/',
  item: PolicySchema,
  detail: PolicySchema,
  input: PolicyInputSchema,
});
export const policiesQuery = policies.list;
export const policyQuery = policies.detail;
export const {
  useCreate: useCreatePolicy,
  useUpdate: useUpdatePolicy,
  useDelete: useDeletePolicy,
} = writeHooks(policies);

export function useCopyPolicy() {
  return useRecordMutation(policies.keys, (id: number) => api.post(`${policies.recordPath(id)}copy/`, PolicySchema));
}

/** CONTRACT §12: what an unsaved policy would match today; nothing is written. */
export function usePreviewPolicy() {
  return useMutation({
    mutationFn: (input: PolicyValues) => api.post('/api/policies/preview/', PolicyPreviewSchema, input),
  });
}
