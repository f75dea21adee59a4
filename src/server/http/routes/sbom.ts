import { createRoute, z } from '@hono/zod-openapi';
import type { TypedResponse } from 'hono';
import type { JSONParsed } from 'hono/utils/types';
import { getProject } from '../../db/repositories/projects';
import { sbomComponents } from '../../db/repositories/sbom';
import { NotFound } from '../../errors';
import { cycloneDxDocument } from '../../sbom/cyclonedx';
import { createRouter, TOKEN_SECURITY } from '../context';
import { errorResponses, idParam } from '../openapi';

const SbomDocumentSchema = z.object({ bomFormat: z.literal('CycloneDX'), specVersion: z.literal('1.6') });
type SbomDocument = z.infer<typeof SbomDocumentSchema>;

/** A file name of the project's: letters, digits, dots, dashes and underscores, the rest as `_`. */
const fileName = (project: string) => `${project.replace(/[^\w.-]+/g, '_').slice(0, 100) || 'project'}-sbom.cdx.json`;

/** CONTRACT §16: `GET /api/projects/{id}/sbom/`, the project's components as a CycloneDX 1.6 JSON document. */
export const sbomRoutes = createRouter().openapi(
  createRoute({
    method: 'get',
    path: '/api/projects/{id}/sbom/',
    tags: ['projects'],
    summary: "The project's components, licenses and vulnerabilities as a CycloneDX 1.6 SBOM",
    security: TOKEN_SECURITY,
    request: { params: idParam },
    responses: {
      200: {
        description: 'A CycloneDX 1.6 JSON document (`application/vnd.cyclonedx+json`), as an attachment',
        content: {
          'application/vnd.cyclonedx+json': {
            schema: SbomDocumentSchema.openapi({
              description: 'https://cyclonedx.org/docs/1.6/json/',
            }),
          },
        },
      },
      ...errorResponses(401, 404),
    },
  }),
  async (c) => {
    const { db, version } = c.var.deps;
    const id = c.req.valid('param').id;
    const project = await getProject(db, id);
    if (!project) throw new NotFound();
    const document = cycloneDxDocument({
      projectName: project.name,
      argusVersion: version,
      components: await sbomComponents(db, id),
    });
    // Not c.json: the media type is CycloneDX's own, and the document is indented for people who open it.
    const body = c.body(JSON.stringify(document, null, 2), 200, {
      'Content-Type': 'application/vnd.cyclonedx+json',
      'Content-Disposition': `attachment; filename="${fileName(project.name)}"`,
    });
    return body as Response as Response & TypedResponse<JSONParsed<SbomDocument>, 200, 'json'>;
  },
);
