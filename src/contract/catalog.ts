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

/**
 * CONTRACT §5 and §15: an author identity (email, lower-cased, after the repository's `.mailmap`) with the
 * figures of every analysed project, or of one with `?project=ID`. `technologies` are language names by
 * the files the author changed, most changed first.
 */
export const AuthorSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  email: z.string(),
  commits_count: z.number().int().nonnegative(),
  projects_count: z.number().int().nonnegative(),
  merges_count: z.number().int().nonnegative(),
  lines_added: z.number().int().nonnegative(),
  lines_removed: z.number().int().nonnegative(),
  first_commit_at: z.string().nullable(),
  last_commit_at: z.string().nullable(),
  active_months: z.number().int().nonnegative(),
  technologies: z.array(z.string()),
});
export type Author = z.infer<typeof AuthorSchema>;

/** `GET /api/authors/{id}/activity/` (beyond the contract, for the author's page): commits by month and by project. */
export const AuthorActivitySchema = z.object({
  months: z.array(
    z.object({ month: z.string().regex(/^\d{4}-\d{2}$/), commits_count: z.number().int().nonnegative() }),
  ),
  projects: z.array(
    z.object({
      project_id: z.number().int().positive(),
      project_name: z.string(),
      commits_count: z.number().int().nonnegative(),
      lines_added: z.number().int().nonnegative(),
      lines_removed: z.number().int().nonnegative(),
      last_commit_at: z.string().nullable(),
    }),
  ),
});
export type AuthorActivity = z.infer<typeof AuthorActivitySchema>;

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
