/**
 * Analyses do real work (CONTRACT §15): a run's progress, phase and heartbeat; a project's write-only repository
 * credentials (sealed like webhook tokens), the workspace it was last cloned to and the last commit its
 * authors analysis read; per project and author, the figures read from the project's history.
 */
export default `
ALTER TABLE runs ADD COLUMN progress smallint CHECK (progress BETWEEN 0 AND 100);
ALTER TABLE runs ADD COLUMN phase text;
-- Written every second by the process working on a run: another process fails a run whose writer went
-- silent (it died), so that its project's queue moves on.
ALTER TABLE runs ADD COLUMN heartbeat_at timestamptz;

ALTER TABLE projects ADD COLUMN repo_auth_sealed text;
ALTER TABLE projects ADD COLUMN repo_auth_kind text NOT NULL DEFAULT 'none'
  CHECK (repo_auth_kind IN ('none', 'token', 'ssh_key'));
ALTER TABLE projects ADD COLUMN workspace jsonb;
ALTER TABLE projects ADD COLUMN authors_commit text;

ALTER TABLE project_authors ADD COLUMN merges_count integer NOT NULL DEFAULT 0;
ALTER TABLE project_authors ADD COLUMN lines_added bigint NOT NULL DEFAULT 0;
ALTER TABLE project_authors ADD COLUMN lines_removed bigint NOT NULL DEFAULT 0;
ALTER TABLE project_authors ADD COLUMN first_commit_at timestamptz;
ALTER TABLE project_authors ADD COLUMN last_commit_at timestamptz;
ALTER TABLE project_authors ADD COLUMN months jsonb NOT NULL DEFAULT '{}';
ALTER TABLE project_authors ADD COLUMN technologies jsonb NOT NULL DEFAULT '{}';
`;
