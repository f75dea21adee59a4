import { z } from '@hono/zod-openapi';
import { LICENSE_CATEGORIES, LicenseSchema } from '../../../contract/licenses';
import { licenses } from '../../db/repositories/licenses';
import { booleanParam } from '../openapi';
import { readOnlyRoutes } from './read-only';

export const licenseRoutes = readOnlyRoutes('/api/licenses/', LicenseSchema, licenses, {
  // Issue 17: an exact SPDX id is what someone searching an id means ("MIT", not AML first).
  search: z
    .string()
    .optional()
    .openapi({
      description:
        'Case-insensitive substring on SPDX id and name. Without `ordering`, the license whose SPDX id is the ' +
        'search text comes first, then the ids that start with it, then the other matches by SPDX id',
    }),
  category: z
    .enum(LICENSE_CATEGORIES, { error: 'Select a valid choice.' })
    .optional()
    .openapi({ description: 'Only licenses of this category' }),
  is_osi_approved: booleanParam,
  is_deprecated: booleanParam,
});
