import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { analyseSca } from '../../../analysis/sca/analyse-sca';
import { EXTRACTORS } from '../../../analysis/sca/extractors';
import { readDemoData } from '../../demo-data';
import { hardenedEnv } from '../git';
import { readTree } from '../tree';
import { writeDemoRepositories } from '../write';

const DEMO = fileURLToPath(new URL('../../demo', import.meta.url));
const AWS_KEY = 'AKIAIOSFODNN7EXAMPLE';

const vcs = readDemoData().projects.filter((p) => p.type === 'vcs');
let dir: string;
let urls: Map<string, string>;
let env: NodeJS.ProcessEnv;

const git = (args: string[], cwd?: string) => execFileSync('git', args, { env, cwd, encoding: 'utf8' });
const repo = (name: string) => fileURLToPath(urls.get(name)!);
const inRepo = (name: string, args: string[]) => git(['--git-dir', repo(name), ...args]);

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'demo-repositories-'));
  env = hardenedEnv(dir);
  urls = await writeDemoRepositories(join(dir, 'first'));
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('writeDemoRepositories', () => {
  it('writes a valid bare repository per vcs project, HEAD on its ref, and nothing else', () => {
    expect([...urls.keys()].sort()).toEqual(vcs.map((p) => p.name).sort());
    for (const project of vcs) {
      expect(urls.get(project.name)).toMatch(/^file:\/\/\/.+\.git$/);
      expect(inRepo(project.name, ['rev-parse', '--is-bare-repository']).trim()).toBe('true');
      expect(inRepo(project.name, ['symbolic-ref', 'HEAD']).trim()).toBe(`refs/heads/${project.repo_ref_name}`);
      inRepo(project.name, ['fsck', '--strict', '--no-progress']);
    }
    expect(readdirSync(join(dir, 'first')).sort()).toEqual(vcs.map((p) => `${p.name}.git`).sort());
  });

  it("clones to the project's shipped tree", () => {
    for (const project of vcs) {
      const clone = join(dir, 'clones', project.name);
      git(['clone', '--quiet', urls.get(project.name)!, clone]);
      rmSync(join(clone, '.git'), { recursive: true });
      const got = readTree(clone);
      const shipped = readTree(join(DEMO, 'repositories', project.name));
      expect([...got.keys()], project.name).toEqual([...shipped.keys()]);
      for (const [path, file] of shipped) {
        expect(got.get(path)!.content.equals(file.content), `${project.name}/${path}`).toBe(true);
        expect(got.get(path)!.executable, `${project.name}/${path}`).toBe(file.executable);
      }
    }
  });

  it('has several authors over months, merges and a release tag', () => {
    for (const project of vcs) {
      const authors = inRepo(project.name, ['shortlog', '-sne', 'HEAD']).trim().split('\n');
      expect(authors.length, project.name).toBeGreaterThanOrEqual(3);
      const commits = Number(inRepo(project.name, ['rev-list', '--count', 'HEAD']));
      expect(commits, project.name).toBeGreaterThanOrEqual(15);
      expect(commits, project.name).toBeLessThanOrEqual(40);
      const dates = inRepo(project.name, ['log', '--format=%aI', 'HEAD']).trim().split('\n').sort();
      const months = (Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / (30 * 24 * 3600 * 1000);
      expect(months, project.name).toBeGreaterThanOrEqual(6);
      expect(dates.every((d) => d.startsWith('2026-'))).toBe(true);
    }
    const merges = vcs.filter((p) => inRepo(p.name, ['rev-list', '--merges', '--count', '--all']).trim() !== '0');
    expect(merges.length).toBeGreaterThanOrEqual(2);
    expect(inRepo('payments-api', ['tag', '--list', 'v1.0.0']).trim()).toBe('v1.0.0');
  });

  it("merges an author's two emails through .mailmap", () => {
    const raw = inRepo('ledger-service', ['log', '--no-use-mailmap', '--format=%ae', 'HEAD']);
    expect(raw).toContain('t.wisniewski@payments.example.net');
    expect(raw).toContain('tomasz.wisniewski@example.com');
    const mapped = inRepo('ledger-service', ['shortlog', '-sne', 'HEAD']);
    expect(mapped).not.toContain('t.wisniewski@payments.example.net');
    expect(mapped).toMatch(/\d+\tTomasz Wiśniewski <tomasz\.wisniewski@example\.com>/);
  });

  it('keeps the example AWS key, removed from HEAD, in the history', () => {
    expect(inRepo('payments-api', ['show', 'HEAD:config/default.json'])).not.toContain(AWS_KEY);
    expect(() => inRepo('payments-api', ['grep', '-q', AWS_KEY, 'HEAD'])).toThrow();
    const touching = inRepo('payments-api', ['log', '-p', `-S${AWS_KEY}`, '--format=commit %H', 'HEAD']);
    expect(touching.match(/^commit /gm)).toHaveLength(2);
    expect(touching).toContain(`+    "accessKeyId": "${AWS_KEY}",`);
    expect(touching).toContain(`-    "accessKeyId": "${AWS_KEY}",`);
  });

  it('ships manifests and lockfiles that Argus reads whole: every project has components, no file is skipped', async () => {
    for (const project of vcs) {
      const clone = join(dir, 'sca', project.name);
      git(['clone', '--quiet', urls.get(project.name)!, clone]);
      const result = await analyseSca(
        { kind: 'tree', dir: clone },
        EXTRACTORS,
        () => undefined,
        new AbortController().signal,
      );
      expect(result.skipped, project.name).toEqual([]);
      expect(result.files.length, project.name).toBeGreaterThan(0);
      expect(result.components.length, project.name).toBeGreaterThan(0);
    }
  });

  it('writes the same commits from the same plan', async () => {
    const again = await writeDemoRepositories(join(dir, 'second'));
    for (const project of vcs) {
      const refs = (url: string) =>
        git(['--git-dir', fileURLToPath(url), 'for-each-ref', '--format=%(objectname) %(refname)']);
      expect(refs(again.get(project.name)!), project.name).toBe(refs(urls.get(project.name)!));
    }
  });

  it('leaves an existing repository as it is and writes only the missing ones', async () => {
    const head = inRepo('payments-api', ['rev-parse', 'HEAD']).trim();
    inRepo('payments-api', ['update-ref', 'refs/heads/local-change', 'HEAD~1']);
    rmSync(repo('edge-gateway'), { recursive: true });
    const second = await writeDemoRepositories(join(dir, 'first'));
    expect(second).toEqual(urls);
    expect(inRepo('payments-api', ['rev-parse', 'local-change']).trim()).not.toBe(head);
    expect(inRepo('edge-gateway', ['rev-list', '--count', 'HEAD']).trim()).not.toBe('0');
    expect(readdirSync(join(dir, 'first')).filter((f) => !f.endsWith('.git'))).toEqual([]);
  });
});
