import { type FormEvent, useCallback, useRef, useState } from 'react';

/**
 * The part of react-hook-form's `useForm` the login page uses (register with a `validate` rule,
 * handleSubmit, setError, setFocus, errors, isSubmitting), for uncontrolled text inputs. The login
 * page is the first page anyone loads; react-hook-form is ~14 kB gzip of it (issue 19), while the
 * resource forms of the signed-in pages keep react-hook-form. Behaves as react-hook-form's defaults:
 * validates on submit, then again on every change of a field; an invalid submit focuses the first
 * invalid field; a submit clears errors set by `setError`.
 */
type Values = Record<string, string>;
type FieldError = { message?: string };
export type FieldErrors<T extends Values> = Partial<Record<keyof T, FieldError>>;
type Rules = { validate?: (value: string) => boolean | string };
type Field = { element: HTMLInputElement | null; rules: Rules };

export function useForm<T extends Values>({ defaultValues }: { defaultValues: T }) {
  const fields = useRef(new Map<keyof T, Field>()).current;
  const submitted = useRef(false);
  const [errors, setErrors] = useState<FieldErrors<T>>({});
  const [isSubmitting, setSubmitting] = useState(false);
  // The same function on every render, as react-hook-form's: an effect that focuses a field on mount
  // must not run again (and steal the focus back) each time the form re-renders.
  const setFocus = useCallback((name: keyof T) => fields.get(name)?.element?.focus(), [fields]);

  const currentValue = (name: keyof T): string => fields.get(name)?.element?.value ?? defaultValues[name] ?? '';
  const validate = (name: keyof T): FieldError | undefined => {
    const result = fields.get(name)?.rules.validate?.(currentValue(name)) ?? true;
    return result === true ? undefined : { message: typeof result === 'string' ? result : undefined };
  };
  const setFieldError = (name: keyof T, error: FieldError | undefined) =>
    setErrors((current) => {
      const next = { ...current };
      if (error) next[name] = error;
      else delete next[name];
      return next;
    });

  return {
    formState: { errors, isSubmitting },
    register(name: keyof T & string, rules: Rules = {}) {
      const field: Field = fields.get(name) ?? { element: null, rules };
      field.rules = rules;
      fields.set(name, field);
      return {
        name,
        defaultValue: defaultValues[name],
        ref: (element: HTMLInputElement | null) => {
          field.element = element;
        },
        onChange: () => {
          if (submitted.current) setFieldError(name, validate(name));
        },
      };
    },
    setError: (name: keyof T, error: FieldError) => setFieldError(name, error),
    setFocus,
    handleSubmit:
      (onValid: (values: T) => Promise<void> | void, onInvalid?: (errors: FieldErrors<T>) => void) =>
      async (event?: FormEvent) => {
        event?.preventDefault();
        submitted.current = true;
        const found: FieldErrors<T> = {};
        for (const name of fields.keys()) {
          const error = validate(name);
          if (error) found[name] = error;
        }
        setErrors(found);
        const invalid = Object.keys(found) as (keyof T)[];
        if (invalid.length > 0) {
          onInvalid?.(found);
          fields.get(invalid[0]!)?.element?.focus();
          return;
        }
        const values = Object.fromEntries([...fields.keys()].map((name) => [name, currentValue(name)])) as T;
        setSubmitting(true);
        try {
          await onValid(values);
        } finally {
          setSubmitting(false);
        }
      },
  };
}
