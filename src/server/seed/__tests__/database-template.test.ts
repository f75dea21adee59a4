import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbedded } from '../../db/embedded';
import { migrate } from '../../db/migrate';
import { MIGRATIONS } from '../../db/migrations';
import { copyTemplate, makeTemplate } from '../database-template';

const scratch = mkdtempSync(join(tmpdir(), 'argus-template-'));
const template = join(scratch, 'template');
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the new-database template', () => {
  // As the build makes it: a process of its own, whose initdb child runs the sources through tsx too.
  const make = () =>
    execFileSync(process.execPath, ['--import', 'tsx', 'src/server/seed/make-database-template.ts', template], {
      encoding: 'utf8',
    });
  beforeAll(() => {
    expect(make()).toContain(`Database template made in ${template}`);
  }, 180_000);

  it('is made once: a second build with the same migrations keeps it', async () => {
    expect(make()).toBe('');
    expect(await makeTemplate(template)).toBe(false);
  }, 60_000);

  it('copied into a new DATA_DIR, opens as a migrated database with the license list and no user', async () => {
    const dataDir = join(scratch, 'data');
    expect(copyTemplate(dataDir, template)).toBe(true);
    const db = await openEmbedded({ dataDir });
    try {
      expect(await migrate(db)).toEqual([]);
      const versions = await db.query<{ version: number }>('SELECT version FROM schema_migrations ORDER BY version');
      expect(versions.map((v) => v.version)).toEqual(MIGRATIONS.map((m) => m.version));
      const [licenses] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM licenses');
      expect(licenses!.n).toBeGreaterThan(600);
      const [users] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
      expect(users!.n).toBe(0);
    } finally {
      await db.close();
    }
    expect(existsSync(join(dataDir, 'argus-template'))).toBe(false);
  }, 60_000);

  it('is not copied over a database, nor when it was made from other migrations', () => {
    const existing = join(scratch, 'existing');
    mkdirSync(existing);
    writeFileSync(join(existing, 'PG_VERSION'), '17\n');
    expect(copyTemplate(existing, template)).toBe(false);

    const other = join(scratch, 'other-template');
    mkdirSync(other);
    writeFileSync(join(other, 'argus-template'), `${'0'.repeat(64)}\n`);
    writeFileSync(join(other, 'PG_VERSION'), '17\n');
    const fresh = join(scratch, 'fresh');
    expect(copyTemplate(fresh, other)).toBe(false);
    expect(existsSync(join(fresh, 'PG_VERSION'))).toBe(false);
  });
});
