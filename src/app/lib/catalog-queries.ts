import {
  ArtifactRepositorySchema,
  AuthorSchema,
  ContainerImageSchema,
  DependencySchema,
  ProprietorSchema,
  VulnerabilitySchema,
} from '../../contract/catalog';
import { ProjectDetailSchema, ProjectInputSchema, ProjectSchema } from '../../contract/projects';
import { resource } from './resource-queries';

/**
 * The sections every other section reads: a project page lists its
 * dependencies, a vulnerability its affected dependencies, the project form the
 * proprietors, an image its repository. Features do not import each other, so
 * these live here (like profile-query.ts and run-queries.ts).
 */
export const projects = resource({
  name: 'projects',
  path: '/api/projects/',
  item: ProjectSchema,
  detail: ProjectDetailSchema,
  input: ProjectInputSchema,
  writePath: '/api/settings/projects/',
});
export const dependencies = resource({
  name: 'dependencies',
  path: '/api/dependencies/',
  item: DependencySchema,
  detail: DependencySchema,
});
export const vulnerabilities = resource({
  name: 'vulnerabilities',
  path: '/api/vulnerabilities/',
  item: VulnerabilitySchema,
  detail: VulnerabilitySchema,
});
export const authors = resource({ name: 'authors', path: '/api/authors/', item: AuthorSchema, detail: AuthorSchema });
export const containerImages = resource({
  name: 'container_images',
  path: '/api/container_images/',
  item: ContainerImageSchema,
  detail: ContainerImageSchema,
});
export const artifactRepositories = resource({
  name: 'artifact_repositories',
  path: '/api/artifact_repositories/',
  item: ArtifactRepositorySchema,
  detail: ArtifactRepositorySchema,
});
export const proprietors = resource({
  name: 'proprietors',
  path: '/api/proprietors/',
  item: ProprietorSchema,
  detail: ProprietorSchema,
});
