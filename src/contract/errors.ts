import { z } from 'zod';

/** CONTRACT §3: a 400 maps each field (or `non_field_errors`) to messages; nested objects nest. */
export type FieldErrors = { [field: string]: string[] | FieldErrors };
export const FieldErrorsSchema: z.ZodType<FieldErrors> = z.lazy(() =>
  z.record(z.string(), z.union([z.array(z.string()), FieldErrorsSchema])),
);

export const NON_FIELD_ERRORS = 'non_field_errors';
