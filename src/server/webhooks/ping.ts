import type { WebhookTestResult } from '../../contract/webhooks';
import type { Config } from '../config';
import { sendWebhook } from '../delivery/sender';

/** The `test` request of CONTRACT §5: one event with an empty payload, sent at once. */
export async function pingTarget(
  config: Config,
  url: string,
  token: string | null,
  now: Date,
): Promise<WebhookTestResult> {
  const result = await sendWebhook({
    url,
    token,
    body: { events: [{ created_at: now.toISOString(), trigger: 'test', payload: {} }] },
    timeoutMs: config.webhookTimeoutMs,
    allowPrivateTargets: config.webhookAllowPrivateTargets,
    authHeader: config.webhookAuthHeader,
  });
  return {
    success: result.success,
    status_code: result.status_code,
    duration_ms: result.duration_ms,
    error: result.error,
  };
}
