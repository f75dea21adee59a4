import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TestRepository } from '../../../test/git-repository';
import { featuresOf } from '../../secrets/model/features';
import { perform } from '../perform';

const STRIPE = 'sk_test_4eC39HqLyjWDarjtT1zdp7dc';
const AWS_ID = 'AKIAIOSFODNN7EXAMPLE';

let root: string;
let origin: TestRepository;
let first: string;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'argus-perform-secrets-'));
  origin = new TestRepository(join(root, 'origin'));
  const author = { author: 'Alice Liddell', email: 'alice@example.com' };
  first = origin.commit({
    ...author,
    date: '2026-01-22T10:00:00+01:00',
    files: { 'config/default.json': `{\n  "accessKeyId": "${AWS_ID}"\n}\n` },
  });
  origin.commit({
    ...author,
    date: '2026-06-15T10:00:00+02:00',
    files: { 'config/default.json': '{}\n', 'appsettings.json': `{ "SecretKey": "${STRIPE}" }\n` },
  });
});
afterAll(() => rmSync(root, { recursive: true, force: true }));

describe('perform: project_secrets', () => {
  it('brings the workspace up to date, then finds the secrets of its history and tree with the model’s features', async () => {
    const phases: string[] = [];
    const result = await perform(
      {
        kind: 'project_secrets',
        repository: {
          url: origin.url,
          ref: 'main',
          dir: join(root, 'workspace'),
          credentials: null,
          limits: { maxBytes: 50 << 20, timeoutMs: 20_000, allowLocal: true },
          knownHostsFile: join(root, 'known_hosts'),
        },
        secrets: { since: null, fingerprintKey: Buffer.from('k'.repeat(32)).toString('base64'), rulesFile: null },
      },
      (_progress, phase) => phases.push(phase),
      new AbortController().signal,
    );
    expect(result.workspace?.commit).toBe(origin.head());
    const secrets = result.secrets!;
    expect(secrets.commits_scanned).toBe(2);
    expect(secrets.head).toBe(origin.head());
    const found = secrets.findings.map((f) => [f.rule_id, f.sightings[0]?.commit, f.in_head?.file ?? null]);
    expect(found.sort()).toEqual([
      ['aws-access-key-id', first, null],
      ['stripe-secret-key', origin.head(), 'appsettings.json'],
    ]);
    const stripe = secrets.findings.find((f) => f.rule_id === 'stripe-secret-key')!;
    expect(stripe.features).toEqual(
      featuresOf({
        secret: STRIPE,
        rule_id: 'stripe-secret-key',
        file: 'appsettings.json',
        line: `{ "SecretKey": "${STRIPE}" }`,
      }),
    );
    expect(phases.at(-1)).toBe('Read 2 commits and 2 files');
    expect(JSON.stringify(result)).not.toContain(STRIPE);
  });
});
