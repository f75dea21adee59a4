/**
 * `npm run seed:large`: adds 100 000 dependencies and 20 000 vulnerabilities (plainly synthetic:
 * `bench-pkg-N`, `BENCH-N`) to the database of DATA_DIR / DATABASE_URL, for the API benchmark.
 * Running it twice adds nothing: the rows are keyed by name.
 */
import { loadConfig } from '../src/server/config';
import type { Queryable } from '../src/server/db/database';
import { openDatabase } from '../src/server/db/open';
import { lockDataDir } from '../src/server/lifecycle/data-dir-lock';
import { bootstrap } from '../src/server/seed/bootstrap';
import { demoOptions } from '../src/server/seed/demo-options';

export const LARGE = { dependencies: 100_000, vulnerabilities: 20_000, projects: 50 };

export async function seedLarge(db: Queryable): Promise<void> {
  await db.query(
    `INSERT INTO dependencies (purl, name, version, technology, licenses, released_at)
     SELECT 'pkg:' || t.tech || '/bench-pkg-' || g || '@1.' || (g % 40) || '.0', 'bench-pkg-' || g,
            '1.' || (g % 40) || '.0', t.name, ARRAY[(ARRAY['MIT','Apache-2.0','BSD-3-Clause','ISC','GPL-3.0-only'])[1 + g % 5]],
            now() - (g % 2000) * interval '1 day'
       FROM generate_series(1, $1::int) g
       CROSS JOIN LATERAL (SELECT (ARRAY['npm','pypi','maven','golang','nuget'])[1 + g % 5] AS tech,
                                  (ARRAY['npm','pypi','maven','go','nuget'])[1 + g % 5] AS name) t
     ON CONFLICT (purl) DO NOTHING`,
    [LARGE.dependencies],
  );
  await db.query(
    `INSERT INTO vulnerabilities (vulnerability_id, severity, cvss3_score, cwe, published_at, summary)
     SELECT 'BENCH-' || g, (ARRAY['low','medium','high','critical'])[1 + g % 4], (1 + g % 4) * 2.4, 'CWE-' || (20 + g % 900),
            now() - (g % 3000) * interval '1 day', 'Synthetic vulnerability ' || g || ' for the API benchmark'
       FROM generate_series(1, $1::int) g
     ON CONFLICT (vulnerability_id) DO NOTHING`,
    [LARGE.vulnerabilities],
  );
  // Each synthetic vulnerability affects three synthetic packages.
  await db.query(
    `INSERT INTO dependency_vulnerabilities (dependency_id, vulnerability_id, fixed_version)
     SELECT d.id, v.id, CASE WHEN v.id % 3 = 0 THEN NULL ELSE '9.9.9' END
       FROM vulnerabilities v
       CROSS JOIN generate_series(0, 2) k
       JOIN dependencies d ON d.name = 'bench-pkg-' || ((substr(v.vulnerability_id, 7)::int * 5 + k) % $1::int + 1)
      WHERE v.vulnerability_id LIKE 'BENCH-%'
     ON CONFLICT DO NOTHING`,
    [LARGE.dependencies],
  );
  await db.query(
    `INSERT INTO projects (name, type, stage, is_active)
     SELECT 'bench-project-' || g, 'cli', 'build', true FROM generate_series(1, $1::int) g
     ON CONFLICT (name) DO NOTHING`,
    [LARGE.projects],
  );
  // Every synthetic package is used by one synthetic project, so projects_count is real work.
  await db.query(
    `INSERT INTO project_dependencies (project_id, dependency_id, relation)
     SELECT p.id, d.id, CASE WHEN d.id % 4 = 0 THEN 'direct' ELSE 'transitive' END
       FROM dependencies d
       JOIN projects p ON p.name = 'bench-project-' || (d.id % $1::int + 1)
      WHERE d.name LIKE 'bench-pkg-%'
     ON CONFLICT DO NOTHING`,
    [LARGE.projects],
  );
  // VACUUM sets the visibility map, so ordered pages come from index-only scans. The checkpoint after a
  // bulk load lets PostgreSQL recycle the write-ahead log it wrote down to max_wal_size.
  await db.query('VACUUM ANALYZE');
  await db.query('CHECKPOINT');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const config = loadConfig();
  const release = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const db = await openDatabase(config);
  try {
    await bootstrap(db, { demo: demoOptions(config) });
    const started = Date.now();
    await seedLarge(db);
    const [counts] = await db.query<{ d: number; v: number }>(
      'SELECT (SELECT count(*)::int FROM dependencies) AS d, (SELECT count(*)::int FROM vulnerabilities) AS v',
    );
    console.log(
      `seed:large done in ${((Date.now() - started) / 1000).toFixed(1)} s: ${counts!.d} dependencies, ${counts!.v} vulnerabilities`,
    );
  } finally {
    await db.close();
    release();
  }
}
