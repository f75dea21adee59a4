import {
  keepPreviousData,
  queryOptions,
  useMutation,
  useQuery,
  useQueryClient,
  type QueryKey,
  type UseQueryOptions,
} from '@tanstack/react-query';
import type { z } from 'zod';
import { pageOf, type ListQuery } from '../../contract/pagination';
import { api } from './api-client';
import { csvMeta } from './csv-export';

/** A section's query keys, all built here; `all` is the prefix of every one. */
function resourceKeys(name: string) {
  return {
    all: [name] as const,
    lists: () => [name, 'list'] as const,
    list: (q: ListQuery) => [name, 'list', q] as const,
    details: () => [name, 'detail'] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
}

export type ResourceKeys = ReturnType<typeof resourceKeys>;

type ResourceConfig<L extends z.ZodType, D extends z.ZodType, I extends z.ZodType> = {
  /** The first element of every key, e.g. `policies`. */
  name: string;
  /** The list endpoint; a record is at `${path}${id}/`. */
  path: string;
  /** A list row, and a record as its detail endpoint answers. */
  item: L;
  detail: D;
  /** The contract's input schema of a section that is written to; create and update take its output. */
  input?: I;
  /** Where writes go when not `path` (projects are read at /api/projects/, written under /api/settings/). */
  writePath?: string;
};

/**
 * One section of the API: its keys, the list and detail query options, and its
 * create/update/delete requests. Each feature's api.ts builds on one of these.
 */
export function resource<L extends z.ZodType, D extends z.ZodType, I extends z.ZodType = z.ZodNever>(
  config: ResourceConfig<L, D, I>,
) {
  const { name, path, item, detail } = config;
  const keys = resourceKeys(name);
  const pageSchema = pageOf(item);
  const writePath = config.writePath ?? path;
  const recordPath = (id: number) => `${writePath}${id}/`;
  return {
    keys,
    /** A record's write endpoint, for the section's actions (`${recordPath(id)}copy/`). */
    recordPath,
    list: (q: ListQuery) =>
      queryOptions({
        queryKey: keys.list(q),
        queryFn: ({ signal }) => api.get(path, pageSchema, q, { signal }),
        meta: csvMeta(path, q),
        // Paging and filtering keep the old rows on screen until the new ones arrive.
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => api.get(`${path}${id}/`, detail, undefined, { signal }),
      }),
    create: (input: z.output<I>) => api.post(writePath, detail, input),
    update: (id: number, input: z.output<I>) => api.put(recordPath(id), detail, input),
    remove: (id: number) => api.delete(recordPath(id)),
  };
}

/**
 * One record by id, e.g. `useRecord(projects.detail, parseId(list.filters.project))`.
 * Nothing is asked while `id` is undefined (no valid id in the address or filter, a parent not loaded yet).
 */
export function useRecord<T, K extends QueryKey>(
  detail: (id: number) => UseQueryOptions<T, Error, T, K>,
  id: number | undefined,
) {
  return useQuery({ ...detail(id ?? 0), enabled: id !== undefined });
}

/**
 * A write that answers with the record (create, update, copy, …): the record
 * becomes its detail's data without a second request, and the lists (plus any
 * `alsoStale` keys) are asked again.
 */
export function useRecordMutation<V, R extends { id: number }>(
  keys: ResourceKeys,
  mutationFn: (variables: V) => Promise<R>,
  alsoStale: QueryKey[] = [],
) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (record: R) => {
      qc.setQueryData(keys.detail(record.id), record);
      return Promise.all([keys.lists(), ...alsoStale].map((queryKey) => qc.invalidateQueries({ queryKey })));
    },
  });
}

/** A delete by id: the detail is removed, the lists are asked again. */
function useDeleteMutation(section: { keys: ResourceKeys; remove: (id: number) => Promise<void> }) {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: section.remove,
    onSuccess: (_, id: number) => {
      // Removed, not invalidated: a page still showing it would ask again and get a 404.
      qc.removeQueries({ queryKey: section.keys.detail(id) });
      return qc.invalidateQueries({ queryKey: section.keys.lists() });
    },
  });
}

/**
 * A section's create, update and delete hooks:
 * `export const { useCreate: useCreatePolicy, … } = writeHooks(policies)`.
 */
export function writeHooks<I, R extends { id: number }>(section: {
  keys: ResourceKeys;
  create: (input: I) => Promise<R>;
  update: (id: number, input: I) => Promise<R>;
  remove: (id: number) => Promise<void>;
}) {
  return {
    useCreate: () => useRecordMutation(section.keys, section.create),
    useUpdate: () =>
      useRecordMutation(section.keys, ({ id, input }: { id: number; input: I }) => section.update(id, input)),
    useDelete: () => useDeleteMutation(section),
  };
}
