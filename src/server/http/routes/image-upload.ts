import { rm } from 'node:fs/promises';
import { createRoute } from '@hono/zod-openapi';
import { RunListSchema } from '../../../contract/runs';
import { auditRun } from '../../audit/runs';
import { containerImageExists } from '../../db/repositories/catalog';
import { insertRun } from '../../db/repositories/runs';
import { NotFound, ValidationFailed } from '../../errors';
import { checkImageUpload } from '../../runs/check-image-upload';
import { scaUploadDir } from '../../runs/uploads';
import { actorOf } from '../audit';
import { createRouter, TOKEN_SECURITY } from '../context';
import { receiveFiles } from '../multipart-upload';
import { errorResponses, idParam, jsonContent } from '../openapi';

/**
 * CONTRACT §17: a container image's archive (`docker save`, an OCI image layout, gzip-compressed or
 * not) or an SBOM, uploaded for its SCA; the run reads it instead of pulling the image. Streamed to disk
 * under ARGUS_UPLOAD_MAX_MB (413 beyond, nothing kept).
 */
export const imageUploadRoutes = createRouter().openapi(
  createRoute({
    tags: ['analyses'],
    security: TOKEN_SECURITY,
    method: 'post',
    path: '/api/analyses/container_images/{id}/sca/upload/',
    summary: "Upload a container image's archive or SBOM and queue an SCA run that analyses it",
    description:
      'A multipart/form-data body with one `file` part, at most ARGUS_UPLOAD_MAX_MB (100 MiB): a `docker save` ' +
      'archive, an OCI image layout archive, or a CycloneDX/SPDX SBOM. Its type is told from content.',
    request: { params: idParam },
    responses: {
      202: jsonContent(RunListSchema, 'The queued run'),
      ...errorResponses(400, 401, 403, 404),
    },
  }),
  async (c) => {
    const { db, now, config } = c.var.deps;
    const { id } = c.req.valid('param');
    if (!(await containerImageExists(db, id))) throw new NotFound();
    const { dir, files } = await receiveFiles(c, {
      parent: scaUploadDir(config.analysis),
      maxBytes: config.analysis.uploadMaxBytes,
      field: 'file',
    });
    try {
      if (files.length > 1) throw new ValidationFailed({ file: ['Send one file: an image archive or an SBOM.'] });
      await checkImageUpload(files[0]!);
      const input = { dir, files: files.map(({ path, name }) => ({ path, name })), stage: null };
      const run = await db.transaction(async (tx) => {
        if (!(await containerImageExists(tx, id))) throw new NotFound();
        const queued = await insertRun(tx, 'container_image_sca', { container_image_id: id }, now(), input);
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
