import type { SecretsSummary } from '../../contract/runs';
import { probabilityOf } from '../analysis/secrets/model/score';
import type { FoundSecret, SecretsResult, Sighting } from '../analysis/secrets/types';
import { SYSTEM_ACTOR } from '../audit/record';
import { auditSecretStatus } from '../audit/secrets';
import type { Queryable } from '../db/database';
import {
  addSightings,
  boundSightings,
  forgetTreeSightings,
  insertFindings,
  markOutOfHead,
  projectFindings,
  projectFindingsCount,
  reopenFindings,
  type StoredFinding,
  type StoredSighting,
  setSecretsCommit,
  updateFindings,
} from '../db/repositories/secret-store';
import { activeModel } from './secret-models';

/** Sightings kept per finding (the first and the newest); the others are counted, not kept. */
export const STORED_SIGHTINGS = 1000;
/** Findings written per statement. */
const BATCH = 500;

/** Why a fixed finding is new again: shown as its status reason. */
export const REAPPEARED = 'Reappeared: a secrets run saw it again after it was marked fixed.';

/**
 * Where a finding was last seen: its newest commit sighting (which knows its commit and author), else
 * the checked-out tree. `moved` says whether this run has a commit sighting to move the finding to.
 */
function lastSighting(found: FoundSecret): { at: Sighting; moved: boolean } | undefined {
  const commits = found.sightings.filter((s) => s.commit !== null);
  const latest = commits.reduce<Sighting | undefined>(
    (newest, s) => (newest && (newest.committed_at ?? '') > (s.committed_at ?? '') ? newest : s),
    undefined,
  );
  if (latest) return { at: latest, moved: true };
  const tree = found.in_head ?? found.sightings.at(-1);
  return tree ? { at: tree, moved: false } : undefined;
}

/** ISO 8601 texts of commits: the earliest and the latest (the tree counts as the run's time). */
function seenRange(found: FoundSecret, now: string): { first: string; last: string } {
  const times = found.sightings.map((s) => (s.committed_at ? new Date(s.committed_at).toISOString() : now)).sort();
  if (found.in_head) times.push(now);
  return { first: times[0] ?? now, last: found.in_head ? now : (times.at(-1) ?? now) };
}

function sightingsOf(found: FoundSecret): StoredSighting[] {
  const all =
    found.in_head && !found.sightings.includes(found.in_head) ? [...found.sightings, found.in_head] : found.sightings;
  return all.map((s) => ({
    fingerprint: found.fingerprint,
    commit_sha: s.commit,
    file: s.file,
    start_line: s.start_line,
    author_name: s.author_name,
    author_email: s.author_email,
    committed_at: s.committed_at,
  }));
}

const chunks = <T>(items: T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, i) => items.slice(i * size, (i + 1) * size));

/**
 * Stores what a secrets run found for its project (CONTRACT §18): each secret is one finding by its
 * fingerprint, opened or refreshed, scored by the active model; its sightings are added (bounded), a
 * fixed finding seen again is new again (audited as the system's change), the project's findings the
 * checked-out tree no longer holds are marked so, and the commit read up to is kept for the next run.
 */
export async function storeSecrets(
  tx: Queryable,
  projectId: number,
  result: SecretsResult,
  at: Date,
): Promise<SecretsSummary> {
  const model = await activeModel(tx);
  const before = await projectFindings(tx, projectId);
  const now = at.toISOString();
  const fresh: StoredFinding[] = [];
  const seen: StoredFinding[] = [];
  for (const found of result.findings) {
    const last = lastSighting(found);
    if (!last) continue;
    const { first, last: lastSeen } = seenRange(found, now);
    const row: StoredFinding = {
      fingerprint: found.fingerprint,
      rule_id: found.rule_id,
      description: found.description,
      file: last.at.file,
      start_line: last.at.start_line,
      end_line: last.at.end_line,
      start_column: last.at.start_column,
      end_column: last.at.end_column,
      commit_sha: last.at.commit,
      author_name: last.at.author_name,
      author_email: last.at.author_email,
      committed_at: last.at.committed_at,
      entropy: found.entropy,
      masked: found.masked,
      features: found.features,
      probability: probabilityOf(model, found.features),
      first_seen_at: first,
      last_seen_at: lastSeen,
      is_in_head: found.in_head !== null,
      moved: last.moved,
    };
    (before.has(found.fingerprint) ? seen : fresh).push(row);
  }
  let opened = 0;
  for (const batch of chunks(fresh, BATCH)) opened += (await insertFindings(tx, projectId, batch)).length;
  for (const batch of chunks(seen, BATCH)) await updateFindings(tx, projectId, batch);

  await forgetTreeSightings(tx, projectId);
  const gained = new Set<number>();
  for (const batch of chunks(result.findings.flatMap(sightingsOf), BATCH)) {
    for (const id of await addSightings(tx, projectId, batch)) gained.add(id);
  }
  const ids = new Map(Array.from(await projectFindings(tx, projectId), ([fingerprint, f]) => [fingerprint, f.id]));
  const unkept = new Map<number, number>();
  for (const found of result.findings) {
    const extra = found.sightings_count - found.sightings.length;
    const id = ids.get(found.fingerprint);
    if (extra > 0 && id !== undefined) unkept.set(id, extra);
  }
  await boundSightings(tx, [...gained], unkept, STORED_SIGHTINGS);

  // Fixed, then seen again: a new commit added it, or it came back into the checked-out tree.
  const back = seen.flatMap((row) => {
    const old = before.get(row.fingerprint)!;
    if (old.status !== 'fixed') return [];
    return gained.has(old.id) || (row.is_in_head && !old.is_in_head) ? [{ ...row, id: old.id }] : [];
  });
  const reopened = new Set(
    await reopenFindings(
      tx,
      back.map((f) => f.id),
      REAPPEARED,
      at,
    ),
  );
  for (const finding of back.filter((f) => reopened.has(f.id))) {
    const was = before.get(finding.fingerprint)!;
    await auditSecretStatus(
      tx,
      SYSTEM_ACTOR,
      { id: finding.id, rule_id: finding.rule_id, file: finding.file, start_line: finding.start_line },
      { status: 'fixed', status_reason: was.status_reason },
      { status: 'new', status_reason: REAPPEARED },
    );
  }

  await markOutOfHead(
    tx,
    projectId,
    result.findings.filter((f) => f.in_head).map((f) => f.fingerprint),
  );
  await setSecretsCommit(tx, projectId, result.head);
  return {
    findings_count: await projectFindingsCount(tx, projectId),
    new_findings_count: opened,
    files_scanned: result.files_scanned,
    commits_scanned: result.commits_scanned,
    skipped: result.skipped,
  };
}
