import { hostname } from 'node:os';
import { randomUUID } from 'node:crypto';
import type { Config } from '../config';
import type { Database } from '../db/database';
import {
  claimDueWebhooks,
  continueStreak,
  disableAndGiveUp,
  type DueWebhook,
  endStreak,
  keepStreak,
  markAttempted,
  markDelivered,
  pendingEvents,
  prune,
  recordAttempt,
  syncDisablePoints,
} from '../db/repositories/deliveries';
import { recordOutcome } from '../db/repositories/webhook-health';
import { pruneAuditLog, recordAudit, SYSTEM_ACTOR } from '../audit/record';
import type { Heartbeat } from '../health/heartbeat';
import type { Metrics } from '../health/metrics';
import { errorSummary, log } from '../log';
import type { SecretBox } from '../secrets/secret-box';
import { afterFailure } from './retry-schedule';
import { failedRequest, sendWebhook, type SendResult } from './sender';
import { openSecrets } from './stored-secrets';

type WorkerDeps = {
  db: Database;
  config: Config;
  secrets: SecretBox;
  now: () => Date;
  send?: typeof sendWebhook;
  /** Beaten after each tick that finished without an error (readiness). */
  heartbeat?: Heartbeat;
  /** Counts each request's result when metrics are on. */
  metrics?: Metrics;
};

/** At most this many requests per webhook per tick; the rest waits for the next tick. */
const MAX_REQUESTS_PER_ROUND = 8;
const PARALLEL_WEBHOOKS = 16;
const PRUNE_EVERY_TICKS = 720;

const describeSchedule = (ms: number) =>
  ms % 3_600_000 === 0 ? `${ms / 3_600_000} h` : ms % 60_000 === 0 ? `${ms / 60_000} min` : `${ms / 1000} s`;

/**
 * The delivery task of CONTRACT §6: each tick claims the webhooks with due events and sends them,
 * oldest first, in as few requests as WEBHOOK_MAX_EVENTS_PER_REQUEST allows, applying the retry
 * schedule and disabling a webhook whose last retry point failed.
 */
export class DeliveryWorker {
  readonly id = `${hostname()}:${process.pid}:${randomUUID().slice(0, 8)}`;
  private ticks = 0;
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;
  private stopped = false;

  constructor(private readonly deps: WorkerDeps) {}

  /** Long enough for a whole round of requests that all time out; WEBHOOK_LEASE_SECONDS overrides it. */
  private get leaseMs() {
    const { webhookLeaseMs, webhookTimeoutMs } = this.deps.config;
    return webhookLeaseMs ?? webhookTimeoutMs * (MAX_REQUESTS_PER_ROUND + 2) + 60_000;
  }

  /** One pass over every due webhook; resolves when all their requests have been answered. */
  async tick(): Promise<{ webhooks: number; requests: number }> {
    const { db, config, now } = this.deps;
    const claimedAt = now().getTime();
    const due = await claimDueWebhooks(
      db,
      this.id,
      new Date(claimedAt),
      config.webhookBatchWindowMs,
      this.leaseMs,
      500,
    );
    let requests = 0;
    const queue = [...due];
    const lane = async () => {
      for (let webhook = queue.shift(); webhook; webhook = queue.shift()) {
        // One webhook's failure (a database error) must not stop
        // the others; its claim lapses with the lease and the next claim retries it.
        try {
          const sent = await this.deliver(webhook, new Date(claimedAt), claimedAt + this.leaseMs);
          requests += sent; // not `requests += await …`: that reads `requests` before the wait, losing other lanes' counts
        } catch (error) {
          log.error('webhook delivery failed', {
            webhook_id: webhook.id,
            error: errorSummary(error),
          });
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(PARALLEL_WEBHOOKS, queue.length) }, lane));
    // One line per round that had something to send; an idle tick says nothing.
    if (due.length > 0) {
      log.info('delivery round', { webhooks: due.length, requests, duration_ms: now().getTime() - claimedAt });
    }
    if (++this.ticks % PRUNE_EVERY_TICKS === 1) {
      await prune(db, new Date(now().getTime() - config.webhookRetentionDays * 86_400_000));
      await pruneAuditLog(db, new Date(now().getTime() - config.auditRetentionDays * 86_400_000));
    }
    return { webhooks: due.length, requests };
  }

  private async deliver(webhook: DueWebhook, claimedAt: Date, leaseEnds: number): Promise<number> {
    const { db, config, secrets, now } = this.deps;
    const send = this.deps.send ?? sendWebhook;
    const events = await pendingEvents(db, webhook.id, MAX_REQUESTS_PER_ROUND * config.webhookMaxEventsPerRequest);
    const streak = webhook.failing_since
      ? { failingSince: webhook.failing_since, retryPoint: webhook.retry_point }
      : undefined;
    // Claimed for a retry_now request before its retry point is due: a failure leaves the streak as it
    // was (its start, its next point, the disable point). It carries the number of the point it precedes.
    const manual = streak !== undefined && webhook.next_retry_at !== null && webhook.next_retry_at > claimedAt;
    const attempt = streak ? streak.retryPoint + 2 : 1;
    const opened = openSecrets(secrets, { token: webhook.sealed_token, signingSecret: webhook.sealed_signing_secret });
    let failure: SendResult | undefined;
    let requests = 0;
    for (
      let start = 0;
      start < events.length && requests < MAX_REQUESTS_PER_ROUND;
      start += config.webhookMaxEventsPerRequest
    ) {
      // A request that could outlast the claim might overlap another process's batch: leave it for the next claim.
      if (requests > 0 && now().getTime() + config.webhookTimeoutMs > leaseEnds) break;
      const chunk = events.slice(start, start + config.webhookMaxEventsPerRequest);
      const body = {
        events: chunk.map((e) => ({ created_at: e.created_at.toISOString(), trigger: e.trigger, payload: e.payload })),
      };
      const result = opened.error
        ? failedRequest(opened.error, body)
        : await send({
            url: webhook.url,
            token: opened.token,
            signingSecret: opened.signingSecret,
            body,
            attempt,
            timeoutMs: config.webhookTimeoutMs,
            allowPrivateTargets: config.webhookAllowPrivateTargets,
            authHeader: config.webhookAuthHeader,
          });
      requests++;
      this.deps.metrics?.deliveryAttempts.inc({
        result: result.success ? 'success' : 'failure',
        error_kind: result.error_kind ?? 'none',
      });
      const at = now();
      const ids = chunk.map((e) => e.id);
      await db.transaction(async (tx) => {
        await recordAttempt(tx, {
          webhook_id: webhook.id,
          delivery_uuid: result.delivery_id,
          attempted_at: at,
          attempt,
          triggers: [...new Set(chunk.map((e) => e.trigger))],
          events_count: chunk.length,
          success: result.success,
          status_code: result.status_code,
          duration_ms: result.duration_ms,
          error: result.error,
          response_excerpt: result.response_excerpt,
          event_ids: ids,
          request_headers: result.request_headers,
          request_body: result.request_body,
          response_headers: result.response_headers,
        });
        await recordOutcome(tx, webhook.id, at, result.success);
        if (result.success) await markDelivered(tx, ids, at);
        else await markAttempted(tx, ids);
      });
      if (!result.success) {
        failure = result;
        break;
      }
    }
    if (!failure) {
      await endStreak(db, webhook.id, this.id);
      return requests;
    }
    if (manual) {
      await keepStreak(db, webhook.id, this.id, claimedAt);
      return requests;
    }
    const failedAt = now();
    const outcome = afterFailure(streak, failedAt, config.webhookRetryScheduleMs);
    if (outcome.disable) {
      const last = describeSchedule(config.webhookRetryScheduleMs.at(-1)!);
      const reason = `Every delivery failed from ${outcome.streak.failingSince.toISOString()} through the last retry point (${last}); last error: ${failure.error}`;
      await db.transaction(async (tx) => {
        await disableAndGiveUp(tx, webhook.id, failedAt, reason, this.id);
        const [named] = await tx.query<{ name: string }>('SELECT name FROM webhooks WHERE id = $1', [webhook.id]);
        await recordAudit(tx, SYSTEM_ACTOR, {
          action: 'disable',
          objectType: 'webhook',
          objectId: webhook.id,
          objectRepr: named?.name ?? '',
          before: { is_active: true },
          after: { is_active: false },
        });
      });
      log.warn('webhook disabled after its last retry point failed', { webhook_id: webhook.id });
    } else {
      await continueStreak(
        db,
        webhook.id,
        outcome.streak.failingSince,
        outcome.streak.retryPoint,
        outcome.nextRetryAt,
        outcome.disablesAt,
        this.id,
        claimedAt,
      );
    }
    return requests;
  }

  /** Runs `tick` every WEBHOOK_TICK_SECONDS, never two at once. */
  async start(): Promise<void> {
    if (this.deps.db.kind === 'embedded') {
      // One process per embedded database: any claim left in it belongs to a process that died.
      await this.deps.db.query(
        'UPDATE webhooks SET claimed_by = NULL, claimed_until = NULL WHERE claimed_by IS NOT NULL',
      );
    }
    await syncDisablePoints(this.deps.db, this.deps.config.webhookRetryScheduleMs.at(-1)!);
    const loop = () => {
      if (this.stopped) return;
      this.running = this.tick()
        .then(() => this.deps.heartbeat?.beat(this.deps.now()))
        .catch((error: Error) => log.error('webhook delivery tick failed', { error: errorSummary(error) }))
        .finally(() => {
          if (!this.stopped) this.timer = setTimeout(loop, this.deps.config.webhookTickMs);
        });
    };
    this.timer = setTimeout(loop, this.deps.config.webhookTickMs);
  }

  /** Stops ticking and waits for the tick in progress, so no send is cut off half-recorded. */
  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.timer);
    await this.running;
  }
}
