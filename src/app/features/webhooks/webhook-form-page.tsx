import { notifications } from '@mantine/notifications';
import { AuditHistory } from '../../components/audit-history';
import { FormGate, FormSkeleton, NewRecordPage, useCanWrite } from '../../components/form-page';
import { useConfirm } from '../../components/confirm';
import { PageHeader } from '../../components/page-header';
import { RecordError, useRecordPage } from '../../components/record-page';
import { errorMessage } from '../../lib/error-message';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCreateWebhook, useRedeliver, useUpdateWebhook, webhookQuery } from './api';
import { DeliveriesSection } from './deliveries-section';
import { RetryTimelineCard } from './retry-timeline';
import { SigningCard } from './signing-card';
import { useWebhookActions } from './use-webhook-actions';
import { WebhookForm } from './webhook-form';
import { NEW_WEBHOOK, webhookToForm } from './webhook-form-values';
import { DisabledBanner, WebhookStatusCard } from './webhook-status-card';

const GATE = {
  noun: 'webhook' as const,
  to: paths.webhooks,
  maw: 860,
  skeleton: { maw: 560, rows: 4 },
};

export function NewWebhookPage() {
  const create = useCreateWebhook();
  return (
    <NewRecordPage gate={GATE}>
      <WebhookForm mode="create" defaultValues={NEW_WEBHOOK} save={create.mutateAsync} />
    </NewRecordPage>
  );
}

/** Asks with the count, then queues the given-up events again and tells how many were requeued. */
function useRedeliverAction() {
  const _ = useT();
  const redeliver = useRedeliver();
  const { confirm, confirmModal } = useConfirm();
  const run = async (id: number, count: number) => {
    const ok = await confirm({
      title: _('webhooks.redeliver.title'),
      message: _('webhooks.redeliver.question', { count }),
      confirmLabel: _('webhooks.redeliver.confirm'),
    });
    if (!ok) return;
    redeliver.mutate(id, {
      onSuccess: ({ requeued }) =>
        notifications.show({
          color: 'green',
          message: _('webhooks.redeliver.done', { count: requeued }),
        }),
      onError: (error) =>
        notifications.show({ color: 'red', title: _('webhooks.redeliver.failed'), message: errorMessage(error) }),
    });
  };
  return { run, pending: redeliver.isPending, confirmModal };
}

export function EditWebhookPage() {
  const _ = useT();
  const record = useRecordPage(webhookQuery);
  const { id, query: webhook } = record;
  const isAdmin = useCanWrite() === true;
  const redeliver = useRedeliverAction();
  const update = useUpdateWebhook();
  const actions = useWebhookActions();

  if (id === undefined || webhook.isError) {
    return (
      <RecordError
        title={_('components.form.editTitle', { noun: GATE.noun })}
        noun={GATE.noun}
        record={record}
        back={{ to: paths.webhooks, label: _('webhooks.allWebhooks') }}
      />
    );
  }
  const data = webhook.data;
  return (
    <>
      <PageHeader
        title={
          data
            ? _('components.form.editNamed', { name: data.name })
            : _('components.form.editTitle', { noun: GATE.noun })
        }
      />
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
          <SigningCard webhook={data} canChange={isAdmin} />
          <FormGate {...GATE}>
            {/* Keyed by id: the form's default values are read once. */}
            <WebhookForm
              key={data.id}
              mode="edit"
              webhook={data}
              defaultValues={webhookToForm(data)}
              save={(input) => update.mutateAsync({ id: data.id, input })}
            />
          </FormGate>
          <DeliveriesSection webhookId={data.id} canRedeliver={isAdmin} />
          <AuditHistory objectType="webhook" objectId={data.id} />
        </>
      ) : (
        <FormSkeleton {...GATE.skeleton} />
      )}
      {actions.confirmModal}
      {redeliver.confirmModal}
    </>
  );
}
