/**
 * CONTRACT §13 triage: an ignore carries its reason, an optional end date, who made it and when; an
 * ignore whose date has come is found by the partial index and made active again. Policy names become
 * unique without regard to case (alerts name the policy that raised them): of an existing installation's
 * policies sharing a name, the oldest keeps it and the others get ` (#<id>)` appended, which no other
 * policy of that name can hold, before the unique index is made.
 */
export default `
ALTER TABLE policy_alerts ADD COLUMN ignored_reason text;
ALTER TABLE policy_alerts ADD COLUMN ignored_until date;
ALTER TABLE policy_alerts ADD COLUMN ignored_by text;
ALTER TABLE policy_alerts ADD COLUMN ignored_at timestamptz;
CREATE INDEX policy_alerts_ignored_until_idx ON policy_alerts (ignored_until) WHERE status = 'ignored';
CREATE INDEX policy_alerts_status_idx ON policy_alerts (status, id);

UPDATE policies po SET name = left(po.name, 240) || ' (#' || po.id || ')'
  WHERE EXISTS (SELECT 1 FROM policies older WHERE lower(older.name) = lower(po.name) AND older.id < po.id);
CREATE UNIQUE INDEX policies_name_unique_idx ON policies (lower(name));
`;
