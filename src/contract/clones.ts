import { z } from 'zod';

/** CONTRACT §19: a clone's level by its size in lines. */
export const CLONE_LEVELS = ['low', 'medium', 'high'] as const;
export type CloneLevel = (typeof CLONE_LEVELS)[number];

/** One side of a clone: where the fragment is, the commit and author `git blame` gives its first line. */
const CloneSideSchema = z.object({
  project_id: z.number().int().positive(),
  project_name: z.string(),
  file: z.string(),
  start_line: z.number().int().positive(),
  end_line: z.number().int().positive(),
  commit: z.string().nullable(),
  author_name: z.string().nullable(),
  author_email: z.string().nullable(),
});
export type CloneSide = z.infer<typeof CloneSideSchema>;

/** CONTRACT §19 `GET /api/clones/?project=ID` (filters `project`, `level`, `other_project`, `cross`): `a` is in the project asked for. */
export const CloneSchema = z.object({
  id: z.number().int().positive(),
  format: z.string(),
  lines: z.number().int().positive(),
  tokens: z.number().int().positive(),
  level: z.enum(CLONE_LEVELS),
  a: CloneSideSchema,
  b: CloneSideSchema,
});
export type Clone = z.infer<typeof CloneSchema>;

/** A fragment's lines as the workspace holds them (`available` false with `reason` when it no longer does). */
const FragmentSchema = z.object({
  available: z.boolean(),
  reason: z.string().nullable(),
  lines: z.array(z.object({ number: z.number().int().positive(), text: z.string() })),
});

/** `GET /api/clones/{id}/fragments/`: both sides' code for the side-by-side view. */
export const CloneFragmentsSchema = z.object({ a: FragmentSchema, b: FragmentSchema });
export type CloneFragments = z.infer<typeof CloneFragmentsSchema>;

/**
 * `GET /api/clones/overview/`: the projects with the most duplicated code (share of their lines) and the
 * pairs of projects that share the most (clones and lines between them), at most 10 of each.
 */
export const ClonesOverviewSchema = z.object({
  projects: z.array(
    z.object({
      project_id: z.number().int().positive(),
      project_name: z.string(),
      duplicated_lines_percent: z.number().min(0).max(100),
      duplicated_lines: z.number().int().nonnegative(),
      clones_count: z.number().int().nonnegative(),
    }),
  ),
  pairs: z.array(
    z.object({
      a_project_id: z.number().int().positive(),
      a_project_name: z.string(),
      b_project_id: z.number().int().positive(),
      b_project_name: z.string(),
      clones_count: z.number().int().nonnegative(),
      lines: z.number().int().nonnegative(),
    }),
  ),
});
export type ClonesOverview = z.infer<typeof ClonesOverviewSchema>;
