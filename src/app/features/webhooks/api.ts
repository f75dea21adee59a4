import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import {
  DeliverySchema,
  RedeliverResultSchema,
  TriggerInfoSchema,
  WebhookSchema,
  WebhookTestResultSchema,
  type Webhook,
  type WebhookTestInput,
  type WebhookValues,
} from '../../../contract/webhooks';
import { api } from '../../lib/api-client';

const BASE = '/api/settings/webhooks/';
const WebhookPageSchema = pageOf(WebhookSchema);
const DeliveryPageSchema = pageOf(DeliverySchema);
const TriggerCatalogSchema = TriggerInfoSchema.array();

// No key holds a token: records never carry one, and test input is a mutation, not a query.
const webhookKeys = {
  all: ['webhooks'] as const,
  list: (q: ListQuery) => [...webhookKeys.all, 'list', q] as const,
  detail: (id: number) => [...webhookKeys.all, 'detail', id] as const,
  deliveries: (id: number, q: ListQuery) => [...webhookKeys.all, 'deliveries', id, q] as const,
  triggers: () => [...webhookKeys.all, 'triggers'] as const,
};

export const webhooksQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: webhookKeys.list(q),
    queryFn: ({ signal }) => api.get(BASE, WebhookPageSchema, q, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

export const webhookQuery = (id: number) =>
  queryOptions({
    queryKey: webhookKeys.detail(id),
    queryFn: ({ signal }) => api.get(`${BASE}${id}/`, WebhookSchema, undefined, { signal }),
  });

export const deliveriesQuery = (id: number, q: ListQuery) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, q),
    queryFn: ({ signal }) => api.get(`${BASE}${id}/deliveries/`, DeliveryPageSchema, q, { signal }),
    placeholderData: keepPreviousData,
    // New attempts arrive on their own while the page is open.
    refetchInterval: 5_000,
  });

export const triggersQuery = () =>
  queryOptions({
    queryKey: webhookKeys.triggers(),
    queryFn: ({ signal }) => api.get(`${BASE}triggers/`, TriggerCatalogSchema, undefined, { signal }),
    // The catalog is fixed for a given server version.
    staleTime: Infinity,
  });

/** Every write answers with the record: keep the detail, refresh the lists. */
function useStoreWebhook() {
  const qc = useQueryClient();
  return (webhook: Webhook) => {
    qc.setQueryData(webhookKeys.detail(webhook.id), webhook);
    return qc.invalidateQueries({ queryKey: [...webhookKeys.all, 'list'] });
  };
}

export function useCreateWebhook() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: (input: WebhookValues) => api.post(BASE, WebhookSchema, input),
    onSuccess: store,
  });
}

/** PUT: without `token` the server keeps the stored one, `""` clears it. */
export function useUpdateWebhook(id: number) {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: (input: WebhookValues) => api.put(`${BASE}${id}/`, WebhookSchema, input),
    onSuccess: store,
  });
}

export function useEnableWebhook() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: (id: number) => api.patch(`${BASE}${id}/`, WebhookSchema, { is_active: true }),
    onSuccess: store,
  });
}

export function useRefreshStatus() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: (id: number) => api.post(`${BASE}${id}/refresh_availability_status/`, WebhookSchema),
    onSuccess: store,
  });
}

export function useDeleteWebhook() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.delete(`${BASE}${id}/`),
    onSuccess: (_, id) => {
      // Removed, not invalidated: a page still showing it would ask again and get a 404.
      qc.removeQueries({ queryKey: webhookKeys.detail(id) });
      return qc.invalidateQueries({ queryKey: [...webhookKeys.all, 'list'] });
    },
  });
}

/** "Test it": sends the `test` event now; the answer says how the target replied (never an HTTP error for that). */
export function useTestWebhook() {
  return useMutation({
    mutationFn: (input: WebhookTestInput) => api.post(`${BASE}test/`, WebhookTestResultSchema, input),
  });
}

/** Queue the given-up events of a webhook again; the record is read again for its new counts. */
export function useRedeliver() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => api.post(`${BASE}${id}/redeliver/`, RedeliverResultSchema),
    onSuccess: (_, id) => qc.invalidateQueries({ queryKey: webhookKeys.detail(id) }),
  });
}

/** Queue an example event of `trigger` for one webhook (202 with the record). */
export function useSendExample() {
  const store = useStoreWebhook();
  return useMutation({
    mutationFn: ({ id, trigger }: { id: number; trigger: string }) =>
      api.post(`${BASE}${id}/send_example/`, WebhookSchema, { trigger }),
    onSuccess: store,
  });
}
