import { z } from 'zod';

/** CONTRACT §5 Other sections: the read-only catalog records. */

export const SEVERITIES = ['low', 'medium', 'high', 'critical'] as const;
const SeveritySchema = z.enum(SEVERITIES);
export type Severity = z.infer<typeof SeveritySchema>;

export const TECHNOLOGIES = [
  'npm',
  'pypi',
  'maven',
  'go',
  'nuget',
  'cargo',
  'composer',
  'rubygems',
  'deb',
  'apk',
] as const;

export const DependencySchema = z.object({
  id: z.number().int().positive(),
  purl: z.string(),
  name: z.string(),
  version: z.string(),
  technology: z.string(),
  licenses: z.array(z.string()),
  vulnerabilities_count: z.number().int().nonnegative(),
  projects_count: z.number().int().nonnegative(),
  /**
   * CONTRACT §16, with `?project=ID` only: how the project depends on it (null when its file does not
   * say), the files it came from, and the chain from a direct dependency that pulls it in.
   */
  relation: z.union([z.literal('direct'), z.literal('transitive'), z.null()]).optional(),
  paths: z.array(z.string()).optional(),
  introduced_through: z.array(z.string()).nullable().optional(),
  /**
   * CONTRACT §17, with `?container_image=ID` only: an OS package of the image's distribution or a
   * language package installed in it (null for an SBOM's component the SBOM does not place), and the
   * layer it came from (its place from the bottom, 0 first, and its digest; null from an SBOM).
   */
  type: z.union([z.literal('os'), z.literal('language'), z.null()]).optional(),
  layer_index: z.number().int().nonnegative().nullable().optional(),
  layer_digest: z.string().nullable().optional(),
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
  /** CONTRACT §16: the other ids of the same vulnerability (a CVE and its GHSA are one), where it came from. */
  aliases: z.array(z.string()),
  source: z.string(),
  modified_at: z.string().nullable(),
  withdrawn_at: z.string().nullable(),
  fixed_versions: z.array(z.string()),
  /** With `?dependency=ID` only: the version of that dependency's package that fixes it (null: no fix yet). */
  fixed_version: z.string().nullable().optional(),
});
export type Vulnerability = z.infer<typeof VulnerabilitySchema>;

const OsvEventSchema = z.union([
  z.object({ introduced: z.string() }),
  z.object({ fixed: z.string() }),
  z.object({ last_affected: z.string() }),
  z.object({ limit: z.string() }),
]);

/**
 * `GET /api/vulnerabilities/{id}/` (the vulnerability's page): the record with its CVSS vector, the
 * advisory's text and links, the affected ranges per package as OSV gives them, and the projects whose
 * dependencies it reaches.
 */
export const VulnerabilityDetailSchema = VulnerabilitySchema.extend({
  cvss3_vector: z.string().nullable(),
  details: z.string(),
  references: z.array(z.object({ type: z.string(), url: z.string() })),
  affected: z.array(
    z.object({
      osv_id: z.string(),
      ecosystem: z.string(),
      release: z.string().nullable(),
      name: z.string(),
      ranges: z.array(z.object({ type: z.string(), events: z.array(OsvEventSchema) })),
      versions: z.array(z.string()),
    }),
  ),
  projects: z.array(
    z.object({
      project_id: z.number().int().positive(),
      project_name: z.string(),
      dependency_purl: z.string(),
      fixed_version: z.string().nullable(),
    }),
  ),
});
export type VulnerabilityDetail = z.infer<typeof VulnerabilityDetailSchema>;

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
  /** The image manifest's sha256 (CONTRACT §17); null until an analysis has read the image. */
  digest: z.string().nullable(),
  artifact_repository_id: z.number().int().positive(),
  dependencies_count: z.number().int().nonnegative(),
  vulnerabilities_count: z.number().int().nonnegative(),
  last_sca_analysis_at: z.string().nullable(),
  /** What the last analysis read: the distribution its os-release names (`Debian GNU/Linux 12 (bookworm)`), its layers. */
  distribution: z.string().nullable().optional(),
  layers_count: z.number().int().nonnegative().nullable().optional(),
});
export type ContainerImage = z.infer<typeof ContainerImageSchema>;

/**
 * An image's name within its artifact repository (distribution's reference grammar): lower-case path
 * components separated by `/`, then a `:tag` or an `@sha256:` digest.
 */
const IMAGE_NAME =
  /^[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*(?:\/[a-z0-9]+(?:(?:[._]|__|-+)[a-z0-9]+)*)*(?::[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}|@sha256:[a-f0-9]{64})$/;

export const ContainerImageInputSchema = z.object({
  name: z
    .string()
    .trim()
    .max(255, 'At most 255 characters.')
    .regex(IMAGE_NAME, 'Enter an image name as repo/image:tag or repo/image@sha256:<digest>.'),
  artifact_repository_id: z.number().int().positive(),
});
export type ContainerImageInput = z.infer<typeof ContainerImageInputSchema>;

export const ARTIFACT_REPOSITORY_KINDS = ['docker', 'npm', 'maven', 'pypi', 'nuget', 'go', 'generic'] as const;

export const ArtifactRepositorySchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  kind: z.string(),
  url: z.string(),
  /** Its credentials are write-only (CONTRACT §17): only whether it has some, and their kind, are answered. */
  has_credentials: z.boolean(),
  auth_kind: z.literal('basic').nullable(),
});
export type ArtifactRepository = z.infer<typeof ArtifactRepositorySchema>;

/** Basic credentials of a registry: sealed at rest, never answered; `null` clears them. */
const RegistryCredentialsSchema = z.object({
  username: z.string().min(1, 'This field may not be blank.').max(255),
  password: z.string().min(1, 'This field may not be blank.').max(4096),
});

export const ArtifactRepositoryInputSchema = z.object({
  name: z.string().trim().min(1, 'This field may not be blank.').max(255, 'At most 255 characters.'),
  kind: z.enum(ARTIFACT_REPOSITORY_KINDS, { error: 'Select a valid choice.' }),
  url: z
    .string()
    .trim()
    .url('Enter a valid URL.')
    .refine((u) => /^https?:\/\//i.test(u), 'Enter an http or https URL.'),
  credentials: RegistryCredentialsSchema.nullable().optional(),
});
export type ArtifactRepositoryInput = z.infer<typeof ArtifactRepositoryInputSchema>;

export const ProprietorSchema = z.object({ id: z.number().int().positive(), name: z.string() });
export type Proprietor = z.infer<typeof ProprietorSchema>;

export const ProprietorInputSchema = z.object({
  name: z.string().trim().min(1, 'This field may not be blank.').max(255, 'At most 255 characters.'),
});
