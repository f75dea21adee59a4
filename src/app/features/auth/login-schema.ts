import { z } from 'zod';

function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.host !== '';
  } catch {
    return false;
  }
}

/** The login form; the token itself is judged by the server, not here. */
export const LoginInputSchema = z.object({
  token: z.string().trim().min(1, 'Enter your API token'),
  baseUrl: z
    .string()
    .trim()
    .refine((value) => value === '' || isHttpUrl(value), {
      message: 'Enter an http:// or https:// address, or leave it empty to use this server',
    }),
});
export type LoginInput = z.infer<typeof LoginInputSchema>;
