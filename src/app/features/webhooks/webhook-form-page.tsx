import { EditRecordPage, NewRecordPage } from '../../components/form-page';
import { useT } from '../../lib/i18n';
import { paths } from '../../lib/paths';
import { useCreateWebhook, useUpdateWebhook, webhookQuery } from './api';
import { WebhookForm } from './webhook-form';
import { NEW_WEBHOOK, webhookToForm } from './webhook-form-values';

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
      <WebhookForm mode="create" defaultValues={NEW_WEBHOOK} save={create.mutateAsync} cancelTo={paths.webhooks} />
    </NewRecordPage>
  );
}

/** The form alone, as for policies: health, deliveries, signing and pausing are on the webhook's own page. */
export function EditWebhookPage() {
  const _ = useT();
  const update = useUpdateWebhook();
  return (
    <EditRecordPage detail={webhookQuery} back={{ to: paths.webhooks, label: _('webhooks.allWebhooks') }} gate={GATE}>
      {(webhook) => (
        // Keyed by id: the form's default values are read once.
        <WebhookForm
          key={webhook.id}
          mode="edit"
          webhook={webhook}
          defaultValues={webhookToForm(webhook)}
          save={(input) => update.mutateAsync({ id: webhook.id, input })}
          cancelTo={paths.webhook(webhook.id)}
        />
      )}
    </EditRecordPage>
  );
}
