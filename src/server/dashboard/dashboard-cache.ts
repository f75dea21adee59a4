import type { Dashboard } from '../../contract/dashboard';
import type { Queryable } from '../db/database';
import { countDashboard } from './counts';

/**
 * How long one count serves: the overview is read by every console that opens it, and counting
 * 100 000 dependencies per request would not hold 20 clients under 50 ms. A few seconds of delay is
 * what an overview can carry; `generated_at` says when the figures were counted.
 */
export const DASHBOARD_TTL_MS = 5000;

type Entry = { at: number; value: Promise<Dashboard> };
const entries = new WeakMap<Queryable, Entry>();

/**
 * The overview's counts for this database, counted at most once per TTL by the service's clock;
 * requests that arrive while a count runs share it. A failed count is not kept.
 */
export function cachedDashboard(db: Queryable, now: Date): Promise<Dashboard> {
  const hit = entries.get(db);
  const age = hit ? now.getTime() - hit.at : Infinity;
  // A clock moved back (tests do) counts as expired, as does an answer older than the TTL.
  if (hit && age >= 0 && age < DASHBOARD_TTL_MS) return hit.value;
  const value = countDashboard(db, now);
  const entry = { at: now.getTime(), value };
  entries.set(db, entry);
  value.catch(() => {
    if (entries.get(db) === entry) entries.delete(db);
  });
  return value;
}
