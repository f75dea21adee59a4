import type { Webhook, WebhookValues } from '../../../contract/webhooks';
import type { Queryable } from '../database';
import { canExist } from './existing-ids';
import { readModel } from '../read-model';
import { isoTime } from '../sql';

export const webhooks = readModel<Webhook, { is_active?: boolean }>({
  table: 'webhooks w',
  alias: 'w',
  columns: `w.id, w.name, w.url, w.events, (w.token_encrypted IS NOT NULL) AS has_token, w.is_active, ${isoTime('w.disabled_at')},
    w.disabled_reason, w.availability_status, ${isoTime('w.availability_checked_at')}, ${isoTime('w.created_at')},
    ${isoTime('w.updated_at')}, ${isoTime('w.failing_since')}, ${isoTime('w.next_retry_at')}, ${isoTime('w.disables_at')},
    (SELECT count(*)::int FROM webhook_events e WHERE e.webhook_id = w.id AND e.status = 'pending') AS pending_events_count,
    (SELECT count(*)::int FROM webhook_events e WHERE e.webhook_id = w.id AND e.status = 'given_up') AS given_up_events_count,
    ARRAY(SELECT wp.project_id FROM webhook_projects wp WHERE wp.webhook_id = w.id ORDER BY 1) AS projects,
    ${isoTime('w.last_delivery_at')}, w.last_delivery_success, (w.signing_secret_encrypted IS NOT NULL) AS has_signing_secret`,
  searchColumns: ['w.name', 'w.url'],
  filters: { is_active: 'w.is_active = $?' },
  ordering: { name: 'w.name', url: 'w.url', created_at: 'w.created_at', updated_at: 'w.updated_at', id: 'w.id' },
  defaultOrdering: 'name',
});

/** What to do with the stored token: keep it, clear it, or store a new sealed one. */
export type TokenChange = { keep: true } | { keep: false; sealed: string | null };

async function setProjects(db: Queryable, id: number, projects: number[]) {
  await db.query('DELETE FROM webhook_projects WHERE webhook_id = $1', [id]);
  if (projects.length) {
    await db.query('INSERT INTO webhook_projects (webhook_id, project_id) SELECT $1, unnest($2::int[])', [
      id,
      projects,
    ]);
  }
}

export async function insertWebhook(db: Queryable, values: WebhookValues, sealedToken: string | null): Promise<number> {
  const [row] = await db.query<{ id: number }>(
    'INSERT INTO webhooks (name, url, events, token_encrypted) VALUES ($1, $2, $3, $4) RETURNING id',
    [values.name, values.url, values.events, sealedToken],
  );
  await setProjects(db, row!.id, values.projects);
  return row!.id;
}

export async function updateWebhook(
  db: Queryable,
  id: number,
  values: WebhookValues,
  token: TokenChange,
): Promise<void> {
  await db.query(
    `UPDATE webhooks SET name = $2, url = $3, events = $4, updated_at = now(),
       token_encrypted = CASE WHEN $5::boolean THEN token_encrypted ELSE $6 END WHERE id = $1`,
    [id, values.name, values.url, values.events, token.keep, token.keep ? null : token.sealed],
  );
  await setProjects(db, id, values.projects);
}

/**
 * Re-enabling clears the disabled state; the failure streak starts afresh (CONTRACT §5). Either way
 * no disable point lies ahead: a paused webhook is not retried, a re-enabled one has no streak yet.
 */
export async function setWebhookActive(db: Queryable, id: number, active: boolean, reason?: string): Promise<void> {
  await db.query(
    `UPDATE webhooks SET is_active = $2, updated_at = now(),
       disabled_at = CASE WHEN $2 THEN NULL ELSE coalesce(disabled_at, now()) END,
       disabled_reason = CASE WHEN $2 THEN NULL ELSE coalesce($3, disabled_reason) END,
       failing_since = CASE WHEN $2 THEN NULL ELSE failing_since END,
       next_retry_at = CASE WHEN $2 THEN NULL ELSE next_retry_at END,
       disables_at = NULL,
       retry_point = CASE WHEN $2 THEN 0 ELSE retry_point END,
       retry_requested_at = CASE WHEN $2 THEN NULL ELSE retry_requested_at END
     WHERE id = $1`,
    [id, active, reason ?? null],
  );
}

/** The stored URL and the sealed token and signing secret (null when unset): what a request to it needs. */
export async function sealedSecretsOf(
  db: Queryable,
  id: number,
): Promise<{ url: string; token: string | null; signingSecret: string | null } | undefined> {
  if (!canExist(id)) return undefined;
  const rows = await db.query<{ url: string; token: string | null; signingSecret: string | null }>(
    `SELECT url, token_encrypted AS token, signing_secret_encrypted AS "signingSecret" FROM webhooks WHERE id = $1`,
    [id],
  );
  return rows[0];
}

export async function setAvailability(db: Queryable, id: number, available: boolean, at: Date): Promise<void> {
  await db.query('UPDATE webhooks SET availability_status = $2, availability_checked_at = $3 WHERE id = $1', [
    id,
    available ? 'available' : 'unavailable',
    at,
  ]);
}

export async function deleteWebhook(db: Queryable, id: number): Promise<boolean> {
  return (await db.query('DELETE FROM webhooks WHERE id = $1 RETURNING id', [id])).length > 0;
}
