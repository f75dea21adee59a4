import { z } from 'zod';

export const LICENSE_CATEGORIES = [
  'permissive',
  'weak_copyleft',
  'strong_copyleft',
  'network_copyleft',
  'public_domain',
  'proprietary',
  'unknown',
] as const;
const LicenseCategorySchema = z.enum(LICENSE_CATEGORIES);
export type LicenseCategory = z.infer<typeof LicenseCategorySchema>;

/** CONTRACT §5 Other sections: /api/licenses/ */
export const LicenseSchema = z.object({
  id: z.number().int().positive(),
  spdx_id: z.string(),
  name: z.string(),
  category: LicenseCategorySchema,
  is_osi_approved: z.boolean(),
  is_deprecated: z.boolean(),
  url: z.string(),
});
export type License = z.infer<typeof LicenseSchema>;
