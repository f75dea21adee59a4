/**
 * What a secrets analysis hands the run engine (CONTRACT §18). Nothing here holds a secret: the analysis
 * process computes the keyed fingerprint, the masked preview and the model's features from the matched
 * value and lets the value go; only these leave the process.
 */

/** Where a secret was seen: a commit that added the line (history) or the checked-out tree (`commit` null). */
export type Sighting = {
  commit: string | null;
  file: string;
  start_line: number;
  end_line: number;
  start_column: number;
  end_column: number;
  author_name: string | null;
  author_email: string | null;
  /** ISO 8601; null for the checked-out tree. */
  committed_at: string | null;
};

/** The model's inputs for one finding, by feature name (see ./model/features.ts); numbers only. */
export type SecretFeatures = Record<string, number>;

/** One secret of one rule (its identity is `fingerprint`), with every place the run saw it. */
export type FoundSecret = {
  /** Hex HMAC-SHA-256, keyed with the installation's key, of the rule id and the secret. */
  fingerprint: string;
  rule_id: string;
  description: string;
  /** At most the first 4 characters of the secret, then `…`. */
  masked: string;
  entropy: number;
  features: SecretFeatures;
  /** Oldest first; at most MAX_SIGHTINGS kept (the first and the latest always). */
  sightings: Sighting[];
  sightings_count: number;
  /** The sighting in the checked-out tree, when the secret is still there. */
  in_head: Sighting | null;
};

/** Files and lines the run did not read, by reason. */
export type SecretsSkipped = { binary: number; too_large: number; lockfile: number; ignored_path: number };

export type SecretsResult = {
  findings: FoundSecret[];
  files_scanned: number;
  commits_scanned: number;
  skipped: SecretsSkipped;
  /** The commit the history was read up to (the next run reads only commits after it). */
  head: string;
};

/** The job's part that the secrets analysis needs beyond the workspace. */
export type SecretsJobOptions = {
  /** The last commit an earlier run read (null: read the whole history). */
  since: string | null;
  /** The installation's key for fingerprints (base64); travels in the job message only. */
  fingerprintKey: string;
  /** `ARGUS_SECRETS_RULES`: a TOML file whose rules add to or replace the built-in ones (by `id`). */
  rulesFile: string | null;
};
