import { generateKeyPairSync } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Author, TestRepository } from '../../../test/git-repository';
import { analyseSecrets, type SecretsRequest } from '../analyse-secrets';
import { fingerprintOf } from '../engine/identity';
import type { FoundSecret, SecretFeatures } from '../types';

/**
 * A history made with git where secrets are added, moved to another file, removed and added again; the
 * analysis must find each once, with its first and last sighting and whether the tree still holds it.
 */

const alice: Author = { author: 'Alice Liddell', email: 'alice@example.com' };
const bob: Author = { author: 'Bob Stone', email: 'bob@example.com' };

const STRIPE = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const AWS_ID = 'AKIAIOSFODNN7EXAMPLE';
const AWS_SECRET = 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY';
const GHU = 'ghu_16C7e42F292c6912E7710c838347Ae178B4a';
const NPM = 'npm_9eY5p79rLUgQnAgxlalQNxxtkHHLzfCVCNTe';
const PLANTED = [STRIPE, AWS_ID, AWS_SECRET, GHU, NPM];
const KEY = Buffer.from('argus test fingerprint key').toString('base64');

const awsConfig = `{\n  "region": "eu-central-1",\n  "accessKeyId": "${AWS_ID}",\n  "secretAccessKey": "${AWS_SECRET}"\n}\n`;

let repo: TestRepository;
const commits: string[] = [];
const featureCalls: { rule_id: string; file: string }[] = [];

const request = (overrides: Partial<SecretsRequest> = {}): SecretsRequest => ({
  dir: repo.dir,
  head: repo.head(),
  options: { since: null, fingerprintKey: KEY, rulesFile: null },
  featuresOf: ({ secret, rule_id, file }): SecretFeatures => {
    featureCalls.push({ rule_id, file });
    return { length: secret.length };
  },
  ...overrides,
});

const byRule = (findings: FoundSecret[], rule: string) => findings.filter((finding) => finding.rule_id === rule);

beforeAll(() => {
  repo = new TestRepository();
  // 1: the Stripe key in an env file, a GitHub token in a script.
  commits.push(
    repo.commit({
      ...alice,
      date: '2024-01-10T10:00:00Z',
      files: {
        'config/app.env': `PORT=8080\nSTRIPE_KEY=${STRIPE}\n`,
        'deploy/release.sh': `#!/bin/sh\nTOKEN="${GHU}"\n`,
      },
    }),
  );
  // 2: the env file moved (no rename detection: its lines arrive as added in the new file).
  repo.git(['mv', 'config/app.env', 'config/prod.env']);
  commits.push(repo.commit({ ...bob, date: '2024-02-10T10:00:00Z' }));
  // 3: the AWS pair in JSON.
  commits.push(repo.commit({ ...alice, date: '2024-03-10T10:00:00Z', files: { 'config/default.json': awsConfig } }));
  // 4: the Stripe key and the AWS pair removed.
  commits.push(
    repo.commit({
      ...bob,
      date: '2024-04-10T10:00:00Z',
      files: { 'config/prod.env': 'PORT=8080\n', 'config/default.json': '{\n  "region": "eu-central-1"\n}\n' },
    }),
  );
  // 5: the Stripe key back, elsewhere; skipped files holding secrets.
  commits.push(
    repo.commit({
      ...alice,
      date: '2024-05-10T10:00:00Z',
      files: {
        'src/settings.json': `{\n  "stripe": {\n    "secretKey": "${STRIPE}"\n  }\n}\n`,
        'package-lock.json': `{"token": "${NPM}"}\n`,
        'assets/blob.bin': Buffer.concat([Buffer.from([0, 1, 2]), Buffer.from(NPM)]),
        'public/app.min.js': `var t="${NPM}";\n`,
      },
    }),
  );
});

afterAll(() => repo.remove());

describe('analyseSecrets', () => {
  it('finds each secret once, with its first and last sighting and whether the tree still has it', async () => {
    featureCalls.length = 0;
    const result = await analyseSecrets(request());
    expect(result.head).toBe(commits[4]);
    expect(result.commits_scanned).toBe(5);
    expect(result.files_scanned).toBe(4);
    expect(result.skipped).toEqual({ binary: 1, too_large: 0, lockfile: 1, ignored_path: 1 });

    const [stripe] = byRule(result.findings, 'stripe-secret-key');
    expect(stripe!.sightings.map((s) => [s.commit, s.file, s.start_line, s.author_email, s.committed_at])).toEqual([
      [commits[0], 'config/app.env', 2, 'alice@example.com', '2024-01-10T10:00:00+00:00'],
      [commits[1], 'config/prod.env', 2, 'bob@example.com', '2024-02-10T10:00:00+00:00'],
      [commits[4], 'src/settings.json', 3, 'alice@example.com', '2024-05-10T10:00:00+00:00'],
    ]);
    expect(stripe!.sightings_count).toBe(3);
    expect(stripe!.in_head).toMatchObject({ commit: null, file: 'src/settings.json', start_line: 3, start_column: 19 });
    expect(stripe!.masked).toBe('sk_t…');
    expect(stripe!.fingerprint).toBe(fingerprintOf(Buffer.from(KEY, 'base64'), 'stripe-secret-key', STRIPE));

    // History only: removed in commit 4.
    const [awsId] = byRule(result.findings, 'aws-access-key-id');
    const [awsSecret] = byRule(result.findings, 'aws-secret-access-key');
    expect(awsId!.sightings.map((s) => [s.commit, s.file, s.start_line, s.start_column])).toEqual([
      [commits[2], 'config/default.json', 3, 19],
    ]);
    expect(awsId!.in_head).toBeNull();
    expect(awsSecret!.sightings.map((s) => s.commit)).toEqual([commits[2]]);
    expect(awsSecret!.in_head).toBeNull();

    const [ghu] = byRule(result.findings, 'github-app-token');
    expect(ghu!.sightings.map((s) => s.commit)).toEqual([commits[0]]);
    expect(ghu!.in_head).toMatchObject({ file: 'deploy/release.sh', start_line: 2 });

    // The lockfile, the binary and the minified file hold the npm token: none is read.
    expect(result.findings.map((f) => f.rule_id).sort()).toEqual([
      'aws-access-key-id',
      'aws-secret-access-key',
      'github-app-token',
      'stripe-secret-key',
    ]);
    // Features once per secret, from its first sighting.
    expect(featureCalls).toHaveLength(4);
    expect(featureCalls).toContainEqual({ rule_id: 'stripe-secret-key', file: 'config/app.env' });
    expect(stripe!.features).toEqual({ length: STRIPE.length });
    // No secret leaves the analysis.
    const json = JSON.stringify(result);
    for (const secret of PLANTED) expect(json).not.toContain(secret);
  });

  it('reads only the commits after `since`, and all of them when `since` is not an ancestor', async () => {
    const since = repo.head();
    repo.checkout('feature', { create: true });
    const added = repo.commit({
      ...bob,
      date: '2024-06-10T10:00:00Z',
      files: { '.npmrc': `//registry.npmjs.org/:_authToken=${NPM}\n` },
    });
    try {
      const result = await analyseSecrets(request({ options: { since, fingerprintKey: KEY, rulesFile: null } }));
      expect(result.commits_scanned).toBe(1);
      const [npm] = byRule(result.findings, 'npm-access-token');
      expect(npm!.sightings.map((s) => [s.commit, s.file, s.start_line])).toEqual([[added, '.npmrc', 1]]);
      // Secrets of earlier commits still in the tree: their place in the tree is their one sighting.
      const [stripe] = byRule(result.findings, 'stripe-secret-key');
      expect(stripe!.sightings).toEqual([stripe!.in_head]);
      expect(byRule(result.findings, 'aws-access-key-id')).toEqual([]);

      const unrelated = 'f'.repeat(40);
      const full = await analyseSecrets(
        request({ options: { since: unrelated, fingerprintKey: KEY, rulesFile: null } }),
      );
      expect(full.commits_scanned).toBe(6);
    } finally {
      repo.checkout('main');
      repo.git(['branch', '-D', 'feature']);
    }
  });

  it('honours .gitleaksignore: a place everywhere, or a place in one commit', async () => {
    repo.checkout('ignored', { create: true });
    repo.commit({
      ...alice,
      date: '2024-07-10T10:00:00Z',
      files: {
        '.gitleaksignore': `config/app.env:stripe-secret-key:2\n${commits[2]}:config/default.json:aws-access-key-id:3\n`,
      },
    });
    try {
      const result = await analyseSecrets(request());
      const [stripe] = byRule(result.findings, 'stripe-secret-key');
      expect(stripe!.sightings.map((s) => s.file)).toEqual(['config/prod.env', 'src/settings.json']);
      expect(byRule(result.findings, 'aws-access-key-id')).toEqual([]);
      expect(byRule(result.findings, 'aws-secret-access-key')).toHaveLength(1);
    } finally {
      repo.checkout('main');
      repo.git(['branch', '-D', 'ignored']);
    }
  });

  it('adds and replaces rules from ARGUS_SECRETS_RULES', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'argus-rules-'));
    const rulesFile = join(dir, 'rules.toml');
    writeFileSync(
      rulesFile,
      `[[rules]]\nid = "stripe-secret-key"\ndescription = "Stripe, live only"\nregex = '''sk_live_[A-Za-z0-9]{24,}'''\nkeywords = ["sk_live_"]\n\n[[rules]]\nid = "acme-port"\ndescription = "Port 8080"\nregex = '''PORT=(8080)'''\nkeywords = ["port="]\n`,
    );
    try {
      const result = await analyseSecrets(request({ options: { since: null, fingerprintKey: KEY, rulesFile } }));
      expect(byRule(result.findings, 'stripe-secret-key')).toEqual([]);
      const [port] = byRule(result.findings, 'acme-port');
      expect(port!.sightings.map((s) => s.file)).toEqual(['config/app.env', 'config/prod.env']);
      writeFileSync(rulesFile, `[[rules]]\nid = "bad"\ndescription = "x"\nregex = '''(a)\\1'''\n`);
      await expect(
        analyseSecrets(request({ options: { since: null, fingerprintKey: KEY, rulesFile } })),
      ).rejects.toThrow(/rule "bad", field regex: RE2 cannot compile it/);
      writeFileSync(rulesFile, `[[rules]]\nid = "bad"\ndescription = "x"\nregex = "a"\nentropy = "high"\n`);
      await expect(
        analyseSecrets(request({ options: { since: null, fingerprintKey: KEY, rulesFile } })),
      ).rejects.toThrow(/rule "bad" \(rules\[0\]\), field entropy/);
    } finally {
      rmSync(dir, { recursive: true });
    }
  });

  it('follows no symbolic link out of the tree and runs none of the repository’s programs', async () => {
    const outside = mkdtempSync(join(tmpdir(), 'argus-outside-'));
    const marker = join(outside, 'ran');
    writeFileSync(join(outside, 'secret.env'), `TOKEN=${NPM}\n`);
    mkdirSync(join(outside, 'dir'));
    writeFileSync(join(outside, 'dir', 'secret.env'), `TOKEN=${NPM}\n`);
    const script = join(outside, 'program.sh');
    writeFileSync(script, `#!/bin/sh\ntouch ${marker}\ncat "$1" 2>/dev/null\n`, { mode: 0o755 });
    const other = new TestRepository();
    try {
      symlinkSync(join(outside, 'secret.env'), join(other.dir, 'linked.env'));
      symlinkSync(join(outside, 'dir'), join(other.dir, 'linked-dir'));
      // Hooks, a textconv and an external diff driver that would run (and hide the lines from a diff).
      for (const hook of ['post-checkout', 'pre-commit', 'post-commit', 'reference-transaction'])
        writeFileSync(join(other.dir, '.git', 'hooks', hook), `#!/bin/sh\ntouch ${marker}\n`, { mode: 0o755 });
      other.commit({ ...alice, date: '2024-01-01T00:00:00Z', files: { '.gitattributes': '*.env diff=hide\n' } });
      rmSync(marker, { force: true });
      other.git(['config', 'diff.hide.textconv', script]);
      other.git(['config', 'diff.external', script]);
      other.git(['config', 'core.fsmonitor', script]);
      other.git(['config', 'core.hooksPath', join(other.dir, '.git', 'hooks')]);
      other.commit({ ...alice, date: '2024-01-02T00:00:00Z', files: { 'app.env': `STRIPE=${STRIPE}\n` } });
      rmSync(marker, { force: true });

      const result = await analyseSecrets(request({ dir: other.dir, head: other.head() }));
      expect(existsSync(marker)).toBe(false);
      const found = result.findings.map((f) => [f.rule_id, f.sightings.map((s) => s.file), f.in_head?.file]);
      expect(found).toEqual([['stripe-secret-key', ['app.env'], 'app.env']]);
    } finally {
      other.remove();
      rmSync(outside, { recursive: true });
    }
  });

  it('reads paths git quotes, a private key added over several lines, and a line of a megabyte', async () => {
    const other = new TestRepository();
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' });
    const pem = privateKey.export({ type: 'sec1', format: 'pem' }) as string;
    try {
      other.commit({
        ...alice,
        date: '2024-01-01T00:00:00Z',
        files: {
          'données/my notes.env': `A=1\nSTRIPE=${STRIPE}\n`,
          'keys/tab\there.pem': `# deploy key\n${pem}`,
          'data/long.txt': `${'x'.repeat(1_000_000)} ${GHU}\n`,
        },
      });
      const result = await analyseSecrets(request({ dir: other.dir, head: other.head() }));
      const found = result.findings
        .map((f) => [f.rule_id, f.sightings.map((s) => [s.file, s.start_line, s.end_line]), f.in_head?.file])
        .sort();
      expect(found).toEqual([
        ['github-app-token', [['data/long.txt', 1, 1]], 'data/long.txt'],
        ['private-key', [['keys/tab\there.pem', 3, pem.split('\n').length - 1]], 'keys/tab\there.pem'],
        ['stripe-secret-key', [['données/my notes.env', 2, 2]], 'données/my notes.env'],
      ]);
    } finally {
      other.remove();
    }
  });

  it('stops when aborted', async () => {
    const controller = new AbortController();
    controller.abort(new Error('cancelled'));
    await expect(analyseSecrets(request({ signal: controller.signal }))).rejects.toThrow('cancelled');
  });
});
