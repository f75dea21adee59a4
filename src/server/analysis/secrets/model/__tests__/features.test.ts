import { describe, expect, it } from 'vitest';
import { BASE_MODEL } from '../base-model';
import { featuresOf, RULE_IDS, shannonEntropy } from '../features';
import { probabilityOf } from '../score';
import { generatePositives } from '../training-set/positives';

const input = (secret: string, rest: Partial<{ rule_id: string; file: string; line: string }> = {}) => ({
  secret,
  rule_id: rest.rule_id ?? 'generic-api-key',
  file: rest.file ?? 'src/config.js',
  line: rest.line ?? `const apiKey = '${secret}';`,
});

describe('featuresOf', () => {
  it('measures the value: entropy, length, classes, runs, hash and UUID shapes', () => {
    expect(shannonEntropy('aaaa')).toBe(0);
    expect(shannonEntropy('abcd')).toBe(2);
    const f = featuresOf(input('Ab3$Ab3$'));
    expect(f.entropy).toBe(2);
    expect(f.log_length).toBe(Math.log2(9));
    expect([f.share_upper, f.share_lower, f.share_digit, f.share_symbol]).toEqual([0.25, 0.25, 0.25, 0.25]);
    expect(f.distinct_ratio).toBe(0.5);
    expect(featuresOf(input('xxxxxxxx')).repeated_run).toBe(Math.log2(9));
    expect(featuresOf(input('q1234567z')).sequential_run).toBe(Math.log2(8));
    // git's object id of the empty tree, and a UUID from Azurite's tests (training-set/negatives.jsonl).
    const sha = featuresOf(input('4b825dc642cb6eb9a060e54bf8d69288fbee4904'));
    expect([sha.hash_like, sha.hex_only, sha.base64_only, sha.is_uuid]).toEqual([1, 1, 1, 0]);
    const uuid = featuresOf(input('9b0afb2e-3be7-4b95-9ce1-45e9a410cc19'));
    expect([uuid.is_uuid, uuid.hash_like]).toEqual([1, 0]);
  });

  it('finds placeholders and variable references', () => {
    const example = featuresOf(input('AKIAIOSFODNN7EXAMPLE', { rule_id: 'aws-access-key-id' }));
    expect(example.placeholder_example).toBe(1);
    const slot = featuresOf(input('your_api_key_here'));
    expect([slot.placeholder_your_here, slot.placeholder_count]).toEqual([1, 1]);
    expect(featuresOf(input('<YOUR-TOKEN>')).placeholder_angle).toBe(1);
    // A shell or compose reference: `$` and `{DB_PASSWORD}`.
    const reference = featuresOf(input(`$${'{DB_PASSWORD}'}`));
    expect([reference.variable_reference, reference.placeholder_template]).toEqual([1, 1]);
    expect(featuresOf(input('$STRIPE_KEY')).variable_reference).toBe(1);
    expect(featuresOf(input('%(password)s')).placeholder_template).toBe(1);
    expect(featuresOf(input('changeme')).placeholder_changeme).toBe(1);
    expect(featuresOf(input('sk_test_123')).placeholder_word).toBe(1);
    const real = featuresOf(input('hR8vQ2mZ7kLp0sWn4TbY'));
    expect(real.placeholder_count).toBe(0);
    expect(real.variable_reference).toBe(0);
  });

  it('reads path words, file kinds and the rule', () => {
    const f = featuresOf(input('v', { file: 'packages/api/src/__tests__/ClientMock.spec.ts', rule_id: 'github-pat' }));
    expect([f.path_test, f.path_spec, f.path_mock, f.path_example, f.file_source]).toEqual([1, 1, 1, 0, 1]);
    expect(f['rule_github-pat']).toBe(1);
    expect(f.rule_other).toBe(0);
    const docs = featuresOf(input('v', { file: 'docs/examples/demo/README.md', rule_id: 'my-custom-rule' }));
    expect([docs.path_doc, docs.path_example, docs.path_demo, docs.file_doc, docs.rule_other]).toEqual([1, 1, 1, 1, 1]);
    expect(RULE_IDS.every((id) => docs[`rule_${id}`] === 0)).toBe(true);
    expect(featuresOf(input('v', { file: 'deploy/.env.production' })).file_env).toBe(1);
    expect(featuresOf(input('v', { file: 'tests/fixtures/app.yaml' })).file_config).toBe(1);
    expect(featuresOf(input('v', { file: 'Cargo.lock' })).file_lock).toBe(1);
    expect(featuresOf(input('v', { file: 'bin/release' })).file_other).toBe(1);
  });

  it('reads the words around the match, not the match itself', () => {
    // A line of rust-lang/cargo's lockfiles (training-set/negatives.jsonl).
    const lock = 'checksum = "5da91d4048b3b4623431ca790831b8b334ef87b6c1b0338889029a9b199f08a8"';
    const f = featuresOf(input('5da91d4048b3b4623431ca790831b8b334ef87b6c1b0338889029a9b199f08a8', { line: lock }));
    expect([f.line_hash, f.line_secret, f.line_quoted]).toEqual([1, 0, 1]);
    const inside = featuresOf(input('sha256key', { line: 'x = sha256key' }));
    expect([inside.line_hash, inside.line_secret]).toEqual([0, 0]);
    const todo = featuresOf(input('abc', { line: '# TODO: replace the example token abc' }));
    expect([todo.line_todo, todo.line_example, todo.line_comment, todo.line_secret]).toEqual([1, 1, 1, 1]);
  });

  it('gives numbers only, the same every time, and never the value', () => {
    const secret = 'ghp_R2kXw8mQ4vLp9sTz1BnY6cHd3fJg5aWe7uKo';
    const line = `GITHUB_TOKEN=${secret}`;
    const first = featuresOf({ secret, rule_id: 'github-pat', file: '.env', line });
    expect(featuresOf({ secret, rule_id: 'github-pat', file: '.env', line })).toEqual(first);
    expect(Object.values(first).every((value) => typeof value === 'number' && Number.isFinite(value))).toBe(true);
    expect(JSON.stringify(first)).not.toContain(secret.slice(4, 12));
  });

  it('lowers the base model’s probability for a documented example, a test path and a placeholder', () => {
    const [generated] = generatePositives(1, 1); // AWS access key id, first rule.
    if (!generated) throw new Error('no generated example');
    const real = probabilityOf(BASE_MODEL, featuresOf(generated));
    const documented = probabilityOf(
      BASE_MODEL,
      featuresOf({
        ...generated,
        secret: 'AKIAIOSFODNN7EXAMPLE',
        line: generated.line.replace(generated.secret, 'AKIAIOSFODNN7EXAMPLE'),
      }),
    );
    const inTests = probabilityOf(BASE_MODEL, featuresOf({ ...generated, file: 'tests/unit/test_credentials.py' }));
    expect(real).toBeGreaterThan(0.5);
    expect(documented).toBeLessThan(real);
    expect(inTests).toBeLessThan(real);
    const token = 'sk_live_4eC39HqLyjWDarjtT1zdp7dc';
    const placeholder = 'sk_live_xxxxxxxxxxxxxxxxxxxxxxxx';
    const stripe = (secret: string) =>
      probabilityOf(
        BASE_MODEL,
        featuresOf({
          secret,
          rule_id: 'stripe-secret-key',
          file: 'config/production.yml',
          line: `  stripe_api_key: ${secret}`,
        }),
      );
    expect(stripe(placeholder)).toBeLessThan(stripe(token));
  });
});
