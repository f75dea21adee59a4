import { createRoute, z } from '@hono/zod-openapi';
import { LICENSE_CATEGORIES, LicenseSchema } from '../../../contract/licenses';
import { pageOf } from '../../../contract/pagination';
import { getLicense, listLicenses } from '../../db/repositories/licenses';
import { createRouter, TOKEN_SECURITY } from '../context';
import { booleanParam, errorResponses, idParam, listParams } from '../openapi';
import { pageResponse, readOrdering, readPaging, readSearch } from '../pagination';
import { notFound } from '../problems';

const ORDERING = { spdx_id: 'spdx_id', name: 'name', category: 'category', id: 'id' };

const ListQuery = z.object({
  ...listParams,
  category: z.enum(LICENSE_CATEGORIES, { error: 'Select a valid choice.' }).optional(),
  is_osi_approved: booleanParam,
  is_deprecated: booleanParam,
});

export const licenseRoutes = createRouter()
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/licenses/',
      tags: ['licenses'],
      summary: 'The SPDX license list',
      security: TOKEN_SECURITY,
      request: { query: ListQuery },
      responses: {
        200: { description: 'A page of licenses', content: { 'application/json': { schema: pageOf(LicenseSchema) } } },
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { category, is_osi_approved, is_deprecated } = c.req.valid('query');
      const { config, db } = c.var.deps;
      const paging = readPaging(c, config.maxPageSize);
      const orderBy = readOrdering(c, ORDERING, 'spdx_id');
      const { count, rows } = await listLicenses(db, {
        search: readSearch(c),
        filters: { category, is_osi_approved, is_deprecated },
        orderBy,
        ...paging,
      });
      return c.json(pageResponse(c, paging, count, rows), 200);
    },
  )
  .openapi(
    createRoute({
      method: 'get',
      path: '/api/licenses/{id}/',
      tags: ['licenses'],
      summary: 'One license',
      security: TOKEN_SECURITY,
      request: { params: idParam },
      responses: {
        200: { description: 'The license', content: { 'application/json': { schema: LicenseSchema } } },
        ...errorResponses(401, 404),
      },
    }),
    async (c) => {
      const license = await getLicense(c.var.deps.db, c.req.valid('param').id);
      if (!license) throw notFound();
      return c.json(license, 200);
    },
  );
