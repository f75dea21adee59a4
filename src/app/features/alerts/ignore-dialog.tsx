import { Alert, Button, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { applyServerErrors } from '../../lib/form-errors';
import { localizeApiMessage, useT } from '../../lib/i18n';

type IgnoreValues = { reason: string; until: string };
export type IgnoreChoice = { reason: string; until: string | null };

/** Tomorrow in UTC as `YYYY-MM-DD`, the first day an ignore may end on (the server judges days in UTC). */
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/**
 * Asks why the alerts are ignored (required) and until when (optional), then runs `onIgnore`; a 400
 * from the server shows next to its field. `count` alerts are ignored.
 */
export function IgnoreDialog({
  count,
  opened,
  onClose,
  onIgnore,
}: {
  count: number;
  opened: boolean;
  onClose: () => void;
  onIgnore: (choice: IgnoreChoice) => Promise<void>;
}) {
  const _ = useT();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<IgnoreValues>({ defaultValues: { reason: '', until: '' } });
  const close = () => {
    form.reset();
    setFailure(null);
    onClose();
  };
  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await onIgnore({ reason: values.reason.trim(), until: values.until || null });
      form.reset();
      onClose();
    } catch (error) {
      setFailure(applyServerErrors(error, form.setError, ['reason', 'until']));
    }
  });
  return (
    <Modal
      opened={opened}
      onClose={close}
      title={_('alerts.ignoreDialog.title', { count })}
      centered
      closeButtonProps={{ 'aria-label': _('alerts.ignoreDialog.close') }}
    >
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <Text size="sm">{_('alerts.ignoreDialog.intro')}</Text>
          <TextInput
            label={_('alerts.ignoreDialog.reason')}
            description={_('alerts.ignoreDialog.reasonHelp')}
            required
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register('reason', {
              // The contract's rules for an ignore's reason, in the API's words (and their Russian).
              validate: (value) => value.trim() !== '' || localizeApiMessage('Say why these alerts are ignored.'),
              maxLength: { value: 1000, message: localizeApiMessage('At most 1000 characters.') },
            })}
          />
          <TextInput
            type="date"
            label={_('alerts.ignoreDialog.until')}
            description={_('alerts.ignoreDialog.untilHelp')}
            min={tomorrow()}
            error={form.formState.errors.until?.message}
            {...form.register('until')}
          />
          {failure ? (
            <Alert color="red" role="alert">
              {failure}
            </Alert>
          ) : null}
          <Group justify="flex-end">
            <Button variant="default" onClick={close}>
              {_('alerts.ignoreDialog.cancel')}
            </Button>
            <Button type="submit" loading={form.formState.isSubmitting}>
              {_('alerts.ignoreDialog.submit', { count })}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
