import { z } from 'zod';
import type { Severity } from '../../../contract/catalog';
import { cvss2Score, cvss3Score, cvss4Score, severityOfScore } from '../cvss';
import { splitEcosystem } from '../ecosystems';
import { normalizePackageName } from '../names';
import type { OsvAffected, OsvEvent, OsvRange, OsvRecord } from '../types';

/** Bounds on one record, so a hostile file cannot make the import hold or store without limit. */
const MAX_ID = 200;
const MAX_TEXT = 100_000;
const MAX_LIST = 10_000;

const text = (max = MAX_TEXT) => z.string().max(max);
const list = <T extends z.ZodType>(item: T) => z.array(item).max(MAX_LIST);
const timestamp = z.string().refine((value) => !Number.isNaN(Date.parse(value)), 'not an RFC 3339 time');

const EventSchema = z
  .object({
    introduced: text(MAX_ID).optional(),
    fixed: text(MAX_ID).optional(),
    last_affected: text(MAX_ID).optional(),
    limit: text(MAX_ID).optional(),
  })
  .refine(
    (event) => Object.values(event).filter((v) => v !== undefined).length === 1,
    'one of introduced, fixed, last_affected or limit',
  );

/** The OSV schema's fields Argus reads (https://ossf.github.io/osv-schema/); the others pass unread. */
const RecordSchema = z.object({
  id: z.string().min(1).max(MAX_ID),
  modified: timestamp,
  published: timestamp.optional(),
  withdrawn: timestamp.optional(),
  aliases: list(text(MAX_ID)).optional(),
  summary: text().optional(),
  details: text().optional(),
  severity: list(z.object({ type: z.string(), score: text(1000) })).optional(),
  affected: list(
    z.object({
      package: z.object({ ecosystem: text(MAX_ID), name: text(1000) }).optional(),
      ranges: list(z.object({ type: z.string(), events: list(EventSchema) })).optional(),
      versions: list(text(MAX_ID)).optional(),
    }),
  ).optional(),
  references: list(z.object({ type: text(100), url: text(4000) })).optional(),
  database_specific: z
    .object({ severity: z.unknown().optional(), cwe_ids: z.unknown().optional() })
    .passthrough()
    .optional(),
});

/** The reason an OSV record cannot be read, naming the field (`affected.0.ranges.1.events: …`). */
export class OsvRecordError extends Error {}

/** GitHub's words (`database_specific.severity`) in Argus's scale. */
const GHSA_SEVERITY: Record<string, Severity> = { LOW: 'low', MODERATE: 'medium', HIGH: 'high', CRITICAL: 'critical' };

/**
 * What a record without a CVSS vector nor a severity word is rated: `medium`. Argus's scale has no
 * "unknown", and the Go and PyPA databases publish no severity at all; medium neither hides such a
 * vulnerability below the usual policy thresholds (high, critical) nor raises it above the rated ones.
 */
const UNRATED: Severity = 'medium';

function eventOf(event: z.infer<typeof EventSchema>): OsvEvent {
  if (event.introduced !== undefined) return { introduced: event.introduced };
  if (event.fixed !== undefined) return { fixed: event.fixed };
  if (event.last_affected !== undefined) return { last_affected: event.last_affected };
  return { limit: event.limit as string };
}

/** Affected entries of the ecosystems Argus matches, names normalized, GIT ranges dropped. */
function affectedOf(entries: NonNullable<z.infer<typeof RecordSchema>['affected']>): OsvAffected[] {
  const affected: OsvAffected[] = [];
  for (const entry of entries) {
    const split = entry.package && splitEcosystem(entry.package.ecosystem);
    if (!entry.package || !split || entry.package.name.trim() === '') continue;
    const ranges: OsvRange[] = (entry.ranges ?? [])
      .filter((range) => range.type === 'SEMVER' || range.type === 'ECOSYSTEM')
      .map((range) => ({ type: range.type as OsvRange['type'], events: range.events.map(eventOf) }));
    affected.push({
      ecosystem: split.ecosystem,
      release: split.release,
      name: normalizePackageName(split.ecosystem, entry.package.name),
      ranges,
      versions: entry.versions ?? [],
    });
  }
  return affected;
}

type Scores = Pick<OsvRecord, 'cvss3_vector' | 'cvss3_score' | 'cvss2_score' | 'severity'>;

/**
 * The CVSS v3 vector's score and rating; without one, a v4 vector is kept as the vector text and
 * rates the severity (its score is not a v3 score, so `cvss3_score` stays null); without either, the
 * record's own word; else UNRATED.
 */
function scoresOf(record: z.infer<typeof RecordSchema>): Scores {
  const vectors = record.severity ?? [];
  const v2 = vectors.find((s) => s.type === 'CVSS_V2');
  const cvss2 = v2 ? cvss2Score(v2.score) : null;
  for (const entry of vectors.filter((s) => s.type === 'CVSS_V3')) {
    const score = cvss3Score(entry.score);
    if (score !== null) {
      return { cvss3_vector: entry.score, cvss3_score: score, cvss2_score: cvss2, severity: severityOfScore(score) };
    }
  }
  const word = record.database_specific?.severity;
  const stated = typeof word === 'string' ? GHSA_SEVERITY[word.toUpperCase()] : undefined;
  for (const entry of vectors.filter((s) => s.type === 'CVSS_V4')) {
    const score = cvss4Score(entry.score);
    if (score !== null) {
      return {
        cvss3_vector: entry.score,
        cvss3_score: null,
        cvss2_score: cvss2,
        severity: stated ?? severityOfScore(score),
      };
    }
  }
  const severity = stated ?? (cvss2 !== null ? severityOfScore(cvss2) : UNRATED);
  return { cvss3_vector: null, cvss3_score: null, cvss2_score: cvss2, severity };
}

function cwesOf(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter((cwe): cwe is string => typeof cwe === 'string' && /^CWE-\d{1,6}$/.test(cwe));
}

/**
 * One OSV record (a parsed JSON value) as Argus keeps it: validated against the OSV schema's fields
 * Argus reads, ecosystems split from their release, package names normalized, GIT ranges and other
 * ecosystems dropped (a record left with no affected package is still a record: it may alias one that
 * has), the severity scored from its CVSS vector. Throws OsvRecordError naming the field otherwise.
 */
export function parseOsvRecord(json: unknown): OsvRecord {
  const parsed = RecordSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const field = issue.path.join('.') || 'record';
    throw new OsvRecordError(`${field}: ${issue.message}`);
  }
  const record = parsed.data;
  const references = (record.references ?? []).map(({ type, url }) => ({ type, url }));
  return {
    id: record.id,
    modified: new Date(record.modified),
    published: record.published ? new Date(record.published) : null,
    withdrawn: record.withdrawn ? new Date(record.withdrawn) : null,
    aliases: [...new Set((record.aliases ?? []).filter((alias) => alias !== record.id))],
    summary: record.summary ?? '',
    details: record.details ?? '',
    ...scoresOf(record),
    cwes: cwesOf(record.database_specific?.cwe_ids),
    references,
    has_exploit: references.some((reference) => reference.type === 'EVIDENCE'),
    affected: affectedOf(record.affected ?? []),
  };
}
