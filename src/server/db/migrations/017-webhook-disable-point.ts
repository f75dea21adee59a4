/**
 * Issue 29: a failing webhook's record says when it will be disabled (`disables_at`): the streak's
 * start plus the last point of the service's WEBHOOK_RETRY_SCHEDULE, kept beside `next_retry_at`.
 * A streak already under way gets the default schedule's 48 h here; the delivery task sets it from
 * the schedule it really runs when it starts.
 */
export default `
ALTER TABLE webhooks ADD COLUMN disables_at timestamptz;
UPDATE webhooks SET disables_at = failing_since + interval '48 hours' WHERE is_active AND failing_since IS NOT NULL;
`;
