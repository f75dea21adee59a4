import { createRoute, type RouteHandler } from '@hono/zod-openapi';
import {
  type ArtifactRepositoryInput,
  ArtifactRepositoryInputSchema,
  ArtifactRepositorySchema,
  type ContainerImageInput,
  ContainerImageInputSchema,
  ContainerImageSchema,
} from '../../../contract/catalog';
import type { Queryable } from '../../db/database';
import { artifactRepositories, containerImages } from '../../db/repositories/catalog';
import {
  artifactRepositoryImagesCount,
  artifactRepositoryNameTaken,
  containerImageNameTaken,
  deleteArtifactRepository,
  deleteContainerImage,
  insertArtifactRepository,
  insertContainerImage,
  updateArtifactRepository,
  updateContainerImage,
} from '../../db/repositories/container-images';
import { NotFound, ValidationFailed } from '../../errors';
import { unknownIds } from '../../validation/unknown-ids';
import { auditRecord } from '../audit';
import { type AppEnv, createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idParam, jsonBody, jsonContent } from '../openapi';
import { deleteRoute, deleteWith } from '../record-routes';

const image = (db: Queryable, id: number) => containerImages.get(db, id);
const repository = (db: Queryable, id: number) => artifactRepositories.get(db, id);

async function checkImage(db: Queryable, input: ContainerImageInput, exceptId?: number): Promise<void> {
  if (await containerImageNameTaken(db, input.name, exceptId)) {
    throw new ValidationFailed({ name: ['A container image with this name already exists.'] });
  }
  const unknown = await unknownIds(db, 'artifact_repositories', [input.artifact_repository_id]);
  if (unknown.length) throw new ValidationFailed({ artifact_repository_id: unknown });
}

const imageMeta = { tags: ['container images'], security: TOKEN_SECURITY };
const imageBody = jsonBody(ContainerImageInputSchema);
const imageJson = (description: string) => jsonContent(ContainerImageSchema, description);

const editImageRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...imageMeta,
    method,
    path: '/api/settings/container_images/{id}/',
    summary: 'Rename a container image or move it to another artifact repository',
    request: { params: idParam, ...imageBody },
    responses: { 200: imageJson('The container image'), ...errorResponses(400, 401, 403, 404) },
  });

const editImage: RouteHandler<ReturnType<typeof editImageRoute>, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  const after = await db.transaction(async (tx) => {
    const before = await image(tx, id);
    if (!before) throw new NotFound();
    await checkImage(tx, input, id);
    await updateContainerImage(tx, id, input);
    const changed = (await image(tx, id))!;
    await auditRecord(tx, c, 'container_image', 'update', id, before, changed);
    return changed;
  });
  return c.json(after, 200);
};

/**
 * CONTRACT §17: container images are created, edited and deleted by administrators (a settings write
 * with no row in the permission table); reads are `/api/container_images/`.
 */
export const containerImageWriteRoutes = createRouter()
  .openapi(
    createRoute({
      ...imageMeta,
      method: 'post',
      path: '/api/settings/container_images/',
      summary: 'Add a container image (repo/image:tag in an artifact repository)',
      request: imageBody,
      responses: { 201: imageJson('The new container image'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const input = c.req.valid('json');
      const created = await db.transaction(async (tx) => {
        await checkImage(tx, input);
        const id = await insertContainerImage(tx, input);
        const row = (await image(tx, id))!;
        await auditRecord(tx, c, 'container_image', 'create', id, null, row);
        return row;
      });
      return c.json(created, 201);
    },
  )
  .openapi(editImageRoute('put'), editImage)
  .openapi(editImageRoute('patch'), editImage)
  .openapi(
    deleteRoute(
      'container images',
      '/api/settings/container_images/{id}/',
      'Delete a container image with its components links, runs and alerts',
    ),
    deleteWith('container_image', image, deleteContainerImage),
  );

const repositoryMeta = { tags: ['artifact repositories'], security: TOKEN_SECURITY };
const repositoryBody = jsonBody(ArtifactRepositoryInputSchema);
const repositoryJson = (description: string) => jsonContent(ArtifactRepositorySchema, description);

async function checkRepository(db: Queryable, input: ArtifactRepositoryInput, exceptId?: number): Promise<void> {
  if (await artifactRepositoryNameTaken(db, input.name, exceptId)) {
    throw new ValidationFailed({ name: ['An artifact repository with this name already exists.'] });
  }
}

/** The credentials as stored: sealed (AES-256-GCM, like webhook tokens), null to clear, undefined to keep. */
function sealed(c: { var: AppEnv['Variables'] }, input: ArtifactRepositoryInput): string | null | undefined {
  if (input.credentials === undefined || input.credentials === null) return input.credentials;
  return c.var.deps.secrets.seal(JSON.stringify(input.credentials));
}

const editRepositoryRoute = (method: 'put' | 'patch') =>
  createRoute({
    ...repositoryMeta,
    method,
    path: '/api/settings/artifact_repositories/{id}/',
    summary: 'Edit an artifact repository (credentials: omitted keeps them, null clears them)',
    request: { params: idParam, ...repositoryBody },
    responses: { 200: repositoryJson('The artifact repository'), ...errorResponses(400, 401, 403, 404) },
  });

const editRepository: RouteHandler<ReturnType<typeof editRepositoryRoute>, AppEnv> = async (c) => {
  const { db } = c.var.deps;
  const { id } = c.req.valid('param');
  const input = c.req.valid('json');
  const after = await db.transaction(async (tx) => {
    const before = await repository(tx, id);
    if (!before) throw new NotFound();
    await checkRepository(tx, input, id);
    await updateArtifactRepository(tx, id, { ...input, credentials: sealed(c, input) });
    const changed = (await repository(tx, id))!;
    await auditRecord(tx, c, 'artifact_repository', 'update', id, before, changed);
    return changed;
  });
  return c.json(after, 200);
};

const removeRepository = async (db: Queryable, id: number): Promise<boolean> => {
  const images = await artifactRepositoryImagesCount(db, id);
  if (images > 0) {
    throw new ValidationFailed({
      non_field_errors: [`The artifact repository still has ${images} container images: delete or move them first.`],
    });
  }
  return deleteArtifactRepository(db, id);
};

/**
 * CONTRACT §17: artifact repositories are created, edited and deleted by administrators; their
 * credentials (`{"username", "password"}` of the registry) are write-only: sealed at rest, answered only
 * as `has_credentials` and `auth_kind`, never in an audit row.
 */
export const artifactRepositoryWriteRoutes = createRouter()
  .openapi(
    createRoute({
      ...repositoryMeta,
      method: 'post',
      path: '/api/settings/artifact_repositories/',
      summary: 'Add an artifact repository',
      request: repositoryBody,
      responses: { 201: repositoryJson('The new artifact repository'), ...errorResponses(400, 401, 403) },
    }),
    async (c) => {
      const { db } = c.var.deps;
      const input = c.req.valid('json');
      const created = await db.transaction(async (tx) => {
        await checkRepository(tx, input);
        const id = await insertArtifactRepository(tx, { ...input, credentials: sealed(c, input) });
        const row = (await repository(tx, id))!;
        await auditRecord(tx, c, 'artifact_repository', 'create', id, null, row);
        return row;
      });
      return c.json(created, 201);
    },
  )
  .openapi(editRepositoryRoute('put'), editRepository)
  .openapi(editRepositoryRoute('patch'), editRepository)
  .openapi(
    deleteRoute(
      'artifact repositories',
      '/api/settings/artifact_repositories/{id}/',
      'Delete an artifact repository that has no container images',
    ),
    deleteWith('artifact_repository', repository, removeRepository),
  );
