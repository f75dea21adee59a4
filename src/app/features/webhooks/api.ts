import { keepPreviousData, queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import { pageOf, type ListQuery } from '../../../contract/pagination';
import {
  DeliverySchema,
  RedeliverResultSchema,
  SigningSecretSchema,
  TriggerInfoSchema,
  WebhookInputSchema,
  WebhookSchema,
  WebhookTestResultSchema,
  type Webhook,
  type WebhookTestInput,
} from '../../../contract/webhooks';
import { api } from '../../lib/api-client';
import { csvMeta } from '../../lib/csv-export';
import { resource, useRecordMutation, writeHooks } from '../../lib/resource-queries';

const BASE = '/api/settings/webhooks/';
const webhooks = resource({
  name: 'webhooks',
  path: BASE,
  item: WebhookSchema,
  detail: WebhookSchema,
  input: WebhookInputSchema,
});
const DeliveryPageSchema = pageOf(DeliverySchema);
const TriggerCatalogSchema = TriggerInfoSchema.array();

// No key holds a token: records never carry one, and test input is a mutation, not a query.
const webhookKeys = {
  ...webhooks.keys,
  deliveries: (id: number, q: ListQuery) => [...webhooks.keys.all, 'deliveries', id, q] as const,
  triggers: () => [...webhooks.keys.all, 'triggers'] as const,
};

/** While a failure streak lasts, the retry point and counts move on their own: read them again this often. */
const WHILE_FAILING_MS = 5_000;
const failing = (webhook: Webhook | undefined) => Boolean(webhook?.failing_since);

/** The list follows the same rule as a webhook's page: read again while any webhook on it is failing. */
export const webhooksQuery = (q: ListQuery) =>
  queryOptions({
    ...webhooks.list(q),
    refetchInterval: (query) => (query.state.data?.results.some(failing) ? WHILE_FAILING_MS : false),
  });
export const webhookQuery = (id: number) =>
  queryOptions({
    ...webhooks.detail(id),
    refetchInterval: (query) => (failing(query.state.data) ? WHILE_FAILING_MS : false),
  });

export const deliveriesQuery = (id: number, q: ListQuery) =>
  queryOptions({
    queryKey: webhookKeys.deliveries(id, q),
    queryFn: ({ signal }) => api.get(`${webhooks.recordPath(id)}deliveries/`, DeliveryPageSchema, q, { signal }),
    meta: csvMeta(`${webhooks.recordPath(id)}deliveries/`, q),
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

// Every write answers with the record: useRecordMutation keeps it as the detail and refreshes the lists.
// PUT: without `token` the server keeps the stored one, `""` clears it.
export const {
  useCreate: useCreateWebhook,
  useUpdate: useUpdateWebhook,
  useDelete: useDeleteWebhook,
} = writeHooks(webhooks);

/** Pause (`is_active: false`) or resume (`true`): CONTRACT §5 PATCH; the answer is the record. */
export function useSetWebhookActive() {
  return useRecordMutation(webhookKeys, ({ id, active }: { id: number; active: boolean }) =>
    api.patch(webhooks.recordPath(id), WebhookSchema, { is_active: active }),
  );
}

export function useRefreshStatus() {
  return useRecordMutation(webhookKeys, (id: number) =>
    api.post(`${webhooks.recordPath(id)}refresh_availability_status/`, WebhookSchema),
  );
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
    mutationFn: (id: number) => api.post(`${webhooks.recordPath(id)}redeliver/`, RedeliverResultSchema),
    onSuccess: (_, id) => qc.invalidateQueries({ queryKey: webhookKeys.detail(id) }),
  });
}

/** Queue an example event of `trigger` for one webhook (202 with the record). */
export function useSendExample() {
  return useRecordMutation(webhookKeys, ({ id, trigger }: { id: number; trigger: string }) =>
    api.post(`${webhooks.recordPath(id)}send_example/`, WebhookSchema, { trigger }),
  );
}

/**
 * An action on a webhook (`mutationFn`) whose effects reach past its record: afterwards everything this
 * feature reads about webhooks (records, lists, deliveries) is read again.
 */
function useWebhookAction<V, R>(mutationFn: (variables: V) => Promise<R>) {
  const qc = useQueryClient();
  return useMutation({ mutationFn, onSuccess: () => qc.invalidateQueries({ queryKey: webhookKeys.all }) });
}

/** CONTRACT §13: send a failing webhook's pending events now (202 with the record; 409 says why not). */
export function useRetryNow() {
  return useWebhookAction((id: number) => api.post(`${webhooks.recordPath(id)}retry_now/`, WebhookSchema));
}

/** CONTRACT §13: queue again the events one delivery attempt carried. */
export function useRedeliverAttempt() {
  return useWebhookAction(({ id, deliveryId }: { id: number; deliveryId: number }) =>
    api.post(`${webhooks.recordPath(id)}deliveries/${deliveryId}/redeliver/`, RedeliverResultSchema),
  );
}

/** CONTRACT §13: create or replace the signing secret; the answer is the only time it is shown. */
export function useCreateSigningSecret() {
  return useWebhookAction((id: number) => api.post(`${webhooks.recordPath(id)}signing_secret/`, SigningSecretSchema));
}

/** CONTRACT §13: stop signing requests (204). */
export function useDeleteSigningSecret() {
  return useWebhookAction((id: number) => api.delete(`${webhooks.recordPath(id)}signing_secret/`));
}
