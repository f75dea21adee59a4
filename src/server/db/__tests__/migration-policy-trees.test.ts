import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../database';
import { openEmbedded } from '../embedded';
import { migrate } from '../migrate';
import { MIGRATIONS } from '../migrations';

let db: Database;
beforeAll(async () => {
  db = await openEmbedded();
  await migrate(
    db,
    MIGRATIONS.filter((m) => m.version < 11),
  );
});
afterAll(() => db.close());

describe('migration 011: policies as condition trees', () => {
  it('turns each flat policy into a one-level tree of default operators, and blocking alerts block from their creation', async () => {
    const insertPolicy = async (name: string, conditions: object, connector: string, blocks: boolean) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO policies (name, stages, level, conditions, conditions_connector, is_blocks_build)
           VALUES ($1, ARRAY['build'], 'warning', $2::jsonb, $3, $4) RETURNING id`,
          [name, JSON.stringify(conditions), connector, blocks],
        )
      )[0]!.id;
    const flat = await insertPolicy(
      'flat',
      {
        cvss3_score: '7.0',
        license_list: 'MIT,ISC',
        relation: 'direct',
        vulnerability_has_exploit: 'true',
        cvss3_severity: 'high',
      },
      'or',
      true,
    );
    const single = await insertPolicy('single', { dependency_age_days: '1500' }, 'and', false);
    const [dependency] = await db.query<{ id: number }>(
      "INSERT INTO dependencies (purl, name, version, technology) VALUES ('pkg:npm/x@1', 'x', '1', 'npm') RETURNING id",
    );
    await db.query(
      `INSERT INTO policy_alerts (policy_id, policy_name, level, stage, dependency_id, dependency_purl, matched_criteria,
         is_blocks_build, created_at)
       VALUES ($1, 'flat', 'warning', 'build', $3, 'pkg:npm/x@1', ARRAY['x'], true, '2030-05-06T07:08:09Z'),
              ($2, 'single', 'warning', 'build', $3, 'pkg:npm/x@1', ARRAY['x'], false, '2030-05-06T07:08:09Z')`,
      [flat, single, dependency!.id],
    );

    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 11),
      ),
    ).toEqual([11]);

    const trees = Object.fromEntries(
      (
        await db.query<{ id: number; condition_tree: unknown; block_delay_days: number | null }>(
          'SELECT id, condition_tree, block_delay_days FROM policies',
        )
      ).map((p) => [p.id, p]),
    );
    // In the order jsonb keeps the keys: shorter first.
    expect(trees[flat]).toEqual({
      id: flat,
      block_delay_days: null,
      condition_tree: {
        combinator: 'or',
        rules: [
          { field: 'relation', operator: 'eq', value: 'direct' },
          { field: 'cvss3_score', operator: 'gte', value: '7.0' },
          { field: 'license_list', operator: 'in', value: 'MIT,ISC' },
          { field: 'cvss3_severity', operator: 'gte', value: 'high' },
          { field: 'vulnerability_has_exploit', operator: 'eq', value: 'true' },
        ],
      },
    });
    expect(trees[single]!.condition_tree).toEqual({
      combinator: 'and',
      rules: [{ field: 'dependency_age_days', operator: 'gte', value: '1500' }],
    });
    const alerts = await db.query<{ policy_name: string; blocks: string | null }>(
      `SELECT policy_name, to_char(blocks_build_from AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS') AS blocks
         FROM policy_alerts ORDER BY policy_name`,
    );
    expect(alerts).toEqual([
      { policy_name: 'flat', blocks: '2030-05-06T07:08:09' },
      { policy_name: 'single', blocks: null },
    ]);
    await expect(db.query("UPDATE policies SET block_delay_days = 366 WHERE name = 'single'")).rejects.toThrow(
      /check constraint/,
    );
  });
});
