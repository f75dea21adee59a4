import type { Severity } from '../../contract/catalog';
import type { Ecosystem } from './ecosystems';

/**
 * One OSV record (https://ossf.github.io/osv-schema/) as Argus keeps it, after `parseOsvRecord`:
 * dates parsed, package names normalized the way their ecosystem compares them, GIT ranges and
 * ecosystems outside `ECOSYSTEMS` dropped, the severity worked out from the CVSS vector (or the
 * record's own words when it has no vector).
 */
export type OsvEvent = { introduced: string } | { fixed: string } | { last_affected: string } | { limit: string };

export type OsvRange = { type: 'SEMVER' | 'ECOSYSTEM'; events: OsvEvent[] };

export type OsvAffected = {
  ecosystem: Ecosystem;
  /** Debian's and Alpine's release (`12`, `v3.20`), null for the others. */
  release: string | null;
  /** Normalized per ecosystem (`normalizePackageName`). */
  name: string;
  ranges: OsvRange[];
  versions: string[];
};

export type OsvRecord = {
  id: string;
  modified: Date;
  published: Date | null;
  withdrawn: Date | null;
  aliases: string[];
  summary: string;
  details: string;
  /** The CVSS v3.x vector when the record has one, its base score by the specification's formula. */
  cvss3_vector: string | null;
  cvss3_score: number | null;
  cvss2_score: number | null;
  severity: Severity;
  cwes: string[];
  references: { type: string; url: string }[];
  /** A reference of type EVIDENCE (a published exploit or proof of concept). */
  has_exploit: boolean;
  affected: OsvAffected[];
};
