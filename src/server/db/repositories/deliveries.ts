import type { Delivery } from '../../../contract/webhooks';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

export const deliveries = readModel<Delivery, { webhook?: number; success?: boolean }>({
  table: 'webhook_deliveries d',
  alias: 'd',
  columns: `d.id::int AS id, ${isoTime('d.attempted_at')}, d.attempt, d.triggers, d.events_count, d.success, d.status_code,
    d.duration_ms, d.error, d.response_excerpt, d.request_headers, d.request_body, d.response_headers`,
  searchColumns: ['d.error'],
  filters: { webhook: 'd.webhook_id = $?', success: 'd.success = $?' },
  ordering: { attempted_at: 'd.attempted_at', id: 'd.id' },
  defaultOrdering: '-id',
});

export type DueWebhook = {
  id: number;
  url: string;
  sealed_token: string | null;
  sealed_signing_secret: string | null;
  failing_since: Date | null;
  retry_point: number;
  next_retry_at: Date | null;
  /** Set by retry_now: resend during the streak without using up a retry point. */
  retry_requested_at: Date | null;
};

/**
 * Claims the webhooks that have something to send now, each for one process at a time: the row lock
 * (SKIP LOCKED) makes concurrent claimers pass each other by, and the lease lets another process take
 * over when the claimer died mid-send (at-least-once, CONTRACT §6.6).
 */
export async function claimDueWebhooks(
  db: Queryable,
  worker: string,
  now: Date,
  batchWindowMs: number,
  leaseMs: number,
  limit: number,
): Promise<DueWebhook[]> {
  return db.query<DueWebhook>(
    `UPDATE webhooks w SET claimed_by = $1, claimed_until = $2
      WHERE w.id IN (
        SELECT c.id FROM webhooks c
         WHERE c.is_active
           AND (c.claimed_until IS NULL OR c.claimed_until < $3)
           AND CASE WHEN c.failing_since IS NOT NULL THEN c.next_retry_at <= $3 OR c.retry_requested_at IS NOT NULL
                    ELSE (SELECT min(e.created_at) FROM webhook_events e
                           WHERE e.webhook_id = c.id AND e.status = 'pending') <= $4 END
         ORDER BY c.id
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
      RETURNING w.id, w.url, w.token_encrypted AS sealed_token, w.signing_secret_encrypted AS sealed_signing_secret,
        w.failing_since, w.retry_point, w.next_retry_at, w.retry_requested_at`,
    [worker, new Date(now.getTime() + leaseMs), now, new Date(now.getTime() - batchWindowMs), limit],
  );
}

export type PendingEvent = { id: number; trigger: string; payload: unknown; created_at: Date };

export async function pendingEvents(db: Queryable, webhookId: number, limit: number): Promise<PendingEvent[]> {
  return db.query<PendingEvent>(
    `SELECT id::int AS id, trigger, payload, created_at FROM webhook_events
      WHERE webhook_id = $1 AND status = 'pending' ORDER BY id LIMIT $2`,
    [webhookId, limit],
  );
}

export type AttemptRow = Omit<Delivery, 'id' | 'attempted_at' | 'request_headers' | 'response_headers'> & {
  webhook_id: number;
  delivery_uuid: string;
  attempted_at: Date;
  event_ids: number[];
  request_headers: Record<string, string>;
  request_body: string | null;
  response_headers: Record<string, string>;
};

export async function recordAttempt(db: Queryable, row: AttemptRow): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (webhook_id, delivery_uuid, attempted_at, attempt, triggers, events_count, success,
       status_code, duration_ms, error, response_excerpt, event_ids, request_headers, request_body, response_headers)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12::bigint[], $13::jsonb, $14, $15::jsonb)`,
    [
      row.webhook_id,
      row.delivery_uuid,
      row.attempted_at,
      row.attempt,
      row.triggers,
      row.events_count,
      row.success,
      row.status_code,
      row.duration_ms,
      row.error,
      row.response_excerpt,
      row.event_ids,
      JSON.stringify(row.request_headers),
      row.request_body,
      JSON.stringify(row.response_headers),
    ],
  );
}

export async function markDelivered(db: Queryable, eventIds: number[], at: Date): Promise<void> {
  await db.query(
    `UPDATE webhook_events SET status = 'delivered', delivered_at = $2, attempts = attempts + 1 WHERE id = ANY($1::bigint[])`,
    [eventIds, at],
  );
}

export async function markAttempted(db: Queryable, eventIds: number[]): Promise<void> {
  await db.query('UPDATE webhook_events SET attempts = attempts + 1 WHERE id = ANY($1::bigint[])', [eventIds]);
}

/**
 * The claim columns as a worker leaves them: cleared when the claim is still its own, untouched when
 * its lease ran out and another process holds the webhook now (clearing that would let a third
 * process send alongside it).
 */
const releaseClaim = (worker: string) =>
  `claimed_by = CASE WHEN claimed_by = ${worker} THEN NULL ELSE claimed_by END,
   claimed_until = CASE WHEN claimed_by = ${worker} THEN NULL ELSE claimed_until END`;

/** A retry_now request made before this claim has been served; one made since stays for the next tick. */
const serveRetryRequest = (claimedAt: string) =>
  `retry_requested_at = CASE WHEN retry_requested_at <= ${claimedAt} THEN NULL ELSE retry_requested_at END`;

export async function endStreak(db: Queryable, webhookId: number, worker: string): Promise<void> {
  await db.query(
    `UPDATE webhooks SET failing_since = NULL, next_retry_at = NULL, disables_at = NULL, retry_point = 0,
       retry_requested_at = NULL,
       ${releaseClaim('$2')} WHERE id = $1`,
    [webhookId, worker],
  );
}

/** A retry_now request failed: the streak stays exactly as it was (same start, same next point). */
export async function keepStreak(db: Queryable, webhookId: number, worker: string, claimedAt: Date): Promise<void> {
  await db.query(`UPDATE webhooks SET ${serveRetryRequest('$3')}, ${releaseClaim('$2')} WHERE id = $1`, [
    webhookId,
    worker,
    claimedAt,
  ]);
}

export async function continueStreak(
  db: Queryable,
  webhookId: number,
  failingSince: Date,
  retryPoint: number,
  nextRetryAt: Date,
  disablesAt: Date,
  worker: string,
  claimedAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE webhooks SET failing_since = $2, retry_point = $3, next_retry_at = $4, disables_at = $7,
       ${serveRetryRequest('$6')}, ${releaseClaim('$5')} WHERE id = $1`,
    [webhookId, failingSince, retryPoint, nextRetryAt, worker, claimedAt, disablesAt],
  );
}

/**
 * The disable point of every streak under way, from the schedule this process runs (processes share
 * one WEBHOOK_RETRY_SCHEDULE): a start after the schedule changed announces the new one.
 */
export async function syncDisablePoints(db: Queryable, lastPointMs: number): Promise<void> {
  await db.query(
    `UPDATE webhooks SET disables_at = failing_since + $1::float8 * interval '1 millisecond'
      WHERE is_active AND failing_since IS NOT NULL
        AND disables_at IS DISTINCT FROM failing_since + $1::float8 * interval '1 millisecond'`,
    [lastPointMs],
  );
}

/** CONTRACT §6.5: disabled, with when and why; its pending events are given up. */
export async function disableAndGiveUp(
  db: Queryable,
  webhookId: number,
  at: Date,
  reason: string,
  worker: string,
): Promise<void> {
  await db.query(
    `UPDATE webhooks SET is_active = false, disabled_at = $2, disabled_reason = $3, next_retry_at = NULL, disables_at = NULL,
       retry_requested_at = NULL, ${releaseClaim('$4')}, updated_at = $2 WHERE id = $1`,
    [webhookId, at, reason, worker],
  );
  await db.query(`UPDATE webhook_events SET status = 'given_up' WHERE webhook_id = $1 AND status = 'pending'`, [
    webhookId,
  ]);
}

/** Queues again every given-up event of the webhook; returns how many. */
export async function requeueGivenUp(db: Queryable, webhookId: number): Promise<number> {
  const rows = await db.query(
    `UPDATE webhook_events SET status = 'pending', attempts = 0 WHERE webhook_id = $1 AND status = 'given_up' RETURNING id`,
    [webhookId],
  );
  return rows.length;
}

/** Retention: delivered events and attempt rows older than the cut-off go. */
export async function prune(db: Queryable, before: Date): Promise<{ events: number; attempts: number }> {
  const events = await db.query(
    `DELETE FROM webhook_events WHERE status = 'delivered' AND delivered_at < $1 RETURNING id`,
    [before],
  );
  const attempts = await db.query('DELETE FROM webhook_deliveries WHERE attempted_at < $1 RETURNING id', [before]);
  return { events: events.length, attempts: attempts.length };
}
