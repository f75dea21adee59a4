import { z } from 'zod';
import { LICENSE_CATEGORIES } from './licenses';
import { RunSchema } from './runs';

const count = z.number().int().nonnegative();

/** Counts per policy level. */
const ByLevelSchema = z.object({ critical: count, warning: count, info: count });

/**
 * CONTRACT §13 `GET /api/dashboard/`: the overview's counts. Each count is of a list the console can
 * open filtered, so the numbers and the lists agree. `generated_at` says when they were counted (the
 * service keeps an answer a few seconds, and no longer than the next write it sees).
 */
export const DashboardSchema = z.object({
  generated_at: z.string(),
  /** Active alerts (not ignored, not resolved); `blocking`: those that block builds now. */
  alerts: z.object({ active: ByLevelSchema, total: count, blocking: count, ignored: count }),
  /** Projects with at least one active critical alert. */
  projects_with_critical_alerts: count,
  /**
   * Dependencies with at least one known vulnerability (`total`), and per severity the dependencies
   * affected by at least one vulnerability of that severity (a dependency counts once per severity).
   */
  vulnerable_dependencies: z.object({
    total: count,
    by_severity: z.object({ critical: count, high: count, medium: count, low: count }),
  }),
  /** Dependencies used by a project or a container image, per category of their licenses. */
  license_categories: z.array(z.object({ category: z.enum(LICENSE_CATEGORIES), dependencies_count: count })),
  /** `failing`: active webhooks whose last delivery failed; `disabled`: switched off, by hand or by the service. */
  webhooks: z.object({ failing: count, disabled: count }),
  /** Queued and running now; failed in the 24 hours before `generated_at`. */
  runs: z.object({ queued: count, running: count, failed_last_24h: count }),
  /** Projects by weighted active alerts (critical 10, warning 3, info 1), at most ten. */
  top_projects: z.array(
    z.object({
      id: z.number().int().positive(),
      name: z.string(),
      weight: count,
      alerts: ByLevelSchema,
    }),
  ),
  /** The ten newest runs. */
  recent_runs: z.array(RunSchema),
});
export type Dashboard = z.infer<typeof DashboardSchema>;

export const TREND_PERIODS = ['30', '90'] as const;

/** One UTC day: the state at its end, and what happened during it. */
const TrendPointSchema = z.object({
  day: z.string(),
  alerts_opened: count,
  alerts_resolved: count,
  active: ByLevelSchema,
  /** Null for days rebuilt from alert timestamps (`backfilled`), which cannot date a dependency's vulnerability. */
  vulnerable_dependencies: count.nullable(),
  backfilled: z.boolean(),
});
export type TrendPoint = z.infer<typeof TrendPointSchema>;

/**
 * `GET /api/dashboard/trends/?days=30|90`: one point per day from the daily snapshots, oldest first,
 * ending with today (counted now, `partial`). A day with no snapshot is absent.
 */
export const TrendsSchema = z.object({
  days: z.number().int(),
  points: z.array(TrendPointSchema.extend({ partial: z.boolean() })),
});
export type Trends = z.infer<typeof TrendsSchema>;
