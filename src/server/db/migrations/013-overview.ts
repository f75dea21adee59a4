/**
 * Issue 17, the overview: when an alert was resolved (the "opened vs resolved" trend counts from it;
 * alerts resolved before this migration keep null and are not counted), what an SCA run found
 * (CONTRACT §13 `summary`, null for other kinds and until the end), and one row per UTC day of the
 * portfolio's state for the trends. A row is the state at the end of its `day`; `backfilled` rows were
 * rebuilt from alert timestamps, so they have no dependency count (nothing dates a vulnerability link).
 */
export default `
ALTER TABLE policy_alerts ADD COLUMN resolved_at timestamptz;
ALTER TABLE runs ADD COLUMN summary jsonb;

CREATE INDEX policy_alerts_created_at_idx ON policy_alerts (created_at);
CREATE INDEX policy_alerts_resolved_at_idx ON policy_alerts (resolved_at) WHERE resolved_at IS NOT NULL;
CREATE INDEX policy_alerts_status_level_idx ON policy_alerts (status, level);
CREATE INDEX runs_status_finished_idx ON runs (status, finished_at);

CREATE TABLE dashboard_snapshots (
  day                      date PRIMARY KEY,
  alerts_opened            integer NOT NULL,
  alerts_resolved          integer NOT NULL,
  active_critical          integer NOT NULL,
  active_warning           integer NOT NULL,
  active_info              integer NOT NULL,
  vulnerable_dependencies  integer,
  backfilled               boolean NOT NULL DEFAULT false,
  taken_at                 timestamptz NOT NULL
);
`;
