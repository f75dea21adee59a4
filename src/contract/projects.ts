import { z } from 'zod';
import { StageSchema } from './stages';

export const PROJECT_TYPES = ['vcs', 'cli'] as const;
const ProjectTypeSchema = z.enum(PROJECT_TYPES, { error: 'Must be "vcs" or "cli".' });
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

const timestamp = z.string();

const REPO_AUTH_KINDS = ['none', 'token', 'ssh_key'] as const;
export type RepoAuthKind = (typeof REPO_AUTH_KINDS)[number];

/**
 * CONTRACT §15: the commit a project's workspace holds. `commit_message` (first line) and `committed_at`
 * go beyond the contract's fields so the console can show what was cloned without asking git.
 */
const WorkspaceSchema = z.object({
  commit: z.string(),
  ref: z.string(),
  updated_at: timestamp,
  size_bytes: z.number().int().nonnegative(),
  files_count: z.number().int().nonnegative(),
  commit_message: z.string(),
  committed_at: timestamp.nullable(),
});
export type Workspace = z.infer<typeof WorkspaceSchema>;

/** CONTRACT §5 Project: the record in lists. */
export const ProjectSchema = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  type: ProjectTypeSchema,
  repo_url: z.string().nullable(),
  repo_ref_name: z.string().nullable(),
  stage: StageSchema,
  proprietor: z.number().int().positive().nullable(),
  is_active: z.boolean(),
  dependencies_count: z.number().int().nonnegative(),
  vulnerabilities_count: z.number().int().nonnegative(),
  last_sca_analysis_at: timestamp.nullable(),
  created_at: timestamp,
  updated_at: timestamp,
  /** CONTRACT §15: what kind of credentials the repository is read with; the values are never answered. */
  repo_auth_kind: z.enum(REPO_AUTH_KINDS),
  workspace: WorkspaceSchema.nullable(),
});
export type Project = z.infer<typeof ProjectSchema>;

/** `GET /api/projects/{id}/` also carries these [fixed]. */
export const ProjectDetailSchema = ProjectSchema.extend({
  policies_count: z.number().int().nonnegative(),
  alerts_count: z.number().int().nonnegative(),
  /** CONTRACT §19: duplicated lines ÷ lines of code × 100 (null until a clones run), clones with a side here. */
  duplicated_lines_percent: z.number().min(0).max(100).nullable().optional(),
  clones_count: z.number().int().nonnegative().optional(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** http(s) and ssh git URLs, including the scp-like `git@host:org/repo.git`. */
const GIT_URL = /^(?:(?:https?|ssh|git\+ssh):\/\/[^\s/@]+(?:@[^\s/]+)?[^\s]*|[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^\s]+)$/;

/** `file:///path` (absolute): the service takes it only with ARGUS_ALLOW_LOCAL_REPOSITORIES (CONTRACT §15). */
const FILE_URL = /^file:\/\/\/[^\s]+$/;

function isGitUrl(value: string): boolean {
  if (FILE_URL.test(value)) return true;
  if (!GIT_URL.test(value)) return false;
  if (/^[A-Za-z0-9._-]+@/.test(value)) return true;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const secretText = (max: number) =>
  z
    .string({ error: 'Must be a string.' })
    .min(1, 'This field may not be blank.')
    .max(max, `At most ${max} characters.`);

/**
 * CONTRACT §15 `repo_auth` (write-only): an HTTPS token (with an optional user name, `x-access-token`
 * style hosts ignore it) or an SSH private key in OpenSSH/PEM form; `null` clears it.
 */
const TokenAuthSchema = z.strictObject({
  username: z
    .string({ error: 'Must be a string.' })
    .max(255, 'At most 255 characters.')
    .regex(/^[^:\s]*$/, 'A user name has no spaces or colons.')
    .optional(),
  token: secretText(4096).regex(/^[\x21-\x7e]*$/, 'A token is printable ASCII without spaces.'),
});
const SshKeyAuthSchema = z.strictObject({
  ssh_private_key: secretText(16_384).refine(
    (value) => /-----BEGIN [A-Z ]*PRIVATE KEY-----/.test(value),
    'Paste a private key: it starts with -----BEGIN … PRIVATE KEY-----.',
  ),
});
const REPO_AUTH_ERROR = { error: 'Give {"token"} (with an optional "username") or {"ssh_private_key"}, or null.' };
export const RepoAuthSchema = z.union([TokenAuthSchema, SshKeyAuthSchema], REPO_AUTH_ERROR);
export type RepoAuth = z.infer<typeof RepoAuthSchema>;

const projectFields = {
  name: z.string().trim().min(1, 'This field may not be blank.').max(255, 'At most 255 characters.'),
  type: ProjectTypeSchema,
  repo_url: z
    .string()
    .trim()
    .max(2048, 'At most 2048 characters.')
    .refine(isGitUrl, 'Enter a git URL: https://…, ssh://…, git@host:org/repo.git or file:///path.')
    .nullable()
    .optional(),
  repo_ref_name: z.string().trim().min(1, 'This field may not be blank.').max(255).nullable().optional(),
  stage: StageSchema.optional(),
  proprietor: z.number({ error: 'Must be a proprietor id.' }).int().positive().nullable().optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
  repo_auth: RepoAuthSchema.nullable().optional(),
};

/** The write fields; a VCS project needs its repository, a CLI project has none. */
export const ProjectInputSchema = z.object(projectFields).superRefine((input, ctx) => {
  if (input.type === 'vcs' && !input.repo_url) {
    ctx.addIssue({ code: 'custom', path: ['repo_url'], message: 'A VCS project needs a repository URL.' });
  }
  if (input.type === 'cli' && input.repo_auth) {
    ctx.addIssue({ code: 'custom', path: ['repo_auth'], message: 'A CLI project has no repository to sign in to.' });
  }
  if (input.type === 'cli' && input.repo_url) {
    ctx.addIssue({ code: 'custom', path: ['repo_url'], message: 'A CLI project has no repository URL.' });
  }
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

/** PATCH: any subset of the write fields. */
export const ProjectPatchSchema = z.object(projectFields).partial();
