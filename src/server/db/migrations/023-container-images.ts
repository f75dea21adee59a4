/**
 * Issue 27 (CONTRACT §17): container images analysed from real images.
 *
 * - An image knows what its last analysis found: its digest (none before the first), the distribution
 *   its os-release names and its layers count.
 * - An artifact repository may hold credentials for its registry, sealed (write-only, like a project's
 *   repository credentials).
 * - An image's link to a component says what kind of package it is (an OS package or a language
 *   package), the layer it came from (its place from the bottom and digest) and the files it was read from.
 */
export default `
ALTER TABLE container_images ALTER COLUMN digest DROP NOT NULL;
ALTER TABLE container_images ADD COLUMN distribution text, ADD COLUMN layers_count integer;

ALTER TABLE artifact_repositories ADD COLUMN credentials_sealed text;

ALTER TABLE container_image_dependencies
  ADD COLUMN type text CHECK (type IN ('os', 'language')),
  ADD COLUMN layer_index integer,
  ADD COLUMN layer_digest text,
  ADD COLUMN paths text[] NOT NULL DEFAULT '{}';
`;
