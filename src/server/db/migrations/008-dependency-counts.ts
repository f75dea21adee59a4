/**
 * Each dependency's vulnerability and project counts, kept on the row by statement-level triggers
 * on the two link tables, instead of two counting subqueries per listed row: they were half the
 * database time of a page of 100 dependencies out of 100 000. Inserts, deletes (cascades from a
 * deleted project, vulnerability or dependency included), updates and truncates all keep them right.
 *
 * The triggers' writes to `dependencies` do not go through the read cache's wrapper; no list
 * filters or orders by these columns, so no remembered count or id list depends on them. Ordering or
 * filtering dependencies by a count would need the cache to learn of these writes first.
 *
 * The dependency rows are locked in id order before they are updated: two transactions deleting
 * projects that share dependencies then wait for each other instead of deadlocking on PostgreSQL.
 * The lock is the UPDATE's own (FOR NO KEY UPDATE), which does not conflict with the key-share locks
 * that inserting rows referencing a dependency (alerts, links) hold until their commit.
 */
const counted = (link: string, column: string) => `
CREATE FUNCTION ${link}_count() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    UPDATE dependencies SET ${column} = 0 WHERE ${column} <> 0;
    RETURN NULL;
  END IF;
  -- Each event has only its own transition tables.
  IF TG_OP = 'INSERT' THEN
    PERFORM 1 FROM dependencies WHERE id IN (SELECT dependency_id FROM added) ORDER BY id FOR NO KEY UPDATE;
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM 1 FROM dependencies WHERE id IN (SELECT dependency_id FROM removed) ORDER BY id FOR NO KEY UPDATE;
  ELSE
    PERFORM 1 FROM dependencies
      WHERE id IN (SELECT dependency_id FROM added UNION SELECT dependency_id FROM removed) ORDER BY id FOR NO KEY UPDATE;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    UPDATE dependencies d SET ${column} = d.${column} + c.n
      FROM (SELECT dependency_id, count(*)::int AS n FROM added GROUP BY dependency_id) c
     WHERE d.id = c.dependency_id;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    UPDATE dependencies d SET ${column} = d.${column} - c.n
      FROM (SELECT dependency_id, count(*)::int AS n FROM removed GROUP BY dependency_id) c
     WHERE d.id = c.dependency_id;
  END IF;
  RETURN NULL;
END
$$;
CREATE TRIGGER ${link}_added AFTER INSERT ON ${link}
  REFERENCING NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${link}_count();
CREATE TRIGGER ${link}_removed AFTER DELETE ON ${link}
  REFERENCING OLD TABLE AS removed FOR EACH STATEMENT EXECUTE FUNCTION ${link}_count();
CREATE TRIGGER ${link}_changed AFTER UPDATE ON ${link}
  REFERENCING OLD TABLE AS removed NEW TABLE AS added FOR EACH STATEMENT EXECUTE FUNCTION ${link}_count();
CREATE TRIGGER ${link}_truncated AFTER TRUNCATE ON ${link} FOR EACH STATEMENT EXECUTE FUNCTION ${link}_count();
UPDATE dependencies d SET ${column} = c.n
  FROM (SELECT dependency_id, count(*)::int AS n FROM ${link} GROUP BY dependency_id) c
 WHERE d.id = c.dependency_id;
`;

export default `
ALTER TABLE dependencies
  ADD COLUMN vulnerabilities_count integer NOT NULL DEFAULT 0,
  ADD COLUMN projects_count integer NOT NULL DEFAULT 0;
${counted('dependency_vulnerabilities', 'vulnerabilities_count')}
${counted('project_dependencies', 'projects_count')}
`;
