import type { Queryable } from '../database';
import { canExist } from './existing-ids';

/**
 * CONTRACT §13 (issue 16): what a delivery's outcome tells about its webhook, and the actions on a
 * webhook's health: retry now, redeliver one request, the signing secret.
 */

/**
 * A delivery's outcome is the freshest word on the target: available or not, and when. An older
 * outcome (another process's request that took longer) never overwrites a newer one.
 */
export async function recordOutcome(db: Queryable, webhookId: number, at: Date, success: boolean): Promise<void> {
  await db.query(
    `UPDATE webhooks SET last_delivery_at = $2, last_delivery_success = $3, availability_checked_at = $2,
       availability_status = CASE WHEN $3 THEN 'available' ELSE 'unavailable' END
     WHERE id = $1 AND (last_delivery_at IS NULL OR last_delivery_at <= $2)`,
    [webhookId, at, success],
  );
}

export type RetryNow = 'requested' | 'disabled' | 'not_failing' | 'nothing_pending' | 'not_found';

/**
 * Asks the delivery task to send a failing webhook's pending events at its next tick. Only the
 * request is recorded: the streak's start and its next retry point stay, so the point at which the
 * webhook is disabled does not move (the worker does not count such a request as a retry point).
 */
export async function requestRetryNow(db: Queryable, webhookId: number, at: Date): Promise<RetryNow> {
  if (!canExist(webhookId)) return 'not_found';
  const [row] = await db.query<{ requested: boolean; is_active: boolean; failing: boolean; pending: number }>(
    `WITH state AS (
       SELECT w.id, w.is_active, w.failing_since IS NOT NULL AS failing,
              (SELECT count(*)::int FROM webhook_events e WHERE e.webhook_id = w.id AND e.status = 'pending') AS pending
         FROM webhooks w WHERE w.id = $1),
     requested AS (
       UPDATE webhooks w SET retry_requested_at = $2 FROM state
        WHERE w.id = state.id AND state.is_active AND state.failing AND state.pending > 0
       RETURNING w.id)
     SELECT EXISTS (SELECT 1 FROM requested) AS requested, is_active, failing, pending FROM state`,
    [webhookId, at],
  );
  if (!row) return 'not_found';
  if (row.requested) return 'requested';
  if (!row.is_active) return 'disabled';
  return row.failing ? 'nothing_pending' : 'not_failing';
}

export type Redelivery = { requeued: number } | { problem: 'not_found' | 'already_queued' | 'gone' };

/**
 * Queues again the events one request carried (delivered or given up alike; those still pending are
 * queued already). They go out with the webhook's next request, oldest first, as any pending event.
 */
export async function redeliverAttempt(db: Queryable, webhookId: number, deliveryId: number): Promise<Redelivery> {
  if (!canExist(webhookId) || !canExist(deliveryId)) return { problem: 'not_found' };
  const [attempt] = await db.query<{ event_ids: (number | string)[] }>(
    'SELECT event_ids FROM webhook_deliveries WHERE id = $1 AND webhook_id = $2',
    [deliveryId, webhookId],
  );
  if (!attempt) return { problem: 'not_found' };
  const ids = attempt.event_ids.map(Number);
  const requeued = await db.query(
    `UPDATE webhook_events SET status = 'pending', delivered_at = NULL
      WHERE webhook_id = $1 AND id = ANY($2::bigint[]) AND status <> 'pending' RETURNING id`,
    [webhookId, ids],
  );
  if (requeued.length > 0) return { requeued: requeued.length };
  const [left] = await db.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM webhook_events WHERE webhook_id = $1 AND id = ANY($2::bigint[])',
    [webhookId, ids],
  );
  return { problem: left!.n > 0 ? 'already_queued' : 'gone' };
}

/** Stores a sealed signing secret, or (null) removes it; false when there is no such webhook. */
export async function setSigningSecret(db: Queryable, webhookId: number, sealed: string | null): Promise<boolean> {
  if (!canExist(webhookId)) return false;
  const rows = await db.query(
    'UPDATE webhooks SET signing_secret_encrypted = $2, updated_at = now() WHERE id = $1 RETURNING id',
    [webhookId, sealed],
  );
  return rows.length > 0;
}
