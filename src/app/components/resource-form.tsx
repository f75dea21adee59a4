import { Alert, Button, Group, Stack, type MantineSpacing } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState, type FormEvent, type ReactNode } from 'react';
import {
  useForm,
  type ControllerFieldState,
  type ControllerRenderProps,
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
} from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { useT } from '../lib/i18n';
import { useLeaveGuard } from './leave-guard';
import type { EditableNoun } from './noun';

/** What a section's form takes from its create or edit page. */
export type SectionFormProps<V, O, R> = {
  mode: 'create' | 'edit';
  defaultValues: V;
  save: (input: O) => Promise<R>;
  /** The list for a new record, the record's own page for an edit. */
  cancelTo: string;
};

type ResourceFormOptions<V extends FieldValues, O, R> = {
  /** Named in the notification, the alert and the buttons. */
  noun: EditableNoun;
  mode: 'create' | 'edit';
  defaultValues: DefaultValues<V>;
  /** zodResolver of the contract's input schema (over the form's values turned into that input). */
  resolver: Resolver<V, unknown, O>;
  save: (input: O) => Promise<R>;
  /** Where a saved record goes next. */
  next: (record: R) => string;
  /** Puts the server's field errors on the fields (setError); returns what is left for the form alert. */
  serverErrors: (error: unknown, form: UseFormReturn<V, unknown, O>) => string | null;
};

/**
 * The resource forms' behaviour: the contract's schema judges the input, a
 * failed save's field errors land on their fields and the rest in the form
 * alert, a saved record is announced and the page moves on, and leaving with
 * unsaved changes asks first. Render the form with ResourceForm and `view`.
 */
export function useResourceForm<V extends FieldValues, O, R extends { name: string }>(
  options: ResourceFormOptions<V, O, R>,
) {
  const { noun, mode, save, next, serverErrors } = options;
  const _ = useT();
  const navigate = useNavigate();
  const [formError, setFormError] = useState<string | null>(null);
  const form = useForm<V, unknown, O>({
    resolver: options.resolver,
    defaultValues: options.defaultValues,
    // Judged on submit, then on every change. Not on blur (onTouched): a message appearing
    // as the pointer leaves a field would push the submit button from under the click.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { allowLeave, leaveModal } = useLeaveGuard(form.formState.isDirty);

  const onSubmit = form.handleSubmit(async (input) => {
    setFormError(null);
    try {
      const record = await save(input);
      const message =
        mode === 'create'
          ? _('components.form.created', { noun, name: record.name })
          : _('components.form.saved', { noun, name: record.name });
      notifications.show({ color: 'green', message });
      allowLeave();
      void navigate(next(record));
    } catch (error) {
      setFormError(serverErrors(error, form));
    }
  });

  const view: ResourceFormView = {
    noun,
    mode,
    onSubmit,
    formError,
    leaveModal,
    submitting: form.formState.isSubmitting,
  };
  return { form, view };
}

type ResourceFormView = {
  noun: EditableNoun;
  mode: 'create' | 'edit';
  onSubmit: (event?: FormEvent) => Promise<void>;
  formError: string | null;
  leaveModal: ReactNode;
  submitting: boolean;
};

type ResourceFormProps = {
  view: ResourceFormView;
  cancelTo: string;
  maw: number;
  gap: MantineSpacing;
  children: ReactNode;
};

/** The frame of a resource form: its alert, its fields, Create (or Save changes) and Cancel. */
export function ResourceForm({ view, cancelTo, maw, gap, children }: ResourceFormProps) {
  const _ = useT();
  const { noun, mode } = view;
  return (
    <form
      onSubmit={view.onSubmit}
      noValidate
      aria-label={_(mode === 'create' ? 'components.form.newTitle' : 'components.form.editTitle', { noun })}
    >
      <Stack maw={maw} gap={gap}>
        {view.formError ? (
          <Alert color="red" title={_('components.form.notSaved', { noun })} role="alert">
            {view.formError}
          </Alert>
        ) : null}
        {children}
        <Group gap="sm" mt="sm">
          <Button type="submit" loading={view.submitting}>
            {mode === 'create' ? _('components.form.create', { noun }) : _('components.form.saveChanges')}
          </Button>
          <Button component={Link} to={cancelTo} variant="default">
            {_('components.form.cancel')}
          </Button>
        </Group>
      </Stack>
      {view.leaveModal}
    </form>
  );
}

/** What a Controller hands a custom input: its value, change and blur, ref and message. */
export function controlProps<V extends FieldValues, N extends FieldPath<V>>({
  field,
  fieldState,
}: {
  field: ControllerRenderProps<V, N>;
  fieldState: ControllerFieldState;
}) {
  return {
    value: field.value,
    onChange: field.onChange,
    onBlur: field.onBlur,
    inputRef: field.ref,
    error: fieldState.error?.message,
  };
}
