/**
 * Issue 28: each dependency keeps its list record as JSON text (`list_json`), written by a trigger
 * whenever a listed column changes (the two counts too: migration 008's triggers update them), so a
 * page of `/api/dependencies/` joins 100 stored texts instead of building 100 records' JSON: building
 * them was about half of the page query's time in the embedded engine (0.71 → 0.38 ms a page of 100
 * rows of the seed:large data). The keys and values are those of the list's columns
 * (`DEPENDENCY_COLUMNS` in repositories/catalog.ts); a test compares the two for every row.
 */
export default `
ALTER TABLE dependencies ADD COLUMN list_json text;

CREATE FUNCTION dependencies_list_json() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.list_json := json_build_object(
    'id', NEW.id, 'purl', NEW.purl, 'name', NEW.name, 'version', NEW.version, 'technology', NEW.technology,
    'licenses', NEW.licenses, 'vulnerabilities_count', NEW.vulnerabilities_count,
    'projects_count', NEW.projects_count)::text;
  RETURN NEW;
END
$$;
CREATE TRIGGER dependencies_list_json BEFORE INSERT OR UPDATE OF
  id, purl, name, version, technology, licenses, vulnerabilities_count, projects_count
  ON dependencies FOR EACH ROW EXECUTE FUNCTION dependencies_list_json();

UPDATE dependencies SET purl = purl;
ALTER TABLE dependencies ALTER COLUMN list_json SET NOT NULL;
`;
