import type { FoundSecret, SecretFeatures, Sighting } from '../types';
import { fingerprintOf, maskedOf } from './identity';
import type { Match } from './scan-fragment';

/** Sightings kept per secret; all are counted. The first and the latest are always among those kept. */
export const MAX_SIGHTINGS = 100;

export type FeaturesOf = (input: { secret: string; rule_id: string; file: string; line: string }) => SecretFeatures;

/**
 * Every match of a run grouped into one FoundSecret per fingerprint. The secret itself is used here for
 * the last time: turned into its fingerprint, its masked preview and (at its first sighting) the model's
 * features, then dropped; nothing this class keeps holds it.
 */
export class FoundSecrets {
  private readonly byFingerprint = new Map<string, FoundSecret>();
  private readonly key: Buffer;

  constructor(
    fingerprintKey: string,
    private readonly featuresOf: FeaturesOf,
  ) {
    this.key = Buffer.from(fingerprintKey, 'base64');
    if (this.key.length === 0) throw new Error('The secrets analysis needs a fingerprint key (base64).');
  }

  /** A match in a commit's added lines; commits must come oldest first. */
  inHistory(match: Match, sighting: Sighting): void {
    const entry = this.entryOf(match, sighting.file);
    entry.sightings_count += 1;
    if (entry.sightings.length < MAX_SIGHTINGS) entry.sightings.push(sighting);
    else entry.sightings[MAX_SIGHTINGS - 1] = sighting;
  }

  /** A match in the checked-out tree: the secret is still there. */
  inTree(match: Match, sighting: Sighting): void {
    const entry = this.entryOf(match, sighting.file);
    entry.in_head ??= sighting;
  }

  /**
   * Oldest sighting first. A secret the history read did not see (an incremental run's older secret)
   * has its place in the tree as its one sighting.
   */
  results(): FoundSecret[] {
    return [...this.byFingerprint.values()].map((entry) =>
      entry.sightings.length > 0 || !entry.in_head
        ? entry
        : { ...entry, sightings: [entry.in_head], sightings_count: 1 },
    );
  }

  private entryOf(match: Match, file: string): FoundSecret {
    const fingerprint = fingerprintOf(this.key, match.rule.id, match.secret);
    let entry = this.byFingerprint.get(fingerprint);
    if (!entry) {
      entry = {
        fingerprint,
        rule_id: match.rule.id,
        description: match.rule.description,
        masked: maskedOf(match.secret),
        entropy: match.entropy,
        features: this.featuresOf({ secret: match.secret, rule_id: match.rule.id, file, line: match.line }),
        sightings: [],
        sightings_count: 0,
        in_head: null,
      };
      this.byFingerprint.set(fingerprint, entry);
    }
    return entry;
  }
}
