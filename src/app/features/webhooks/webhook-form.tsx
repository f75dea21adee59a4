import { Box, TextInput } from '@mantine/core';
import { Controller, useWatch, type FieldPath } from 'react-hook-form';
import type { Webhook, WebhookTestInput, WebhookValues } from '../../../contract/webhooks';
import { RecordMultiSelect } from '../../components/record-multi-select';
import { controlProps, ResourceForm, type SectionFormProps, useResourceForm } from '../../components/resource-form';
import { projects } from '../../lib/catalog-queries';
import { useT } from '../../lib/i18n';
import { applyServerErrors } from '../../lib/form-errors';
import { paths } from '../../lib/paths';
import { EventsPicker } from './events-picker';
import { TestWebhook } from './test-webhook';
import { TokenField } from './token-field';
import { resolver, tokenChange, type WebhookFormValues } from './webhook-form-values';

const FIELDS: FieldPath<WebhookFormValues>[] = ['name', 'url', 'projects', 'events', 'token'];

type WebhookFormProps = SectionFormProps<WebhookFormValues, WebhookValues, Webhook> & {
  /** Edit: the webhook being changed (its id for "Test it", whether it has a token). */
  webhook?: Webhook;
};

/** A zod issue on one array item (`events.0`) lands on the item; the field shows the first. */
function firstMessage(error: unknown): string | undefined {
  if (!error || typeof error !== 'object') return undefined;
  const message = (error as { message?: unknown }).message;
  if (typeof message === 'string' && message) return message;
  const items = Array.isArray(error) ? error : Object.values(error);
  for (const item of items) {
    const nested = (item as { message?: unknown } | undefined)?.message;
    if (typeof nested === 'string' && nested) return nested;
  }
  return undefined;
}

export function WebhookForm({ webhook, cancelTo, ...props }: WebhookFormProps) {
  const _ = useT();
  const { form, view } = useResourceForm({
    ...props,
    noun: 'webhook',
    resolver,
    next: () => paths.webhooks,
    serverErrors: (error, { setError }) => applyServerErrors(error, setError, FIELDS),
  });
  const { mode } = props;
  const { register, control, setValue, getValues, trigger, formState } = form;
  const { errors } = formState;
  const chosenProjects = useWatch({ control, name: 'projects' });
  const clearing = useWatch({ control, name: 'clear_token' });

  /** The unsaved URL and token; an empty token on edit means the stored one (`webhook_id`, no token). */
  const testInput = async (): Promise<WebhookTestInput | null> => {
    // The token too: one no HTTP header can carry is said at the field, not sent (CONTRACT §9).
    if (!(await trigger(['url', 'token'], { shouldFocus: true }))) return null;
    const values = getValues();
    const token = tokenChange(values);
    if (webhook && token.token === undefined) return { url: values.url.trim(), webhook_id: webhook.id };
    return { url: values.url.trim(), ...token };
  };

  return (
    <ResourceForm view={view} cancelTo={cancelTo} maw={860} gap="lg">
      <TextInput
        label={_('webhooks.form.name')}
        required
        {...register('name')}
        error={errors.name?.message}
        maw={560}
      />
      <TextInput
        label={_('webhooks.form.url')}
        description={_('webhooks.form.urlHint')}
        required
        type="url"
        inputMode="url"
        autoComplete="off"
        {...register('url')}
        error={errors.url?.message}
        maw={560}
      />
      <Controller
        control={control}
        name="token"
        render={({ field, fieldState }) => (
          <TokenField
            mode={mode}
            hasToken={webhook?.has_token ?? false}
            {...controlProps({ field, fieldState })}
            clearing={clearing}
            onClearingChange={(next) => setValue('clear_token', next, { shouldDirty: true })}
          />
        )}
      />
      <TestWebhook input={testInput} />
      <Controller
        control={control}
        name="projects"
        render={({ field, fieldState }) => (
          <Box maw={560}>
            <RecordMultiSelect
              source={projects}
              label={_('webhooks.form.projects')}
              description={
                chosenProjects.length === 0 ? _('webhooks.form.projectsAll') : _('webhooks.form.projectsChosen')
              }
              placeholder={_('webhooks.form.projectsPlaceholder')}
              nothingFound={_('webhooks.form.noProjects')}
              {...controlProps({ field, fieldState })}
            />
          </Box>
        )}
      />
      <Controller
        control={control}
        name="events"
        render={({ field }) => (
          <EventsPicker
            value={field.value}
            onChange={field.onChange}
            onBlur={field.onBlur}
            inputRef={field.ref}
            error={firstMessage(errors.events)}
          />
        )}
      />
    </ResourceForm>
  );
}
