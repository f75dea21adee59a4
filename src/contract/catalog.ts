import { z } from 'zod';

/** CONTRACT §5 Other sections: the read-only catalog records. */

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

export const TECHNOLOGIES = ['npm', 'pypi', 'maven', 'go', 'nuget', 'deb'] as const;

export const DependencySchema = z.object({
  id: z.number().int().positive(),
  purl: z.string(),
  name: z.string(),
  version: z.string(),
  technology: z.string(),
  licenses: z.array(z.string()),
  vulnerabilities_count: z.number().int().nonnegative(),
  projects_count: z.number().int().nonnegative(),
});
export type Dependency = z.infer<typeof DependencySchema>;

export const VulnerabilitySchema = z.object({
  id: z.number().int().positive(),
  vulnerability_id: z.string(),
  severity: SeveritySchema,
  cvss3_score: z.number().nullable(),
  cvss2_score: z.number().nullable(),
  cwe: z.string().nullable(),
  has_fixed_version: z.boolean(),
  has_exploit: z.boolean(),
  published_at: z.string().nullable(),
  summary: z.string(),
});
export type Vulnerability = z.infer<typeof VulnerabilitySchema>;

export const AuthorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  commits_count: z.number().int().nonnegative(),
  projects_count: z.number().int().nonnegative(),
});
export type Author = z.infer<typeof AuthorSchema>;

export const ContainerImageSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  digest: z.string(),
  artifact_repository_id: z.number().int().positive(),
  dependencies_count: z.number().int().nonnegative(),
  vulnerabilities_count: z.number().int().nonnegative(),
  last_sca_analysis_at: z.string().nullable(),
});
export type ContainerImage = z.infer<typeof ContainerImageSchema>;

export const ArtifactRepositorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.string(),
  url: z.string(),
});
export type ArtifactRepository = z.infer<typeof ArtifactRepositorySchema>;

export const ProprietorSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type Proprietor = z.infer<typeof ProprietorSchema>;

export const ProprietorInputSchema = z.object({
  name: z.string().trim().min(1, 'This field may not be blank.').max(255, 'At most 255 characters.'),
});
