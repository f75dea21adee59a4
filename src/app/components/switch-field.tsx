import { Switch } from '@mantine/core';
import { Controller, type Control, type FieldPathByValue, type FieldValues } from 'react-hook-form';
import { useNameOnly } from './name-only';

type SwitchFieldProps<V extends FieldValues, O> = {
  control: Control<V, unknown, O>;
  name: FieldPathByValue<V, boolean>;
  label: string;
  description?: string;
};

/** A yes/no field; with a description, named by its label alone (see useNameOnly). */
export function SwitchField<V extends FieldValues, O>({ control, name, label, description }: SwitchFieldProps<V, O>) {
  const nameOnly = useNameOnly(label);
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Switch
          {...(description ? nameOnly : { label })}
          description={description}
          checked={field.value}
          onChange={(event) => field.onChange(event.currentTarget.checked)}
          onBlur={field.onBlur}
          ref={field.ref}
          error={fieldState.error?.message}
        />
      )}
    />
  );
}
