import { zodResolver } from '@hookform/resolvers/zod';
import { Alert, Button, Group, Modal, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/form-errors';
import { useT } from '../../lib/i18n';
import { localizeResolver } from '../../lib/localize-resolver';

/** What the dialog asks: the contract's rules for an ignore (a reason; an end day after today, optional). */
const IgnoreSchema = z.object({
  reason: z
    .string()
    .trim()
    .min(1, { error: 'Say why these alerts are ignored.' })
    .max(1000, { error: 'At most 1000 characters.' }),
  until: z.string(),
});
type IgnoreValues = z.infer<typeof IgnoreSchema>;
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
  const form = useForm<IgnoreValues>({
    resolver: localizeResolver(zodResolver(IgnoreSchema)),
    defaultValues: { reason: '', until: '' },
  });
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
          <Textarea
            label={_('alerts.ignoreDialog.reason')}
            description={_('alerts.ignoreDialog.reasonHelp')}
            required
            rows={3}
            data-autofocus
            error={form.formState.errors.reason?.message}
            {...form.register('reason')}
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
