import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { CloneFragmentsSchema, CloneSchema } from '../../../contract/clones';
import { type ListQuery, pageOf } from '../../../contract/pagination';
import { RunSchema } from '../../../contract/runs';
import { api } from '../../lib/api-client';
import { cloneKeys } from './clone-keys';

const ClonePageSchema = pageOf(CloneSchema);
const RunPageSchema = pageOf(RunSchema);

/** CONTRACT §19: a project's clones (`project`, then `level`, `other_project`, `cross`); side `a` is in the project. */
export const clonesQuery = (q: ListQuery) =>
  queryOptions({
    queryKey: cloneKeys.list(q),
    queryFn: ({ signal }) => api.get('/api/clones/', ClonePageSchema, q, { signal }),
    // Paging and filtering keep the old rows on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  });

/** Both sides' code as the workspaces hold it now, for the side-by-side view. */
export const cloneFragmentsQuery = (id: number) =>
  queryOptions({
    queryKey: cloneKeys.fragments(id),
    queryFn: ({ signal }) => api.get(`/api/clones/${id}/fragments/`, CloneFragmentsSchema, undefined, { signal }),
  });

/** The project's last finished clones run: its summary counts the lines the share is of. */
export const lastClonesRunQuery = (project: number) =>
  queryOptions({
    queryKey: cloneKeys.lastRun(project),
    queryFn: ({ signal }) =>
      api.get(
        '/api/analyses/runs/',
        RunPageSchema,
        { project, kind: 'clones', status: 'finished', per_page: 1 },
        { signal },
      ),
  });
