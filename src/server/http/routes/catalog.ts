import { z } from '@hono/zod-openapi';
import {
  ArtifactRepositorySchema,
  AuthorSchema,
  ContainerImageSchema,
  DependencySchema,
  ProprietorSchema,
  SEVERITIES,
  VulnerabilitySchema,
} from '../../../contract/catalog';
import {
  artifactRepositories,
  authors,
  containerImages,
  dependencies,
  proprietors,
  vulnerabilities,
} from '../../db/repositories/catalog';
import { booleanParam, idFilter } from '../openapi';
import { readOnlyRoutes } from './read-only';

const text = z.string().trim().min(1).optional();

export const dependencyRoutes = readOnlyRoutes({
  path: '/api/dependencies/',
  tag: 'dependencies',
  noun: 'dependency',
  schema: DependencySchema,
  filters: z.object({
    project: idFilter,
    technology: text,
    license: text,
    vulnerability: idFilter,
    container_image: idFilter,
  }),
  model: dependencies,
});

export const vulnerabilityRoutes = readOnlyRoutes({
  path: '/api/vulnerabilities/',
  tag: 'vulnerabilities',
  noun: 'vulnerability',
  schema: VulnerabilitySchema,
  filters: z.object({
    severity: z.enum(SEVERITIES, { error: 'Select a valid choice.' }).optional(),
    has_fixed_version: booleanParam,
    has_exploit: booleanParam,
    dependency: idFilter,
    project: idFilter,
  }),
  model: vulnerabilities,
});

export const authorRoutes = readOnlyRoutes({
  path: '/api/authors/',
  tag: 'authors',
  noun: 'author',
  schema: AuthorSchema,
  filters: z.object({ project: idFilter }),
  model: authors,
});

export const containerImageRoutes = readOnlyRoutes({
  path: '/api/container_images/',
  tag: 'container images',
  noun: 'container image',
  schema: ContainerImageSchema,
  filters: z.object({ artifact_repository: idFilter }),
  model: containerImages,
});

export const artifactRepositoryRoutes = readOnlyRoutes({
  path: '/api/artifact_repositories/',
  tag: 'artifact repositories',
  noun: 'artifact repository',
  schema: ArtifactRepositorySchema,
  filters: z.object({ kind: text }),
  model: artifactRepositories,
});

export const proprietorReadRoutes = readOnlyRoutes({
  path: '/api/proprietors/',
  tag: 'proprietors',
  noun: 'proprietor',
  schema: ProprietorSchema,
  filters: z.object({}),
  model: proprietors,
});
