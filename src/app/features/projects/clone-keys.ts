import type { ListQuery } from '../../../contract/pagination';

/**
 * The clones' query keys, apart from their queries: the project page's runs refresh them when a run ends
 * without loading the clones section's code, a chunk of its own.
 */
export const cloneKeys = {
  all: ['clones'] as const,
  list: (q: ListQuery) => [...cloneKeys.all, 'list', q] as const,
  fragments: (id: number) => [...cloneKeys.all, 'fragments', id] as const,
  lastRun: (project: number) => [...cloneKeys.all, 'last-run', project] as const,
};
