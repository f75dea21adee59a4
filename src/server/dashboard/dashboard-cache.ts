import type { Dashboard } from '../../contract/dashboard';
import type { Queryable } from '../db/database';
import { countDashboard } from './counts';

/**
 * How long one count serves: the overview is read by every console that opens it, and counting
 * 100 000 dependencies per request would not hold 20 clients under 50 ms. A few seconds of delay is
 * what an overview can carry; `generated_at` says when the figures were counted.
 */
export const DASHBOARD_TTL_MS = 5000;

type Entry = { at: number; settled?: Dashboard; pending?: Promise<Dashboard> };
const entries = new WeakMap<Queryable, Entry>();

/**
 * The overview's counts for this database, counted at most once per TTL by the service's clock.
 * Up to twice the TTL old, the last answer is given while a recount runs, so requests do not queue
 * behind it; older than that (an overview nobody opened for a while), the request waits for a fresh
 * count. Requests arriving during a count share it; a failed count is not kept.
 */
export function cachedDashboard(db: Queryable, now: Date): Promise<Dashboard> {
  let entry = entries.get(db);
  if (!entry) {
    entry = { at: 0 };
    entries.set(db, entry);
  }
  // A clock moved back (tests move it) reads as expired.
  const age = entry.settled ? now.getTime() - entry.at : Infinity;
  const fresh = age >= 0 && age < DASHBOARD_TTL_MS;
  const usable = age >= 0 && age < 2 * DASHBOARD_TTL_MS;
  if (entry.settled && fresh) return Promise.resolve(entry.settled);
  if (!entry.pending) {
    const current = entry;
    const pending = countDashboard(db, now).then(
      (value) => {
        Object.assign(current, { settled: value, at: now.getTime(), pending: undefined });
        return value;
      },
      (error: unknown) => {
        current.pending = undefined;
        throw error;
      },
    );
    // Counted in the background, its failure is the next foreground request's to meet.
    pending.catch(() => {});
    current.pending = pending;
  }
  return entry.settled && usable ? Promise.resolve(entry.settled) : entry.pending!;
}
