/**
 * Issue 29: an alert keeps the rules it met as data (`matched_rules`, beside the English
 * `matched_criteria` its event carries), so the console phrases them in its reader's language. Alerts
 * raised before have none; the next evaluation that matches them again fills them in.
 */
export default `
ALTER TABLE policy_alerts ADD COLUMN matched_rules jsonb NOT NULL DEFAULT '[]';
`;
