import { z } from '@hono/zod-openapi';
import { LICENSE_CATEGORIES, LicenseSchema } from '../../../contract/licenses';
import { licenses } from '../../db/repositories/licenses';
import { booleanParam } from '../openapi';
import { readOnlyRoutes } from './read-only';

export const licenseRoutes = readOnlyRoutes('/api/licenses/', LicenseSchema, licenses, {
  category: z.enum(LICENSE_CATEGORIES, { error: 'Select a valid choice.' }).optional(),
  is_osi_approved: booleanParam,
  is_deprecated: booleanParam,
});
