import { z } from 'zod';
import { StageSchema } from './stages';

export const PROJECT_TYPES = ['vcs', 'cli'] as const;
const ProjectTypeSchema = z.enum(PROJECT_TYPES, { error: 'Must be "vcs" or "cli".' });
export type ProjectType = z.infer<typeof ProjectTypeSchema>;

const timestamp = z.string();

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
});
export type Project = z.infer<typeof ProjectSchema>;

/** `GET /api/projects/{id}/` also carries these [fixed]. */
export const ProjectDetailSchema = ProjectSchema.extend({
  policies_count: z.number().int().nonnegative(),
  alerts_count: z.number().int().nonnegative(),
});
export type ProjectDetail = z.infer<typeof ProjectDetailSchema>;

/** http(s) and ssh git URLs, including the scp-like `git@host:org/repo.git`. */
const GIT_URL = /^(?:(?:https?|ssh|git\+ssh):\/\/[^\s/@]+(?:@[^\s/]+)?[^\s]*|[A-Za-z0-9._-]+@[A-Za-z0-9.-]+:[^\s]+)$/;

function isGitUrl(value: string): boolean {
  if (!GIT_URL.test(value)) return false;
  if (/^[A-Za-z0-9._-]+@/.test(value)) return true;
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

const projectFields = {
  name: z.string().trim().min(1, 'This field may not be blank.').max(255, 'At most 255 characters.'),
  type: ProjectTypeSchema,
  repo_url: z
    .string()
    .trim()
    .max(2048, 'At most 2048 characters.')
    .refine(isGitUrl, 'Enter a git URL: https://…, ssh://… or git@host:org/repo.git.')
    .nullable()
    .optional(),
  repo_ref_name: z.string().trim().min(1, 'This field may not be blank.').max(255).nullable().optional(),
  stage: StageSchema.optional(),
  proprietor: z.number({ error: 'Must be a proprietor id.' }).int().positive().nullable().optional(),
  is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
};

/** The write fields; a VCS project needs its repository, a CLI project has none. */
export const ProjectInputSchema = z.object(projectFields).superRefine((input, ctx) => {
  if (input.type === 'vcs' && !input.repo_url) {
    ctx.addIssue({ code: 'custom', path: ['repo_url'], message: 'A VCS project needs a repository URL.' });
  }
  if (input.type === 'cli' && input.repo_url) {
    ctx.addIssue({ code: 'custom', path: ['repo_url'], message: 'A CLI project has no repository URL.' });
  }
});
export type ProjectInput = z.input<typeof ProjectInputSchema>;

/** PATCH: any subset of the write fields. */
export const ProjectPatchSchema = z.object(projectFields).partial();
