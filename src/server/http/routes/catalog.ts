import { z } from '@hono/zod-openapi';
import {
  ArtifactRepositorySchema,
  ContainerImageSchema,
  DependencySchema,
  ProprietorSchema,
  SEVERITIES,
  VulnerabilityDetailSchema,
  VulnerabilitySchema,
} from '../../../contract/catalog';
import {
  artifactRepositories,
  containerImages,
  dependencies,
  proprietors,
  vulnerabilities,
  vulnerabilityDetail,
} from '../../db/repositories/catalog';
import { booleanParam, idFilter } from '../openapi';
import { readOnlyRoutes } from './read-only';

const text = z.string().trim().min(1).optional();

export const dependencyRoutes = readOnlyRoutes('/api/dependencies/', DependencySchema, dependencies, {
  project: idFilter,
  technology: text,
  license: text,
  vulnerability: idFilter,
  container_image: idFilter,
});

export const vulnerabilityRoutes = readOnlyRoutes(
  '/api/vulnerabilities/',
  VulnerabilitySchema,
  vulnerabilities,
  {
    severity: z.enum(SEVERITIES, { error: 'Select a valid choice.' }).optional(),
    has_fixed_version: booleanParam,
    has_exploit: booleanParam,
    dependency: idFilter,
    project: idFilter,
  },
  { schema: VulnerabilityDetailSchema, get: vulnerabilityDetail },
);

export const containerImageRoutes = readOnlyRoutes('/api/container_images/', ContainerImageSchema, containerImages, {
  artifact_repository: idFilter,
});

export const artifactRepositoryRoutes = readOnlyRoutes(
  '/api/artifact_repositories/',
  ArtifactRepositorySchema,
  artifactRepositories,
  { kind: text },
);

export const proprietorReadRoutes = readOnlyRoutes('/api/proprietors/', ProprietorSchema, proprietors);
