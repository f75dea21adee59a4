import type { Dashboard, Trends } from '../../contract/dashboard';
import type { Queryable } from '../db/database';
import type { ReadCache } from '../db/read-cache';
import { countDashboard } from './counts';
import { readTrends } from './snapshots';

/**
 * How long one count serves: the overview is read by every console that opens it, and counting
 * 100 000 dependencies per request would not hold 20 clients under 50 ms. A few seconds of delay is
 * what an overview can carry; `generated_at` says when the figures were counted.
 */
export const DASHBOARD_TTL_MS = 5000;

type Entry<T> = { at: number; settled?: T; pending?: Promise<T> };
const entries = new WeakMap<Queryable, Map<string, Entry<unknown>>>();

/**
 * `compute`'s answer for this database and `key`, computed at most once per TTL by the service's
 * clock. Up to twice the TTL old, the last answer is given while a recount runs, so requests do not
 * queue behind it; older than that (an overview nobody opened for a while), the request waits for a
 * fresh count. Requests arriving during a count share it; a failed count is not kept.
 */
function cached<T>(db: Queryable, key: string, now: Date, compute: () => Promise<T>): Promise<T> {
  let byKey = entries.get(db);
  if (!byKey) {
    byKey = new Map();
    entries.set(db, byKey);
  }
  let entry = byKey.get(key) as Entry<T> | undefined;
  if (!entry) {
    entry = { at: 0 };
    byKey.set(key, entry);
  }
  // A clock moved back (tests move it) reads as expired.
  const age = entry.settled !== undefined ? now.getTime() - entry.at : Infinity;
  const fresh = age >= 0 && age < DASHBOARD_TTL_MS;
  const usable = age >= 0 && age < 2 * DASHBOARD_TTL_MS;
  if (entry.settled !== undefined && fresh) return Promise.resolve(entry.settled);
  if (!entry.pending) {
    const current = entry;
    const pending = compute().then(
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
  return entry.settled !== undefined && usable ? Promise.resolve(entry.settled) : entry.pending!;
}

type CachedDb = Queryable & { readCache?: ReadCache };

export const cachedDashboard = (db: CachedDb, now: Date): Promise<Dashboard> =>
  cached(db, 'dashboard', now, () => countDashboard(db, now));

export const cachedTrends = (db: CachedDb, days: number, now: Date): Promise<Trends> =>
  cached(db, `trends:${days}`, now, () => readTrends(db, days, now));
