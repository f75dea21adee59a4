import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RunWorker } from '../../runs/worker';
import { git } from '../../test/git-repository';
import { startTestService, type TestService } from '../../test/harness';

/**
 * The demo is real (CONTRACT §15): every vcs project of the demo points at a git repository the demo
 * wrote, clones, and its authors are what git itself counts in that history.
 */
let s: TestService;
let admin: string;
type Project = { id: number; name: string; type: string; repo_url: string | null; repo_ref_name: string };
// biome-ignore lint/suspicious/noExplicitAny: answers of many shapes, each checked by the expectations that read it.
const api = async (method: string, path: string): Promise<any> => (await s.call(admin, method, path)).json();

beforeAll(async () => {
  s = await startTestService();
  admin = await s.tokenFor('administrator');
});
afterAll(() => s.close());

describe("the demo's projects", () => {
  it('clone from their own repositories, and their authors are the history’s', async () => {
    const projects: Project[] = (await api('GET', '/api/projects/?type=vcs&per_page=100')).results;
    expect(projects.length).toBeGreaterThanOrEqual(5);
    for (const project of projects) {
      expect(project.repo_url).toMatch(new RegExp(`^file:///.+/${project.name}\\.git$`));
      await api('POST', `/api/settings/projects/${project.id}/clone/`);
      await api('POST', `/api/analyses/projects/${project.id}/authors/start/`);
    }
    await new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis, concurrency: 2 }).drain();
    const runs = (await api('GET', '/api/analyses/runs/?per_page=100')).results;
    expect(runs.filter((r: { status: string }) => r.status !== 'finished')).toEqual([]);
    for (const project of projects) {
      const detail = await api('GET', `/api/projects/${project.id}/`);
      const bare = fileURLToPath(project.repo_url!);
      expect(detail.workspace.commit).toBe(git(bare, ['rev-parse', project.repo_ref_name]).trim());
      const authors = (await api('GET', `/api/authors/?project=${project.id}&per_page=100`)).results;
      const counted = new Map<string, number>();
      for (const line of git(bare, ['shortlog', '-sne', project.repo_ref_name]).trim().split('\n')) {
        const [, n, email] = /^\s*(\d+)\s+.*<([^>]+)>$/.exec(line)!;
        counted.set(email!.toLowerCase(), (counted.get(email!.toLowerCase()) ?? 0) + Number(n));
      }
      expect(
        new Map(authors.map((a: { email: string; commits_count: number }) => [a.email, a.commits_count])),
        project.name,
      ).toEqual(counted);
      expect(counted.size, `${project.name} has several authors`).toBeGreaterThan(1);
    }
  });

  it('hold the planted duplicates: found within and across projects (README "Duplicated code")', async () => {
    const projects: Project[] = (await api('GET', '/api/projects/?type=vcs&per_page=100')).results;
    for (const project of projects) await api('POST', `/api/analyses/projects/${project.id}/clones/start/`);
    await new RunWorker({ db: s.db, now: () => s.clock.now, analysis: s.analysis, concurrency: 2 }).drain();
    const runs = (await api('GET', '/api/analyses/runs/?kind=clones&per_page=100')).results;
    expect(runs.filter((r: { status: string }) => r.status !== 'finished')).toEqual([]);
    const id = (name: string) => projects.find((p) => p.name === name)!.id;
    type Side = { project_name: string; file: string; start_line: number; end_line: number };
    const between = async (project: string, other: string, file: string) =>
      (
        (await api('GET', `/api/clones/?project=${id(project)}&other_project=${id(other)}&per_page=100`)).results as {
          a: Side;
          b: Side;
        }[]
      ).filter((c) => c.a.file === file);
    // The 66-line module, its code from line 6 to 66 in both; the index knows its ends to within 8 tokens.
    const [module] = await between('payments-api', 'notification-service', 'src/lib/retry.js');
    expect(module!.b.file).toBe('src/lib/retry.js');
    expect(module!.a.start_line).toBeLessThanOrEqual(7);
    expect(module!.a.end_line).toBeGreaterThanOrEqual(65);
    expect(await between('payments-api', 'notification-service', 'test/retry.js')).toHaveLength(1);
    // The browser's adaptation keeps parts of it.
    const adapted = await between('customer-portal', 'notification-service', 'src/lib/retry.js');
    expect(adapted.length).toBeGreaterThan(0);
    // Within ledger-service: the account checks JournalService.post and TransferService.transfer repeat.
    const ledger = (await api('GET', `/api/clones/?project=${id('ledger-service')}&cross=false`)).results as {
      a: Side;
      b: Side;
    }[];
    const files = ledger.map((c) =>
      [c.a.file, c.b.file]
        .map((f) => f.split('/').at(-1))
        .sort()
        .join(' ↔ '),
    );
    expect(files).toContain('JournalService.java ↔ TransferService.java');
    const detail = await api('GET', `/api/projects/${id('payments-api')}/`);
    expect(detail.clones_count).toBeGreaterThanOrEqual(2);
    expect(detail.duplicated_lines_percent).toBeGreaterThan(0);
    // Eleven repositories cloned and read by analysis processes: longer than a unit test on a busy machine.
  }, 240_000);
});
