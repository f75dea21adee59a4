import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { z } from 'zod';
import {
  ArtifactRepositorySchema,
  AuthorSchema,
  ContainerImageSchema,
  DependencySchema,
  ProprietorSchema,
  VulnerabilitySchema,
} from '../../contract/catalog';
import { pageOf, type ListQuery } from '../../contract/pagination';
import { ProjectDetailSchema, ProjectSchema } from '../../contract/projects';
import { api } from './api-client';

/**
 * Query options for the records every section reads: a project page lists its
 * dependencies, a vulnerability its affected dependencies, the project form the
 * proprietors, an image its repository. Features do not import each other, so
 * these live here (like profile-query.ts) and each key is still built in one place.
 */
function section<L extends z.ZodType, D extends z.ZodType>(name: string, path: string, item: L, detail: D) {
  const pageSchema = pageOf(item);
  const keys = {
    all: [name] as const,
    list: (q: ListQuery) => [name, 'list', q] as const,
    detail: (id: number) => [name, 'detail', id] as const,
  };
  return {
    keys,
    list: (q: ListQuery) =>
      queryOptions({
        queryKey: keys.list(q),
        queryFn: ({ signal }) => api.get(path, pageSchema, q, { signal }),
        // Paging and filtering keep the old rows on screen until the new ones arrive.
        placeholderData: keepPreviousData,
      }),
    detail: (id: number) =>
      queryOptions({
        queryKey: keys.detail(id),
        queryFn: ({ signal }) => api.get(`${path}${id}/`, detail, undefined, { signal }),
      }),
  };
}

export const projects = section('projects', '/api/projects/', ProjectSchema, ProjectDetailSchema);
export const dependencies = section('dependencies', '/api/dependencies/', DependencySchema, DependencySchema);
export const vulnerabilities = section(
  'vulnerabilities',
  '/api/vulnerabilities/',
  VulnerabilitySchema,
  VulnerabilitySchema,
);
export const authors = section('authors', '/api/authors/', AuthorSchema, AuthorSchema);
export const containerImages = section(
  'container_images',
  '/api/container_images/',
  ContainerImageSchema,
  ContainerImageSchema,
);
export const artifactRepositories = section(
  'artifact_repositories',
  '/api/artifact_repositories/',
  ArtifactRepositorySchema,
  ArtifactRepositorySchema,
);
export const proprietors = section('proprietors', '/api/proprietors/', ProprietorSchema, ProprietorSchema);

/** A record's id from a route parameter or a filter; undefined unless a positive whole number. */
export function parseId(value: string | null | undefined): number | undefined {
  if (!value || !/^\d+$/.test(value)) return undefined;
  const id = Number(value);
  return id >= 1 && Number.isSafeInteger(id) ? id : undefined;
}
