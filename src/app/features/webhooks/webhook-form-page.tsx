import { Alert, Anchor, Skeleton, Stack } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useQuery } from '@tanstack/react-query';
import { Link, useParams } from 'react-router';
import { useConfirm } from '../../components/confirm';
import { DetailError } from '../../components/detail-error';
import { PageHeader } from '../../components/page-header';
import { parseId } from '../../lib/route-params';
import { errorMessage } from '../../lib/error-message';
import { profileQuery } from '../../lib/profile-query';
import { useCreateWebhook, useRedeliver, useUpdateWebhook, webhookQuery } from './api';
import { DeliveriesSection } from './deliveries-section';
import { RetryTimelineCard } from './retry-timeline';
import { useWebhookActions } from './use-webhook-actions';
import { LIST_PATH, WebhookForm } from './webhook-form';
import { NEW_WEBHOOK, webhookToForm } from './webhook-form-values';
import { DisabledBanner, WebhookStatusCard } from './webhook-status-card';

/** Auditors and users could open the address; the server would answer 403 to a save anyway. */
function NotAllowed() {
  return (
    <Alert color="gray" title="Only administrators can create or change webhooks" maw={860}>
      Your role can read webhooks but not change or test them.{' '}
      <Anchor component={Link} to={LIST_PATH}>
        Back to the webhooks
      </Anchor>
    </Alert>
  );
}

function FormSkeleton() {
  return (
    <Stack maw={560} gap="md" aria-busy="true">
      {[1, 2, 3, 4].map((i) => (
        <Skeleton key={i} height={56} />
      ))}
    </Stack>
  );
}

/** undefined while the profile loads, so a reader never sees the form flash up (or an administrator the refusal). */
function useCanWrite(): boolean | undefined {
  const profile = useQuery(profileQuery());
  return profile.data ? profile.data.role === 'administrator' : undefined;
}

export function NewWebhookPage() {
  const canWrite = useCanWrite();
  const create = useCreateWebhook();
  return (
    <>
      <PageHeader title="New webhook" />
      {canWrite === undefined ? (
        <FormSkeleton />
      ) : canWrite ? (
        <WebhookForm mode="create" defaultValues={NEW_WEBHOOK} save={create.mutateAsync} />
      ) : (
        <NotAllowed />
      )}
    </>
  );
}

/** Asks with the count, then queues the given-up events again and tells how many were requeued. */
function useRedeliverAction() {
  const redeliver = useRedeliver();
  const { confirm, confirmModal } = useConfirm();
  const run = async (id: number, count: number) => {
    const ok = await confirm({
      title: 'Redeliver given-up events',
      message: `Queue ${count} given-up ${count === 1 ? 'event' : 'events'} again?`,
      confirmLabel: 'Queue again',
    });
    if (!ok) return;
    redeliver.mutate(id, {
      onSuccess: ({ requeued }) =>
        notifications.show({
          color: 'green',
          message: `${requeued} ${requeued === 1 ? 'event' : 'events'} queued again.`,
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: 'The events were not queued again', message: errorMessage(error) }),
    });
  };
  return { run, pending: redeliver.isPending, confirmModal };
}

export function EditWebhookPage() {
  const { id: param } = useParams();
  const id = parseId(param);
  const canWrite = useCanWrite();
  const isAdmin = canWrite === true;
  const webhook = useQuery({
    ...webhookQuery(id ?? 0),
    enabled: id !== undefined,
    // While a failure streak lasts, the retry point and counts move on their own.
    refetchInterval: (query) => (query.state.data?.failing_since ? 5_000 : false),
  });
  const redeliver = useRedeliverAction();
  const update = useUpdateWebhook(id ?? 0);
  const actions = useWebhookActions();

  if (id === undefined || webhook.isError) {
    return (
      <>
        <PageHeader title="Edit webhook" />
        <DetailError
          error={webhook.error}
          noun="webhook"
          id={param}
          back={{ to: LIST_PATH, label: 'All webhooks' }}
          onRetry={() => void webhook.refetch()}
        />
      </>
    );
  }
  const data = webhook.data;
  return (
    <>
      <PageHeader title={data ? `Edit ${data.name}` : 'Edit webhook'} />
      {data ? (
        <>
          <DisabledBanner
            webhook={data}
            onEnable={isAdmin ? () => actions.enableAgain(data) : undefined}
            enabling={actions.enabling}
          />
          <WebhookStatusCard
            webhook={data}
            onRefresh={isAdmin ? () => actions.refreshStatus(data) : undefined}
            refreshing={actions.refreshingId === data.id}
          />
          <RetryTimelineCard
            webhook={data}
            onRedeliver={isAdmin ? () => void redeliver.run(data.id, data.given_up_events_count ?? 0) : undefined}
            redelivering={redeliver.pending}
          />
          {canWrite === undefined ? (
            <FormSkeleton />
          ) : isAdmin ? (
            // Keyed by id: the form's default values are read once.
            <WebhookForm
              key={data.id}
              mode="edit"
              webhook={data}
              defaultValues={webhookToForm(data)}
              save={update.mutateAsync}
            />
          ) : (
            <NotAllowed />
          )}
          <DeliveriesSection webhookId={data.id} />
        </>
      ) : (
        <FormSkeleton />
      )}
      {actions.confirmModal}
      {redeliver.confirmModal}
    </>
  );
}
