import { rm } from 'node:fs/promises';
import { createRoute } from '@hono/zod-openapi';
import { RunListSchema } from '../../../contract/runs';
import { auditRun } from '../../audit/runs';
import { projectType } from '../../db/repositories/projects';
import { insertRun } from '../../db/repositories/runs';
import { NotFound, ValidationFailed } from '../../errors';
import { StageSchema } from '../../../contract/stages';
import { checkUpload } from '../../runs/check-upload';
import { scaUploadDir } from '../../runs/uploads';
import { actorOf } from '../audit';
import { createRouter, TOKEN_SECURITY } from '../context';
import { receiveFiles } from '../multipart-upload';
import { errorResponses, idParam, jsonContent } from '../openapi';

/**
 * CONTRACT §16: manifests, lockfiles or an SBOM uploaded for a project's SCA (a `cli` project's only
 * input; for a `vcs` project, an analysis of these files instead of its repository). Each upload queues
 * its own run, behind any other of the project (a CI pipeline's upload never answers 409).
 */
export const scaUploadRoutes = createRouter().openapi(
  createRoute({
    tags: ['analyses'],
    security: TOKEN_SECURITY,
    method: 'post',
    path: '/api/analyses/projects/{id}/sca/upload/',
    summary: 'Upload manifests, lockfiles or an SBOM and queue an SCA run that analyses them',
    description:
      'A multipart/form-data body with one or more `file` parts, at most ARGUS_UPLOAD_MAX_MB (100 MiB) in all, and ' +
      "optionally a `stage` field: the stage whose policies judge these files (a CI pipeline's), instead of the project's. " +
      'Types are told from content. An SBOM that fails its schema, or an upload with no readable format, is 400 under `file`.',
    request: { params: idParam },
    responses: {
      202: jsonContent(RunListSchema, 'The queued run'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const { db, now, config } = c.var.deps;
    const { id } = c.req.valid('param');
    if (!(await projectType(db, id))) throw new NotFound();
    const { dir, files, fields } = await receiveFiles(c, {
      parent: scaUploadDir(config.analysis),
      maxBytes: config.analysis.uploadMaxBytes,
      field: 'file',
    });
    try {
      const stage = fields.stage === undefined ? undefined : StageSchema.safeParse(fields.stage);
      if (stage && !stage.success) throw new ValidationFailed({ stage: [stage.error.issues[0]!.message] });
      await checkUpload(files);
      const input = { dir, files: files.map(({ path, name }) => ({ path, name })), stage: stage?.data ?? null };
      const run = await db.transaction(async (tx) => {
        if (!(await projectType(tx, id))) throw new NotFound();
        const queued = await insertRun(tx, 'project_sca', { project_id: id }, now(), input);
        await auditRun(tx, actorOf(c), 'start', queued);
        return queued;
      });
      return c.json([run], 202);
    } catch (error) {
      await rm(dir, { recursive: true, force: true });
      throw error;
    }
  },
);
