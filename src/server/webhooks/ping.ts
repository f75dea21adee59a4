import type { WebhookTestResult } from '../../contract/webhooks';
import type { Config } from '../config';
import { sendWebhook } from '../delivery/sender';
import type { OpenedSecrets } from '../delivery/stored-secrets';

/**
 * The `test` request of CONTRACT §5: one event with an empty payload, sent at once with the token
 * and, when the webhook signs its requests, signed. Secrets that could not be opened are a failed
 * result saying so, nothing is sent.
 */
export async function pingTarget(
  config: Config,
  url: string,
  secrets: OpenedSecrets,
  now: Date,
): Promise<WebhookTestResult> {
  if (secrets.error) return { success: false, status_code: null, duration_ms: 0, error: secrets.error };
  const result = await sendWebhook({
    url,
    token: secrets.token,
    signingSecret: secrets.signingSecret,
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
