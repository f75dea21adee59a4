import { PolicySchema, type PolicyValues } from '../../../contract/policies';
import { api } from '../../lib/api-client';
import { resource, useDeleteMutation, useRecordMutation } from '../../lib/resource-queries';

const policies = resource({ name: 'policies', path: '/api/policies/', item: PolicySchema, detail: PolicySchema });
export const policiesQuery = policies.list;
export const policyQuery = policies.detail;

export function useCreatePolicy() {
  return useRecordMutation(policies.keys, (input: PolicyValues) => policies.create(input));
}

export function useUpdatePolicy() {
  return useRecordMutation(policies.keys, ({ id, input }: { id: number; input: PolicyValues }) =>
    policies.update(id, input),
  );
}

export function useCopyPolicy() {
  return useRecordMutation(policies.keys, (id: number) => api.post(`${policies.recordPath(id)}copy/`, PolicySchema));
}

export function useDeletePolicy() {
  return useDeleteMutation(policies);
}
