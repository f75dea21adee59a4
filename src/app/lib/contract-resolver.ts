import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, FieldValues, Resolver, ResolverOptions } from 'react-hook-form';
import type { z } from 'zod';

type Judge<O> = (
  input: unknown,
  context: unknown,
  options: Omit<ResolverOptions<FieldValues>, 'names'>,
) => Promise<{ values: O | Record<string, never>; errors: FieldErrors }>;

/**
 * A form resolver that judges what the API would get: `toInput` turns the form's values into the
 * contract's input and the contract's schema decides, so client and server never disagree. The
 * inputs carry the contract's field names, so the schema's errors land on the form's fields.
 */
export function contractResolver<V extends FieldValues, S extends z.ZodType<FieldValues, FieldValues>>(
  schema: S,
  toInput: (values: V) => z.input<S>,
): Resolver<V, unknown, z.output<S>> {
  const judge = zodResolver(schema) as unknown as Judge<z.output<S>>;
  // `names` lists form fields to judge; the schema always judges the whole input.
  return async (values, context, { names: _names, ...options }) => {
    const { values: output, errors } = await judge(toInput(values), context, options);
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<V> }
      : { values: output as z.output<S>, errors: {} };
  };
}
