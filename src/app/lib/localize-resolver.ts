import type { FieldValues, Resolver } from 'react-hook-form';
import { localizeApiMessage } from './i18n';

/** Every `message` of a react-hook-form error tree through the API's message table; `ref` (an element) is left alone. */
function localizeTree(node: unknown): unknown {
  if (Array.isArray(node)) return node.map(localizeTree);
  if (!node || typeof node !== 'object') return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) => [
      key,
      key === 'ref'
        ? value
        : key === 'message' && typeof value === 'string'
          ? localizeApiMessage(value)
          : localizeTree(value),
    ]),
  );
}

/**
 * A form resolver whose messages show in the console's language. Forms judge their values with the
 * contract's schemas, whose messages are the API's English; wrapped, they read as the server's answers
 * do for `Accept-Language: ru`: `resolver: localizeResolver(zodResolver(ProprietorInputSchema))`.
 */
export function localizeResolver<TValues extends FieldValues, TContext, TOutput>(
  resolver: Resolver<TValues, TContext, TOutput>,
): Resolver<TValues, TContext, TOutput> {
  return async (values, context, options) => {
    const result = await resolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    // Only a failed result has errors, and its values are empty.
    return { values: {}, errors: localizeTree(result.errors) as typeof result.errors };
  };
}
