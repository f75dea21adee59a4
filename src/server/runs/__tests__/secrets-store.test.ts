import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Run } from '../../../contract/runs';
import { BASE_MODEL } from '../../analysis/secrets/model/base-model';
import { probabilityOf } from '../../analysis/secrets/model/score';
import type { FoundSecret, SecretsResult, Sighting } from '../../analysis/secrets/types';
import { insertRun } from '../../db/repositories/runs';
import { startTestService, type TestService } from '../../test/harness';
import { REAPPEARED, STORED_SIGHTINGS } from '../store-secrets';
import { perform } from '../work';

/**
 * What a secrets run stores (CONTRACT §18), from results built here as the analysis process hands them
 * over: one finding per fingerprint across runs, its sightings and first/last seen, `is_in_head`, a
 * fixed finding seen again reopened, the read position kept for the next run.
 */
let s: TestService;
let admin: string;
let projectId: number;
const api = async (method: string, path: string, body?: unknown) => {
  const res = await s.call(admin, method, path, body);
  // biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
  return { status: res.status, body: (await res.json()) as any };
};

const C1 = 'a'.repeat(40);
const C2 = 'b'.repeat(40);
const C3 = 'c'.repeat(40);
const HEAD2 = 'd'.repeat(40);

const sighting = (commit: string | null, file: string, line: number, date: string | null = null): Sighting => ({
  commit,
  file,
  start_line: line,
  end_line: line,
  start_column: 12,
  end_column: 31,
  author_name: commit ? 'Alice Example' : null,
  author_email: commit ? 'alice@example.com' : null,
  committed_at: date,
});

function secret(
  fingerprint: string,
  sightings: Sighting[],
  inHead: Sighting | null,
  count = sightings.length,
): FoundSecret {
  const features = { entropy: 4.1, length: 20, rule_aws: 1 };
  return {
    fingerprint,
    rule_id: 'aws-access-key-id',
    description: 'AWS access key ID',
    masked: 'AKIA…',
    entropy: 4.1,
    features,
    sightings: inHead && sightings.length === 0 ? [inHead] : sightings,
    sightings_count: count,
    in_head: inHead,
  };
}

const result = (findings: FoundSecret[], head: string, commits: number): SecretsResult => ({
  findings,
  files_scanned: 7,
  commits_scanned: commits,
  skipped: { binary: 1, too_large: 0, lockfile: 2, ignored_path: 0 },
  head,
});

/** Stores `secrets` as a finished secrets run of the project would, at `at`; answers the run's summary. */
async function store(secrets: SecretsResult, at: Date) {
  const run = (await insertRun(s.db, 'project_secrets', { project_id: projectId }, at)) as Run;
  const workspace = {
    commit: secrets.head,
    ref: 'main',
    size_bytes: 100,
    files_count: 7,
    commit_message: 'Head',
    committed_at: at.toISOString(),
    fetched: false,
  };
  await s.db.transaction((tx) => perform(tx, run, at, { workspace, secrets }));
  return (await api('GET', `/api/analyses/runs/${run.id}/`)).body.summary;
}

const findingBy = async (fingerprint: string) =>
  (await api('GET', `/api/secrets/findings/?project=${projectId}&per_page=100`)).body.results.find(
    (f: { fingerprint: string }) => f.fingerprint === fingerprint,
  );

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
  const created = await api('POST', '/api/settings/projects/', {
    name: 'secrets-store',
    type: 'vcs',
    repo_url: 'file:///nonexistent/secrets-store.git',
  });
  projectId = created.body.id;
});
afterAll(() => s.close());

describe('storing a secrets run', () => {
  it('opens one finding per fingerprint with its sightings, first and last seen, and where it is now', async () => {
    const kept = secret(
      'f'.repeat(64),
      [
        sighting(C1, 'config/a.json', 3, '2026-01-10T10:00:00.000Z'),
        sighting(C2, 'config/b.json', 5, '2026-02-10T10:00:00.000Z'),
      ],
      sighting(null, 'config/b.json', 6),
    );
    const removed = secret('e'.repeat(64), [sighting(C1, 'old.env', 1, '2026-01-10T10:00:00.000Z')], null);
    const at = new Date('2026-03-01T00:00:00.000Z');
    expect(await store(result([kept, removed], C2, 2), at)).toEqual({
      findings_count: 2,
      new_findings_count: 2,
      files_scanned: 7,
      commits_scanned: 2,
      skipped: { binary: 1, too_large: 0, lockfile: 2, ignored_path: 0 },
    });
    const k = await findingBy(kept.fingerprint);
    expect(k).toMatchObject({
      project_id: projectId,
      rule_id: 'aws-access-key-id',
      // Its last commit sighting: that knows the commit and the author.
      file: 'config/b.json',
      start_line: 5,
      start_column: 12,
      end_column: 31,
      commit: C2,
      author_name: 'Alice Example',
      committed_at: '2026-02-10T10:00:00.000Z',
      masked: 'AKIA…',
      status: 'new',
      status_reason: null,
      first_seen_at: '2026-01-10T10:00:00.000Z',
      last_seen_at: at.toISOString(),
      is_in_head: true,
    });
    expect(k.probability).toBeCloseTo(probabilityOf(BASE_MODEL, kept.features), 12);
    const detail = (await api('GET', `/api/secrets/findings/${k.id}/`)).body;
    expect(detail.sightings_count).toBe(3);
    expect(
      detail.sightings.map((x: { commit: string | null; file: string; start_line: number }) => [
        x.commit,
        x.file,
        x.start_line,
      ]),
    ).toEqual([
      [null, 'config/b.json', 6],
      [C2, 'config/b.json', 5],
      [C1, 'config/a.json', 3],
    ]);
    expect(await findingBy(removed.fingerprint)).toMatchObject({
      is_in_head: false,
      first_seen_at: '2026-01-10T10:00:00.000Z',
      last_seen_at: '2026-01-10T10:00:00.000Z',
    });
    const [project] = await s.db.query<{ secrets_commit: string }>(
      'SELECT secrets_commit FROM projects WHERE id = $1',
      [projectId],
    );
    expect(project!.secrets_commit).toBe(C2);
  });

  it('reopens a fixed finding that a new commit adds again, saying why, and keeps one fixed that was never gone', async () => {
    const kept = await findingBy('f'.repeat(64));
    const removed = await findingBy('e'.repeat(64));
    const marked = await api('POST', '/api/secrets/findings/bulk/', {
      ids: [kept.id, removed.id],
      status: 'fixed',
      reason: 'Rotated',
    });
    expect(marked).toEqual({ status: 200, body: { updated: 2 } });
    // The next run reads only C3, which adds the removed secret again; the kept one is still in the tree.
    const at = new Date('2026-04-01T00:00:00.000Z');
    const summary = await store(
      result(
        [
          secret('e'.repeat(64), [sighting(C3, 'new.env', 2, '2026-03-20T10:00:00.000Z')], null),
          secret('f'.repeat(64), [], sighting(null, 'config/b.json', 6)),
        ],
        HEAD2,
        1,
      ),
      at,
    );
    expect(summary).toMatchObject({ findings_count: 2, new_findings_count: 0, commits_scanned: 1 });
    expect(await findingBy('e'.repeat(64))).toMatchObject({
      status: 'new',
      status_reason: REAPPEARED,
      file: 'new.env',
      commit: C3,
      first_seen_at: '2026-01-10T10:00:00.000Z',
      last_seen_at: '2026-03-20T10:00:00.000Z',
    });
    // Still in the tree and in no new commit: it did not reappear, and its location stays its commit's.
    expect(await findingBy('f'.repeat(64))).toMatchObject({
      status: 'fixed',
      status_reason: 'Rotated',
      commit: C2,
      is_in_head: true,
      last_seen_at: at.toISOString(),
    });
    const detail = (await api('GET', `/api/secrets/findings/${removed.id}/`)).body;
    expect(detail).toMatchObject({
      status_changed_by: 'system',
      status_changed_at: at.toISOString(),
      sightings_count: 2,
    });
    const audit = (await api('GET', `/api/audit_log/?object_type=secret_finding&per_page=100`)).body.results;
    const system = audit.filter((row: { object_id: number; actor_username: string }) => row.object_id === removed.id);
    expect(
      system.map((row: { actor_username: string; changes: unknown }) => [row.actor_username, row.changes]),
    ).toEqual([
      ['system', { status: ['fixed', 'new'], status_reason: ['Rotated', REAPPEARED] }],
      ['administrator', { status: ['new', 'fixed'], status_reason: [null, 'Rotated'] }],
    ]);
  });

  it('marks findings the checked-out tree no longer holds, and a fixed one back in the tree is new again', async () => {
    await store(result([], 'e'.repeat(40), 0), new Date('2026-05-01T00:00:00.000Z'));
    const kept = await findingBy('f'.repeat(64));
    expect(kept).toMatchObject({ is_in_head: false, status: 'fixed' });
    expect(
      (await api('GET', `/api/secrets/findings/${kept.id}/`)).body.sightings.map((x: { commit: string }) => x.commit),
    ).toEqual([C2, C1]);
    await store(
      result([secret('f'.repeat(64), [], sighting(null, 'config/c.json', 9))], 'f'.repeat(40), 0),
      new Date('2026-06-01T00:00:00.000Z'),
    );
    expect(await findingBy('f'.repeat(64))).toMatchObject({
      is_in_head: true,
      status: 'new',
      status_reason: REAPPEARED,
    });
  });

  it('keeps a bounded number of sightings per finding (the first and the newest) and counts them all', async () => {
    const many = Array.from({ length: STORED_SIGHTINGS + 5 }, (_, i) =>
      sighting(
        i.toString(16).padStart(40, '0'),
        'many.txt',
        1,
        new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString(),
      ),
    );
    // As the analysis sends them: the first ones and the latest, the others only counted.
    await store(
      result([secret('9'.repeat(64), many, null, many.length + 40)], '1'.repeat(40), many.length),
      new Date('2026-07-01T00:00:00.000Z'),
    );
    const finding = await findingBy('9'.repeat(64));
    const detail = (await api('GET', `/api/secrets/findings/${finding.id}/`)).body;
    expect(detail.sightings_count).toBe(many.length + 40);
    expect(detail.sightings).toHaveLength(100);
    expect(detail.sightings[0].commit).toBe(many.at(-1)!.commit);
    const [stored] = await s.db.query<{ n: number; first: string }>(
      `SELECT count(*)::int AS n, min(committed_at) = $2::timestamptz AS first FROM secret_sightings WHERE finding_id = $1`,
      [finding.id, many[0]!.committed_at],
    );
    expect(stored).toEqual({ n: STORED_SIGHTINGS, first: true });
    expect(finding.first_seen_at).toBe(many[0]!.committed_at);
  });
});
