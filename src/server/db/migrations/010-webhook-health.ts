/**
 * Issue 16: a webhook's health and its deliveries' detail. The last delivery's outcome on the webhook;
 * a sealed Standard Webhooks signing secret (sealed like the token); a manual retry request that does
 * not move the failure streak; and on each attempt row what was sent and answered, plus which events
 * it carried so that one request can be queued again.
 */
export default `
ALTER TABLE webhooks ADD COLUMN last_delivery_at timestamptz;
ALTER TABLE webhooks ADD COLUMN last_delivery_success boolean;
ALTER TABLE webhooks ADD COLUMN signing_secret_encrypted text;
ALTER TABLE webhooks ADD COLUMN retry_requested_at timestamptz;

ALTER TABLE webhook_deliveries ADD COLUMN event_ids bigint[] NOT NULL DEFAULT '{}';
ALTER TABLE webhook_deliveries ADD COLUMN request_headers jsonb NOT NULL DEFAULT '{}';
ALTER TABLE webhook_deliveries ADD COLUMN request_body text;
ALTER TABLE webhook_deliveries ADD COLUMN response_headers jsonb NOT NULL DEFAULT '{}';
`;
