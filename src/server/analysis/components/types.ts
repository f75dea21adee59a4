import type { Ecosystem } from '../../vulndb/ecosystems';

/**
 * What an extractor finds in one manifest, lockfile or SBOM (CONTRACT §16). Names are as the ecosystem
 * writes them (Maven `group:artifact`, Go module paths, npm `@scope/name`); matching normalizes them.
 */
export type ExtractedComponent = {
  ecosystem: Ecosystem;
  name: string;
  version: string;
  /** Built with `purlOf` (packageurl-js), or an SBOM's own purl. */
  purl: string;
  /** SPDX ids or expressions, normalized with `normalizeLicense`; empty when the input does not say. */
  licenses: string[];
  /** Null when the format does not say whether the project asked for it or something else did. */
  relation: 'direct' | 'transitive' | null;
  /**
   * For a transitive component of a format that has the graph: the shortest chain from a direct
   * dependency down to the one that pulls it in, as `name@version` (`["express@4.17.1",
   * "body-parser@1.19.0"]`); null otherwise.
   */
  introduced_through: string[] | null;
  /** When the version was published, where the input says (an SBOM may). ISO 8601. */
  released_at: string | null;
};
