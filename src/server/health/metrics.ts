import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Queryable } from '../db/database';

/**
 * The service's Prometheus metrics (CONTRACT §10, served at /metrics when ARGUS_METRICS=true). Labels hold
 * only fixed words and route templates (`/api/policies/:id/`): never a token, a URL's query or a record id.
 * Counts of what is in the database are read from it at each scrape, so every process answers the same.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpDuration = new Histogram({
    name: 'argus_http_request_duration_seconds',
    help: 'HTTP requests by method, route template and status.',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [this.registry],
  });

  readonly deliveryAttempts = new Counter({
    name: 'argus_webhook_delivery_attempts_total',
    help: 'Webhook delivery requests by result (success, failure) and error kind (none when it succeeded).',
    labelNames: ['result', 'error_kind'] as const,
    registers: [this.registry],
  });

  readonly databaseQueryDuration = new Histogram({
    name: 'argus_database_query_duration_seconds',
    help: 'Database queries of this process, transactions counted by their statements.',
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [this.registry],
  });

  constructor(db: Queryable) {
    collectDefaultMetrics({ register: this.registry });
    const fromDatabase = (name: string, help: string, sql: string) =>
      new Gauge({
        name,
        help,
        registers: [this.registry],
        async collect() {
          const [row] = await db.query<{ value: number | string | null }>(sql);
          this.set(Number(row?.value ?? 0));
        },
      });
    fromDatabase(
      'argus_webhook_events_pending',
      'Webhook events waiting to be delivered.',
      "SELECT count(*) AS value FROM webhook_events WHERE status = 'pending'",
    );
    fromDatabase(
      'argus_webhook_events_given_up',
      'Webhook events given up when their webhook was disabled.',
      "SELECT count(*) AS value FROM webhook_events WHERE status = 'given_up'",
    );
    fromDatabase(
      'argus_webhook_oldest_pending_event_age_seconds',
      'Age of the oldest webhook event still waiting; 0 when none waits.',
      "SELECT extract(epoch FROM now() - min(created_at)) AS value FROM webhook_events WHERE status = 'pending'",
    );
    fromDatabase(
      'argus_webhooks_disabled',
      'Webhooks that are not active (disabled by the delivery task or by a person).',
      'SELECT count(*) AS value FROM webhooks WHERE NOT is_active',
    );
    new Gauge({
      name: 'argus_runs',
      help: 'Analysis runs in the database by kind and status.',
      labelNames: ['kind', 'status'] as const,
      registers: [this.registry],
      async collect() {
        const rows = await db.query<{ kind: string; status: string; value: number | string }>(
          'SELECT kind, status, count(*) AS value FROM runs GROUP BY kind, status',
        );
        this.reset();
        for (const row of rows) this.set({ kind: row.kind, status: row.status }, Number(row.value));
      },
    });
  }
}
