import { z } from 'zod';

/** CONTRACT §4: every collection answers with a page. */
export function pageOf<T extends z.ZodType>(item: T) {
  return z.object({
    count: z.number().int().nonnegative(),
    next: z.string().nullable(),
    previous: z.string().nullable(),
    results: z.array(item),
  });
}

export type Page<T> = { count: number; next: string | null; previous: string | null; results: T[] };

export const DEFAULT_PAGE_SIZE = 20;

/** Query parameters every list accepts; filters are added per section. */
export type ListQuery = {
  page?: number;
  per_page?: number;
  search?: string;
  ordering?: string;
  [filter: string]: string | number | boolean | undefined;
};
