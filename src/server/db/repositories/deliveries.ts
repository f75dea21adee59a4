import type { Delivery } from '../../../contract/webhooks';
import type { Queryable } from '../database';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

export const deliveries = readModel<Delivery, { webhook?: number; success?: boolean }>({
  table: 'webhook_deliveries d',
  alias: 'd',
  columns: `d.id::int AS id, ${isoTime('d.attempted_at')}, d.attempt, d.triggers, d.events_count, d.success, d.status_code,
    d.duration_ms, d.error, d.response_excerpt`,
  searchColumns: ['d.error'],
  filters: { webhook: 'd.webhook_id = $?', success: 'd.success = $?' },
  ordering: { attempted_at: 'd.attempted_at', id: 'd.id' },
  defaultOrdering: '-id',
});

export type DueWebhook = {
  id: number;
  url: string;
  sealed_token: string | null;
  failing_since: Date | null;
  retry_point: number;
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
           AND CASE WHEN c.failing_since IS NOT NULL THEN c.next_retry_at <= $3
                    ELSE (SELECT min(e.created_at) FROM webhook_events e
                           WHERE e.webhook_id = c.id AND e.status = 'pending') <= $4 END
         ORDER BY c.id
         LIMIT $5
         FOR UPDATE SKIP LOCKED)
      RETURNING w.id, w.url, w.token_encrypted AS sealed_token, w.failing_since, w.retry_point`,
    [worker, new Date(now.getTime() + leaseMs), now, new Date(now.getTime() - batchWindowMs), limit],
  );
}

export type PendingEvent = { id: number; trigger: string; payload: unknown; created_at: Date };

/** The oldest `limit` pending events of each webhook, oldest first: one statement for a whole tick. */
export async function pendingEvents(db: Queryable, webhookIds: number[], limit: number): Promise<Map<number, PendingEvent[]>> {
  const rows = await db.query<PendingEvent & { webhook_id: number }>(
    `SELECT id, webhook_id, trigger, payload, created_at FROM (
       SELECT id::int AS id, webhook_id, trigger, payload, created_at,
              row_number() OVER (PARTITION BY webhook_id ORDER BY id) AS n
         FROM webhook_events WHERE webhook_id = ANY($1::int[]) AND status = 'pending') oldest
      WHERE n <= $2 ORDER BY webhook_id, id`,
    [webhookIds, limit],
  );
  const byWebhook = new Map<number, PendingEvent[]>(webhookIds.map((id) => [id, []]));
  for (const { webhook_id, ...event } of rows) byWebhook.get(webhook_id)!.push(event);
  return byWebhook;
}

export async function recordAttempt(
  db: Queryable,
  row: Omit<Delivery, 'id' | 'attempted_at'> & { webhook_id: number; delivery_uuid: string; attempted_at: Date },
): Promise<void> {
  await db.query(
    `INSERT INTO webhook_deliveries (webhook_id, delivery_uuid, attempted_at, attempt, triggers, events_count, success,
       status_code, duration_ms, error, response_excerpt) VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
    [row.webhook_id, row.delivery_uuid, row.attempted_at, row.attempt, row.triggers, row.events_count, row.success,
      row.status_code, row.duration_ms, row.error, row.response_excerpt],
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

/** Every request of these webhooks succeeded: their streaks end and this worker's claims on them go. */
export async function endStreaks(db: Queryable, webhookIds: number[], worker: string): Promise<void> {
  if (webhookIds.length === 0) return;
  await db.query(
    `UPDATE webhooks SET failing_since = NULL, next_retry_at = NULL, retry_point = 0, claimed_by = NULL, claimed_until = NULL
      WHERE id = ANY($1::int[]) AND claimed_by = $2`,
    [webhookIds, worker],
  );
}

export async function continueStreak(
  db: Queryable,
  webhookId: number,
  failingSince: Date,
  retryPoint: number,
  nextRetryAt: Date,
): Promise<void> {
  await db.query(
    `UPDATE webhooks SET failing_since = $2, retry_point = $3, next_retry_at = $4, claimed_by = NULL, claimed_until = NULL
      WHERE id = $1`,
    [webhookId, failingSince, retryPoint, nextRetryAt],
  );
}

/** CONTRACT §6.5: disabled, with when and why; its pending events are given up. */
export async function disableAndGiveUp(db: Queryable, webhookId: number, at: Date, reason: string): Promise<void> {
  await db.query(
    `UPDATE webhooks SET is_active = false, disabled_at = $2, disabled_reason = $3, next_retry_at = NULL,
       claimed_by = NULL, claimed_until = NULL, updated_at = $2 WHERE id = $1`,
    [webhookId, at, reason],
  );
  await db.query(`UPDATE webhook_events SET status = 'given_up' WHERE webhook_id = $1 AND status = 'pending'`, [webhookId]);
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
  const events = await db.query(`DELETE FROM webhook_events WHERE status = 'delivered' AND delivered_at < $1 RETURNING id`, [before]);
  const attempts = await db.query('DELETE FROM webhook_deliveries WHERE attempted_at < $1 RETURNING id', [before]);
  return { events: events.length, attempts: attempts.length };
}
