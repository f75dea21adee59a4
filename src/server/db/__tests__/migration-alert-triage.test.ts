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
    MIGRATIONS.filter((m) => m.version < 14),
  );
});
afterAll(() => db.close());

describe('migration 014: alert triage and unique policy names', () => {
  it('keeps the oldest of policies sharing a name (any case) and renames the others by id; alerts start un-ignored', async () => {
    const insert = async (name: string) =>
      (
        await db.query<{ id: number }>(
          `INSERT INTO policies (name, stages, level, conditions, conditions_connector, condition_tree)
           VALUES ($1, ARRAY['build'], 'info', '{"dependency_name":"x"}'::jsonb, 'and',
             '{"combinator":"and","rules":[{"field":"dependency_name","operator":"eq","value":"x"}]}'::jsonb)
           RETURNING id`,
          [name],
        )
      )[0]!.id;
    const oldest = await insert('Critical CVEs');
    const twin = await insert('critical cves');
    const third = await insert('Critical CVEs');
    const alone = await insert('Licenses');
    const [dependency] = await db.query<{ id: number }>(
      "INSERT INTO dependencies (purl, name, version, technology) VALUES ('pkg:npm/x@1', 'x', '1', 'npm') RETURNING id",
    );
    await db.query(
      `INSERT INTO policy_alerts (policy_id, policy_name, level, stage, dependency_id, dependency_purl, matched_criteria,
         status, created_at)
       VALUES ($1, 'Critical CVEs', 'info', 'build', $2, 'pkg:npm/x@1', ARRAY['x'], 'ignored', now())`,
      [oldest, dependency!.id],
    );

    expect(
      await migrate(
        db,
        MIGRATIONS.filter((m) => m.version <= 14),
      ),
    ).toEqual([14]);

    const names = Object.fromEntries(
      (await db.query<{ id: number; name: string }>('SELECT id, name FROM policies')).map((p) => [p.id, p.name]),
    );
    expect(names).toEqual({
      [oldest]: 'Critical CVEs',
      [twin]: `critical cves (#${twin})`,
      [third]: `Critical CVEs (#${third})`,
      [alone]: 'Licenses',
    });
    const [alert] = await db.query(
      'SELECT status, ignored_reason, ignored_until, ignored_by, ignored_at FROM policy_alerts',
    );
    expect(alert).toEqual({
      status: 'ignored',
      ignored_reason: null,
      ignored_until: null,
      ignored_by: null,
      ignored_at: null,
    });
    await expect(insert('LICENSES')).rejects.toThrow(/policies_name_unique_idx/);
  });
});
