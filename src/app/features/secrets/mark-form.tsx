import { Alert, Button, Group, NativeSelect, Stack, Textarea } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { SECRET_STATUSES, type SecretStatus } from '../../../contract/secrets';
import { applyServerErrors } from '../../lib/form-errors';
import { localizeApiMessage, useT } from '../../lib/i18n';
import { SECRET_STATUS_LABELS } from '../../lib/secret-queries';

export type Mark = { status: SecretStatus; reason: string };

/**
 * What findings are and why (CONTRACT §18's bulk change): the status (chosen here, or given by the
 * button that opened the form) and a reason, required so that the audit log says why a finding was
 * dismissed. A 400 shows beside its field.
 */
export function MarkForm({
  status,
  submitLabel,
  onMark,
  onCancel,
}: {
  /** Given: the form asks only the reason. Absent: it asks the status too, starting from `initial`. */
  status: { fixed: SecretStatus } | { initial: SecretStatus };
  submitLabel: (status: SecretStatus) => string;
  onMark: (mark: Mark) => Promise<void>;
  onCancel?: () => void;
}) {
  const _ = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const start = 'fixed' in status ? status.fixed : status.initial;
  const form = useForm<Mark>({ defaultValues: { status: start, reason: '' } });
  const chosen = form.watch('status');
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onMark({ status: values.status, reason: values.reason.trim() });
      form.reset({ status: values.status, reason: '' });
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['status', 'reason']));
    }
  });
  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        {'initial' in status ? (
          <NativeSelect
            label={_('secrets.mark.status')}
            data={SECRET_STATUSES.map((value) => ({ value, label: SECRET_STATUS_LABELS[value] }))}
            error={form.formState.errors.status?.message}
            {...form.register('status')}
          />
        ) : null}
        <Textarea
          label={_('secrets.mark.reason')}
          description={_('secrets.mark.reasonHelp')}
          required
          rows={3}
          data-autofocus
          error={form.formState.errors.reason?.message}
          {...form.register('reason', {
            validate: (value) => value.trim() !== '' || _('secrets.mark.reasonRequired'),
            maxLength: { value: 1000, message: localizeApiMessage('At most 1000 characters.') },
          })}
        />
        {failure ? (
          <Alert color="red" role="alert">
            {failure}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          {onCancel ? (
            <Button variant="default" onClick={onCancel}>
              {_('secrets.mark.cancel')}
            </Button>
          ) : null}
          <Button type="submit" loading={form.formState.isSubmitting}>
            {submitLabel(chosen)}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
